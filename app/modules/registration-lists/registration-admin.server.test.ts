/**
 * Deleting and exporting registrations from the back office: the delete and its activity row are one
 * transaction, and the export is every matching row, streamed, recorded in the log.
 */
import { ATTENDEE_CSV_HEADER } from '#tests/setup/csv-columns.ts'
import { parse } from 'csv-parse/sync'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import type { Database } from '#app/db/handle.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { ATTENDEE_KIND } from '#app/modules/attendees/attendee-admin.server.ts'
import { countAttendees, insertAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { PARTNERSHIP_KIND } from '#app/modules/partnerships/partnership-admin.server.ts'
import { countEnquiries, insertEnquiry } from '#app/modules/partnerships/partnerships.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { activityFaults } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { now } from '#tests/setup/clock.ts'
import {
	deleteRegistrations,
	exportRegistrations,
	type RegistrationKind,
} from './registration-admin.server.ts'
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { describeFilter, exportSearch, formatIdRanges, parseAttendeeFilters } from './registration-list.ts'
import type { RegistrationFilter, RegistrationOrder } from './registration-lists.queries.server.ts'
import { sentMailWithFile } from '#tests/factories/mails.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

/** The mail-file store of these tests: a folder of their own. */
const mailFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-mail-files-'))
const mailFiles = createLocalFileStore(mailFolder)
afterAll(() => fs.rmSync(mailFolder, { recursive: true, force: true }))

/** Deleting and exporting as the attendee and partnership lists do. */
const deleting =
	(kind: RegistrationKind) => (db: Database, actor: Actor, ids: readonly number[], when: Date) =>
		deleteRegistrations(db, actor, ids, when, kind, mailFiles)
const exporting =
	(kind: RegistrationKind) =>
	(
		db: Database,
		actor: Actor,
		query: RegistrationFilter & RegistrationOrder & { filterText: string },
		editionYears: ReadonlyMap<number, number>,
		when: Date,
	) =>
		exportRegistrations(db, actor, kind, query, editionYears, when)
const deleteAttendeeRegistrations = deleting(ATTENDEE_KIND)
const deletePartnershipEnquiries = deleting(PARTNERSHIP_KIND)
const exportAttendeesCsv = exporting(ATTENDEE_KIND)
const exportPartnershipsCsv = exporting(PARTNERSHIP_KIND)

test('ids are described as ascending runs', () => {
	expect(formatIdRanges([3, 1, 2, 7, 9, 10, 10])).toBe('1–3, 7, 9–10')
	expect(formatIdRanges([5])).toBe('5')
	expect(describeFilter('', null)).toBe('no filter')
	expect(describeFilter('ama', '2026')).toBe('search “ama”, edition 2026')
	expect(describeFilter('', null, { payment: 'paid', checkedIn: 'no' })).toBe('paid, not checked in')
	const url = new URL('https://x/admin/attendees?payment=waived&checkin=yes&q=a')
	expect(parseAttendeeFilters(url)).toEqual({ payment: 'waived', checkedIn: 'yes' })
	expect(parseAttendeeFilters(new URL('https://x/?payment=free&checkin=maybe'))).toEqual({
		payment: null,
		checkedIn: null,
	})
	expect(
		exportSearch(
			{
				page: 1,
				size: 10,
				q: 'a',
				sort: 'date',
				dir: 'desc',
				editionId: null,
				payment: 'waived',
				checkedIn: 'yes',
			},
			{ sizes: [10], defaultSize: 10, sortable: ['date'], defaultSort: { sort: 'date', dir: 'desc' } },
		),
	).toBe('?q=a&payment=waived&checkin=yes')
})

describe.each(testDialects)('registration administration on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let edition: number
	beforeEach(async () => {
		edition = await editionFactory(t.db, 'upcoming', now, { year: 2026 })
	})

	const emailOf = (fullName: string) => `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@summit.example`

	async function addAttendee(fullName: string, company = 'Volta Assurance', minutes = 0) {
		return insertAttendee(t.db, {
			edition_id: edition,
			full_name: fullName,
			email: emailOf(fullName),
			contact_number: null,
			whatsapp_number: '+233 24 000 0000',
			company_name: company,
			designation: 'Auditor',
			heard_from: 'LinkedIn',
			created_at: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString(),
		})
	}

	async function addEnquiry(company: string, reference: string) {
		return insertEnquiry(t.db, {
			edition_id: null,
			full_name: 'Contact Person',
			email: `${reference.toLowerCase()}@partner.example`,
			contact_number: '0244000000',
			whatsapp_number: '+233 20 000 0000',
			company_name: company,
			designation: 'Partnerships Lead',
			package: 'Gold',
			heard_from: null,
			reference,
			created_at: '2026-02-01T09:30:00.000Z',
		})
	}

	const activity = () => loggedActivity(t.db)

	test('deleting several registrations is one transaction with one activity row naming the ids', async () => {
		const ids = [await addAttendee('Ama'), await addAttendee('Kofi'), await addAttendee('Esi')]
		const keep = await addAttendee('Yaw')
		const deleted = await deleteAttendeeRegistrations(t.db, t.actor, [...ids, 999_999], now)
		expect(deleted).toEqual([...ids].sort((a, b) => a - b))
		expect(await countAttendees(t.db)).toBe(1)
		expect(await activity()).toEqual([
			activityBy(t.actor, 'Delete Attendee', `Deleted 3 attendee registrations: ids ${formatIdRanges(ids)}`),
		])
		// One registration: singular wording; an id that no longer exists: nothing deleted, nothing logged.
		expect(await deleteAttendeeRegistrations(t.db, t.actor, [keep], now)).toEqual([keep])
		expect((await activity())[1]?.description).toBe(`Deleted 1 attendee registration: id ${keep}`)
		expect(await deleteAttendeeRegistrations(t.db, t.actor, [keep], now)).toEqual([])
		expect(await activity()).toHaveLength(2)
	})

	test("deleting registrations and enquiries removes their mails' files from the mail-file store", async () => {
		const ama = await addAttendee('Ama')
		const kofi = await addAttendee('Kofi')
		const enquiry = await addEnquiry('Gold Coast Bank', 'IALS-CCCC-DDDD')
		const about = [{ attendee_id: ama }, { attendee_id: kofi }, { enquiry_id: enquiry }]
		const names = about.map((_, i) => `mail-${dialect}-${800 + i}.eml`)
		for (const [i, mail] of about.entries()) await sentMailWithFile(t.db, mailFiles, mail, names[i]!, now)
		const present = async () =>
			(await Promise.all(names.map((n) => mailFiles.size(n)))).map((n) => n !== null)
		await deleteAttendeeRegistrations(t.db, t.actor, [ama], now)
		expect(await present()).toEqual([false, true, true])
		await deletePartnershipEnquiries(t.db, t.actor, [enquiry], now)
		expect(await present()).toEqual([false, true, false])
	})

	test('when the activity row cannot be written, nothing is deleted', async () => {
		const a = await addAttendee('Ama')
		const p = await addEnquiry('Gold Coast Bank', 'IALS-AAAA-BBBB')
		activityFaults.activityFails = true
		await expect(deleteAttendeeRegistrations(t.db, t.actor, [a], now)).rejects.toThrow(
			'activity log unavailable',
		)
		await expect(deletePartnershipEnquiries(t.db, t.actor, [p], now)).rejects.toThrow(
			'activity log unavailable',
		)
		expect(await countAttendees(t.db)).toBe(1)
		expect(await countEnquiries(t.db)).toBe(1)
		expect(await activity()).toEqual([])
	})

	test('deleting partnership enquiries records "Delete Partnership" with the ids', async () => {
		const a = await addEnquiry('Gold Coast Bank', 'IALS-AAAA-BBBB')
		const b = await addEnquiry('Sahel Goldfields', 'IALS-CCCC-DDDD')
		expect(await deletePartnershipEnquiries(t.db, t.actor, [a, b], now)).toEqual([a, b].sort((x, y) => x - y))
		expect(await countEnquiries(t.db)).toBe(0)
		expect(await activity()).toEqual([
			expect.objectContaining({
				type: 'Delete Partnership',
				description: `Deleted 2 partnership enquiries: ids ${formatIdRanges([a, b])}`,
			}),
		])
	})

	test('the attendee export is every matching row in the list order, neutralised, and is logged', async () => {
		await addAttendee('Kwabena Ɔdɔm', '=HYPERLINK("http://x","y")', 1)
		await addAttendee('Ésaïe N’Guessan', 'Lagune Audit & Conseil', 2)
		await addAttendee('Other Person', 'Elsewhere', 3)
		const response = await exportAttendeesCsv(
			t.db,
			t.actor,
			{ q: 'GUESS', editionId: null, sort: 'name', dir: 'desc', filterText: describeFilter('GUESS', null) },
			new Map([[edition, 2026]]),
			now,
		)
		expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="Attendees_List.csv"')
		const bytes = Buffer.from(await response.arrayBuffer())
		expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		expect(parse(bytes, { bom: true })).toEqual([
			ATTENDEE_CSV_HEADER,
			[
				'Ésaïe N’Guessan',
				'Lagune Audit & Conseil',
				'Auditor',
				emailOf('Ésaïe N’Guessan'),
				'',
				"'+233 24 000 0000",
				'LinkedIn',
				'',
				'0',
				'0',
				'No fee',
				'',
				'',
				'',
				'',
				'',
				'',
				'0',
				'2026',
				'2026-01-01 00:02:00',
			],
		])
		expect(await activity()).toEqual([
			expect.objectContaining({
				type: 'Export Attendees',
				description:
					'Exported 1 attendee registration to Attendees_List.csv (search “GUESS”; sorted by Name, Z to A)',
			}),
		])
		const everyone = await exportAttendeesCsv(
			t.db,
			t.actor,
			{ q: '', editionId: edition, sort: 'date', dir: 'asc', filterText: describeFilter('', '2026') },
			new Map([[edition, 2026]]),
			now,
		)
		const records = parse(Buffer.from(await everyone.arrayBuffer()), { bom: true, columns: true }) as Record<
			string,
			string
		>[]
		expect(records.map((r) => [r.Name, r.Company])).toEqual([
			['Kwabena Ɔdɔm', `'=HYPERLINK("http://x","y")`],
			['Ésaïe N’Guessan', 'Lagune Audit & Conseil'],
			['Other Person', 'Elsewhere'],
		])
		expect((await activity())[1]?.description).toBe(
			'Exported 3 attendee registrations to Attendees_List.csv (edition 2026; sorted by Date, oldest first)',
		)
	})

	test('the attendee export has each fee with what the ledger says: paid, balance, status, methods, references', async () => {
		const paying = await addAttendee('Ama Ɔdɔm', 'Volta Assurance', 1)
		const waived = await addAttendee('Kofi Mensah', 'Volta Assurance', 2)
		const untouched = await addAttendee('Esi Owusu', 'Volta Assurance', 3)
		await t.db
			.updateTable('attendees')
			.set({ fee_pesewas: 250_000, fee_rule: 'regular' })
			.where('id', 'in', [paying, waived, untouched])
			.execute()
		const admin = { userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' as const }
		const record = (id: number, input: Parameters<typeof recordMovement>[2]) =>
			recordMovement(t.db, { kind: 'registration', id }, input, admin, now).then((r) => {
				if (!r.ok) throw new Error(r.message)
			})
		await record(paying, { kind: 'payment', method: 'bank', amountPesewas: 100_000, reference: 'GCB-0001' })
		await record(paying, { kind: 'payment', method: 'momo', amountPesewas: 50_050, reference: 'MP-7788' })
		await record(waived, { kind: 'waiver', method: 'waiver', amountPesewas: 250_000, reference: null })
		const response = await exportAttendeesCsv(
			t.db,
			t.actor,
			{ q: '', editionId: null, sort: 'date', dir: 'asc', filterText: describeFilter('', null) },
			new Map([[edition, 2026]]),
			now,
		)
		const records = parse(Buffer.from(await response.arrayBuffer()), { bom: true, columns: true }) as Record<
			string,
			string
		>[]
		const money = records.map((r) => [
			r.Name,
			r['Fee (GH₵)'],
			r['Paid (GH₵)'],
			r['Balance (GH₵)'],
			r['Payment status'],
			r['Method(s)'],
			r['Reference(s)'],
		])
		expect(money).toEqual([
			[
				'Ama Ɔdɔm',
				'2500',
				'1500.50',
				'999.50',
				'Part-paid',
				'Bank transfer; Mobile money transfer',
				'GCB-0001; MP-7788',
			],
			['Kofi Mensah', '2500', '0', '0', 'Waived', '', ''],
			['Esi Owusu', '2500', '0', '2500', 'Not paid', '', ''],
		])
	})

	test('the partnership export has the reference and the package, and is logged', async () => {
		await addEnquiry('@Risky Co', 'IALS-AAAA-BBBB')
		const response = await exportPartnershipsCsv(
			t.db,
			t.actor,
			{ q: '', editionId: null, sort: 'date', dir: 'desc', filterText: describeFilter('', null) },
			new Map(),
			now,
		)
		expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="Partnerships_List.csv"')
		const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
		expect(text).toBe(
			'\uFEFFName,Company,Designation,Email,Phone,Whatsapp,Notice,Package,Reference,Edition,Date\r\n' +
				"Contact Person,'@Risky Co,Partnerships Lead,ials-aaaa-bbbb@partner.example,0244000000,'+233 20 000 0000,,Gold,IALS-AAAA-BBBB,,2026-02-01 09:30:00\r\n",
		)
		expect(await activity()).toEqual([
			expect.objectContaining({
				type: 'Export Partnerships',
				description:
					'Exported 1 partnership enquiry to Partnerships_List.csv (no filter; sorted by Date, newest first)',
			}),
		])
	})
})

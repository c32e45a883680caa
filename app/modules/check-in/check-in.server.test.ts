/**
 * The check-in desk on SQLite and PostgreSQL: what its search finds and shows: a name of
 * 3 characters or more, the whole desk reference or the whole email address, only in the editions
 * open at the desk, never an email address, phone or designation in what it returns; what "Ticket
 * link or code" finds (the signed link, or the printed reference in any spelling); and the attendee
 * list's payment and check-in filters after desk changes.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	countMatchingRegistrations,
	listRegistrationPage,
} from '#app/modules/registration-lists/registration-lists.queries.server.ts'
import { ATTENDEE_SOURCE } from '#app/modules/attendees/attendees.queries.server.ts'
import { checkIn, recordDeskPayment } from './check-in-admin.server.ts'
import { countCheckedIn } from './check-in.queries.server.ts'
import {
	deskEditionIds,
	deskReferenceIn,
	type DeskSearch,
	findDeskTicket,
	searchDesk,
} from './check-in.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'

const person = (name: string, email: string) => ({
	name,
	company_name: 'Volta Assurance',
	role: 'Auditor',
	email,
	whatsapp_number: '+233 24 123 4567',
	contact_number: undefined,
	notice: undefined,
})

test('the desk reference in what was typed: eight letters and digits, any case, dashes and spaces ignored', () => {
	expect(deskReferenceIn('FV22-HTPE')).toBe('FV22-HTPE')
	expect(deskReferenceIn('fv22htpe')).toBe('FV22-HTPE')
	expect(deskReferenceIn(' fv22 - htpe ')).toBe('FV22-HTPE')
	expect(deskReferenceIn('FV22-HTP')).toBeNull()
	expect(deskReferenceIn('FV22-HTPE1')).toBeNull()
	expect(deskReferenceIn('FV22.HTPE')).toBeNull()
})

const names = (search: DeskSearch) =>
	search.state === 'found' ? search.results.map((a) => a.fullName) : search.state

describe.each(testDialects)('the check-in desk on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let editionId: number
	let open: number[]
	let ama: number
	beforeEach(async () => {
		editionId = await editionFactory(t.db, 'upcoming', now)
		const registered = await registerAttendee(
			t.db,
			person('Ama Ɔdɔm', 'ama@volta.example'),
			now,
			'summit.test',
		)
		if (!registered.ok) throw new Error('not registered')
		ama = registered.attendeeId
		await registerAttendee(t.db, person('Kofi Mensah', 'kofi@volta.example'), now, 'summit.test')
		open = await deskEditionIds(t.db, now)
	})

	const search = (q: string) => searchDesk(t.db, q, open)

	test('finds by 3 letters of a name or more (any case), and shows the first by name', async () => {
		expect(names(await search('ɔdɔm'))).toEqual(['Ama Ɔdɔm'])
		expect(names(await search('ENS'))).toEqual(['Kofi Mensah'])
		expect(names(await search('a'))).toBe('too-short')
		expect(names(await search('ma'))).toBe('too-short')
		expect(names(await search('%'))).toBe('too-short')
		expect(names(await search('%%%'))).toEqual([])
		expect(names(await search('   '))).toBe('none')
		expect(names(await search('nobody'))).toEqual([])
	})

	test('finds by the whole desk reference, with or without its dash, in any case', async () => {
		const ref = (
			await t.db.selectFrom('attendees').select('desk_ref').where('id', '=', ama).executeTakeFirstOrThrow()
		).desk_ref!
		for (const q of [ref, ref.toLowerCase(), ref.replace('-', '')]) {
			expect(names(await search(q))).toEqual(['Ama Ɔdɔm'])
		}
		expect(names(await search(ref.slice(0, 4)))).toEqual([])
	})

	test('“Ticket link or code” finds by the ticket link or by the printed reference, in any case, with or without its dash', async () => {
		const row = await t.db
			.selectFrom('attendees')
			.select(['ticket_ref', 'desk_ref'])
			.where('id', '=', ama)
			.executeTakeFirstOrThrow()
		const ref = row.desk_ref!
		const token = signTicketRef(await ticketSecret(t.db), row.ticket_ref!, 'ticket')
		const find = (text: string, editions: readonly number[] = open) =>
			findDeskTicket(t.db, text, editions, now)
		for (const text of [
			`https://summit.test/ticket/${token}`,
			token,
			ref,
			ref.toLowerCase(),
			ref.replace('-', ''),
			` ${ref.slice(0, 2)} ${ref.slice(2, 4)} ${ref.slice(5)} `,
			ref.replace('-', '\u2013'),
		]) {
			expect(await find(text), text).toEqual({ state: 'found', id: ama })
		}
		// A reference nobody has (in the open editions), and one of a past edition: not forged, unknown.
		const other = ref === 'FV22-HTPE' ? 'FV22-HTPF' : 'FV22-HTPE'
		expect(await find(other)).toEqual({ state: 'unknown-reference', reference: other })
		expect(await find(ref, [])).toEqual({ state: 'unknown-reference', reference: ref })
		// A link whose signature fails stays a forged ticket.
		const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
		expect(await find(`https://summit.test/ticket/${altered}`)).toEqual({ state: 'forged' })
		expect(await find('https://summit.test/ticket/abc')).toEqual({ state: 'forged' })
		expect(await find('hello')).toEqual({ state: 'unreadable' })
		expect(await find(ref.slice(0, 4))).toEqual({ state: 'unreadable' })
	})

	test('two registrations of the open editions with one reference: the desk says so and checks in neither', async () => {
		const ref = (
			await t.db.selectFrom('attendees').select('desk_ref').where('id', '=', ama).executeTakeFirstOrThrow()
		).desk_ref!
		await t.db.updateTable('attendees').set({ desk_ref: ref }).where('id', '!=', ama).execute()
		expect(await findDeskTicket(t.db, ref, open, now)).toEqual({ state: 'several', reference: ref, count: 2 })
	})

	test('finds by the whole email address only: a part of one finds nothing, so addresses cannot be read out', async () => {
		expect(names(await search('AMA@volta.example'))).toEqual(['Ama Ɔdɔm'])
		expect(names(await search('volta.example'))).toEqual([])
		expect(names(await search('ama@volta'))).toEqual([])
		expect(names(await search('@vo'))).toEqual([])
	})

	test('shows name, company, reference, payment and check-in: never an email, phone or designation', async () => {
		const found = await search('Ama')
		expect(found.state).toBe('found')
		const [row] = found.state === 'found' ? found.results : []
		expect(Object.keys(row!).sort()).toEqual([
			'checkedInAt',
			'checkedInBy',
			'companyName',
			'deskRef',
			'editionYear',
			'fullName',
			'id',
			'lastMovementId',
			'payment',
		])
		expect(JSON.stringify(found)).not.toMatch(/volta\.example|\+233|Auditor/)
	})

	test('only the editions open at the desk: a past edition’s registrations are not found', async () => {
		const past = await editionFactory(t.db, 'past', now, { year: 2020 })
		await t.db
			.insertInto('attendees')
			.values({
				edition_id: past,
				full_name: 'Ama Past',
				email: 'ama@past.example',
				whatsapp_number: '+233 24 000 0000',
				company_name: 'Old Co',
				designation: 'Auditor',
				desk_ref: 'PAST-2020',
			})
			.execute()
		expect(open).toEqual([editionId])
		expect(await deskEditionIds(t.db, now)).not.toContain(past)
		expect(names(await search('ama'))).toEqual(['Ama Ɔdɔm'])
		expect(names(await search('ama@past.example'))).toEqual([])
		expect(names(await searchDesk(t.db, 'ama', []))).toEqual([])
	})

	test('says how many match when more than 20 do, listing the first 20 by name', async () => {
		await t.db
			.insertInto('attendees')
			.values(
				Array.from({ length: 25 }, (_, i) => ({
					edition_id: editionId,
					full_name: `Yaw Many ${String(i).padStart(2, '0')}`,
					email: `yaw${i}@many.example`,
					whatsapp_number: '+233 24 000 0000',
					company_name: 'Many Co',
					designation: 'Auditor',
				})),
			)
			.execute()
		const found = await search('yaw many')
		expect(found.state === 'found' && { total: found.total, complete: found.complete }).toEqual({
			total: 25,
			complete: true,
		})
		expect(names(found)).toEqual(
			Array.from({ length: 20 }, (_, i) => `Yaw Many ${String(i).padStart(2, '0')}`),
		)
	})

	test('the attendee list filters by payment and by check-in, and counts what it filters', async () => {
		const actor = await actorFactory(t.db, now)
		const paid = await recordDeskPayment(
			t.db,
			{ ...actor, role: 'User' },
			ama,
			{ method: 'cash', reference: null, amountPesewas: 200_000, seenMovementId: 0 },
			open,
			now,
		)
		expect(paid.ok).toBe(true)
		await checkIn(t.db, actor, ama, open, now)
		expect(await countCheckedIn(t.db, editionId)).toBe(1)
		const ids = async (filter: {
			payment?: 'unpaid' | 'paid' | 'waived' | 'part-paid' | null
			checkedIn?: 'yes' | 'no' | null
		}) => {
			const query = {
				q: '',
				editionId,
				...filter,
				sort: 'name' as const,
				dir: 'asc' as const,
				offset: 0,
				limit: null,
			}
			const rows = await listRegistrationPage(t.db, ATTENDEE_SOURCE, query)
			expect(await countMatchingRegistrations(t.db, ATTENDEE_SOURCE, query)).toBe(rows.length)
			return rows.map((r) => r.fullName)
		}
		expect(await ids({})).toEqual(['Ama Ɔdɔm', 'Kofi Mensah'])
		expect(await ids({ payment: 'paid' })).toEqual(['Ama Ɔdɔm'])
		expect(await ids({ payment: 'unpaid' })).toEqual(['Kofi Mensah'])
		expect(await ids({ checkedIn: 'yes' })).toEqual(['Ama Ɔdɔm'])
		expect(await ids({ checkedIn: 'no', payment: 'unpaid' })).toEqual(['Kofi Mensah'])
		expect(await ids({ checkedIn: 'no', payment: 'paid' })).toEqual([])
		expect(await ids({ payment: 'part-paid' })).toEqual([])
	})
})

/** Erasing a past edition's personal data, on SQLite and PostgreSQL. */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { sentMailWithFile } from '#tests/factories/mails.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { editionIsOver } from '#app/modules/editions/edition.ts'
import { erasePastEdition, listErasures } from './erasure.server.ts'

const contact = {
	full_name: 'Yaa Asantewaa',
	company_name: 'Ejisu Audit',
	designation: 'Auditor',
	whatsapp_number: '+233 24 000 0000',
}

test('an edition is over from the midnight after its day (Accra time), an undated one once its year has ended', () => {
	const edition = { year: 2027, starts_at: '2027-03-18T08:30:00.000Z' }
	expect(editionIsOver(edition, new Date('2027-03-18T23:59:59.000Z'))).toBe(false)
	expect(editionIsOver(edition, new Date('2027-03-19T00:00:00.000Z'))).toBe(true)
	expect(editionIsOver({ year: 2026, starts_at: null }, new Date('2026-12-31T12:00:00.000Z'))).toBe(false)
	expect(editionIsOver({ year: 2026, starts_at: null }, new Date('2027-01-01T00:00:00.000Z'))).toBe(true)
})

describe.each(testDialects)('erasing a past edition on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let actor: Actor
	let past: number
	let upcoming: number
	let folder: string
	/** The mail-file store, a folder of its own for each test. */
	let store: FileStore
	afterEach(async () => {
		await fs.rm(folder, { recursive: true, force: true })
	})
	beforeEach(async () => {
		folder = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-erasure-'))
		store = createLocalFileStore(folder)
		actor = await actorFactory(t.db, now, { fullName: 'Efua Admin' })
		past = await editionFactory(t.db, 'past', now)
		upcoming = await editionFactory(t.db, 'upcoming', now)
		// b@ was registered by a group's contact: the contact's details are erased too.
		const group = await t.db
			.insertInto('registration_groups')
			.values({
				edition_id: past,
				company_name: 'Ejisu Co',
				contact_name: 'Group Contact',
				contact_email: 'hr@ejisu.example',
				contact_whatsapp_number: '+233 24 222 2222',
				size: 1,
				discount_percent: 0,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		for (const email of ['a@ejisu.example', 'b@ejisu.example'])
			await t.db
				.insertInto('attendees')
				.values({ ...contact, email, edition_id: past, group_id: email.startsWith('b') ? group.id : null })
				.execute()
		await t.db
			.insertInto('partnership_enquiries')
			.values({
				...contact,
				email: 'c@ejisu.example',
				edition_id: past,
				package: 'Gold',
				reference: 'IALS-AAAA-BBBB',
			})
			.execute()
		const kept = await registerAttendee(
			t.db,
			{
				name: 'Kept',
				company_name: 'Co',
				role: 'CAE',
				email: 'kept@ejisu.example',
				whatsapp_number: '+233 24 111 1111',
			},
			now,
			'summit.test',
		)
		expect(kept.ok).toBe(true)
	})

	/** The year of the edition `id` (the past one by default), as the confirmation box takes it. */
	async function yearOf(id = past) {
		const row = await t.db
			.selectFrom('event_editions')
			.select('year')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		return String(row.year)
	}

	const remaining = async () => ({
		attendees: (await t.db.selectFrom('attendees').select('email').orderBy('email').execute()).map(
			(r) => r.email,
		),
		enquiries: (await t.db.selectFrom('partnership_enquiries').select('email').execute()).length,
		erasures: (await t.db.selectFrom('edition_erasures').selectAll().execute()).length,
		groupContacts: (await t.db.selectFrom('registration_groups').select('contact_email').execute()).length,
	})
	const before = {
		attendees: ['a@ejisu.example', 'b@ejisu.example', 'kept@ejisu.example'],
		enquiries: 1,
		erasures: 0,
		groupContacts: 1,
	}

	test('refused, changing nothing: the year mistyped, an edition not over, an unknown one', async () => {
		expect(
			await erasePastEdition(t.db, actor, { editionId: past, confirmYear: '1999' }, now, store),
		).toMatchObject({
			ok: false,
			field: 'confirmYear',
			message: `Type ${await yearOf()}, the edition’s year, to confirm`,
		})
		expect(
			await erasePastEdition(
				t.db,
				actor,
				{ editionId: upcoming, confirmYear: await yearOf(upcoming) },
				now,
				store,
			),
		).toMatchObject({ ok: false, field: 'editionId', message: expect.stringContaining('not over yet') })
		expect(
			await erasePastEdition(t.db, actor, { editionId: 999_999, confirmYear: '2026' }, now, store),
		).toMatchObject({
			ok: false,
			field: 'editionId',
		})
		expect(await remaining()).toEqual(before)
		expect(await t.db.selectFrom('activity_log').selectAll().execute()).toEqual([])
	})

	test('erases the edition’s registrations and enquiries, keeps the counts, logs it', async () => {
		const year = await yearOf()
		expect(await erasePastEdition(t.db, actor, { editionId: past, confirmYear: year }, now, store)).toEqual({
			ok: true,
			year: Number(year),
			attendees: 2,
			enquiries: 1,
		})
		expect(await remaining()).toEqual({
			attendees: ['kept@ejisu.example'],
			enquiries: 0,
			erasures: 1,
			groupContacts: 0,
		})
		const { editions, erasures } = await listErasures(t.db, now)
		expect(erasures).toEqual([
			{ year: Number(year), attendees: 2, enquiries: 1, erasedBy: 'Efua Admin', at: now.toISOString() },
		])
		expect(editions.find((e) => e.id === past)).toMatchObject({ attendees: 0, enquiries: 0, over: true })
		expect(editions.find((e) => e.id === upcoming)).toMatchObject({ attendees: 1, over: false })
		expect(await t.db.selectFrom('activity_log').select(['type', 'description']).execute()).toEqual([
			{
				type: 'Erase Personal Data',
				description: `Erased the personal data of the ${year} edition: 2 registrations, 1 partnership enquiries`,
			},
		])
		// Once erased, there is nothing left: a second erasure is refused.
		expect(
			await erasePastEdition(t.db, actor, { editionId: past, confirmYear: year }, now, store),
		).toMatchObject({
			ok: false,
			message: expect.stringContaining('nothing to erase'),
		})
		expect((await remaining()).erasures).toBe(1)
	})
	test('the mail files of its registrations, groups and enquiries are removed from the store; others are kept', async () => {
		const ids = async (
			table: 'attendees' | 'registration_groups' | 'partnership_enquiries',
			column: string,
			value: string,
		) =>
			(
				await t.db
					.selectFrom(table)
					.select('id')
					.where(column as 'id', '=', value as never)
					.executeTakeFirstOrThrow()
			).id
		const about = {
			attendee_id: await ids('attendees', 'email', 'a@ejisu.example'),
			group_id: await ids('registration_groups', 'contact_email', 'hr@ejisu.example'),
			enquiry_id: await ids('partnership_enquiries', 'email', 'c@ejisu.example'),
			kept: await ids('attendees', 'email', 'kept@ejisu.example'),
		}
		const mails = [
			{ attendee_id: about.attendee_id },
			{ group_id: about.group_id },
			{ enquiry_id: about.enquiry_id },
			{ attendee_id: about.kept },
		]
		for (const [i, mail] of mails.entries())
			await sentMailWithFile(t.db, store, mail, `mail-${900 + i}.eml`, now)
		expect(
			await erasePastEdition(t.db, actor, { editionId: past, confirmYear: await yearOf() }, now, store),
		).toMatchObject({ ok: true })
		expect((await fs.readdir(folder)).sort()).toEqual(['mail-903.eml'])
	})
})

/**
 * Agenda sessions from the back office on SQLite and PostgreSQL: create, update and delete
 * with their activity row in the same transaction, the chosen or typed speaker, refusals that change
 * and log nothing, and the list's search, sort and paging.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { activityFaults } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { now } from '#tests/setup/clock.ts'
import { createSession, deleteSession, updateSession } from './session-admin.server.ts'
import type { SessionFormInput } from './session.schema.ts'
import {
	countSessionsMatching,
	getAgendaSession,
	listAgendaSessions,
	listSessionsPage,
	type SessionListQuery,
} from './sessions.queries.server.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

describe.each(testDialects)('agenda session administration on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let editionId: number
	let speakerId: number
	beforeEach(async () => {
		editionId = await editionFactory(t.db, 'upcoming', now)
		speakerId = (
			await t.db
				.insertInto('speakers')
				.values({
					title: 'Dr.',
					full_name: 'Kwabena Ɔdɔm',
					designation: 'Group Chief Internal Auditor',
					company: 'Pan-African Bank',
					bio: 'Audit leader.',
					updated_at: now.toISOString(),
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
	})

	const input = (extra: Partial<SessionFormInput> = {}): SessionFormInput => ({
		editionId,
		heading: 'Opening Keynote',
		date: '2027-03-25',
		startTime: '09:15',
		endTime: '10:00',
		cpeHours: null,
		...extra,
	})
	const activity = () => loggedActivity(t.db)
	const sessions = () => t.db.selectFrom('agenda_sessions').selectAll().orderBy('id').execute()

	test('the French heading and description are saved; the public agenda shows them on French pages, else the English', async () => {
		const created = await createSession(
			t.db,
			t.actor,
			input({ headingFr: 'Discours d’ouverture', description: 'Welcome.', descriptionFr: 'Bienvenue.' }),
			now,
		)
		if (!created.ok) throw new Error('not created')
		expect(await getAgendaSession(t.db, created.id)).toMatchObject({
			heading_fr: 'Discours d’ouverture',
			description_fr: 'Bienvenue.',
		})
		const page = () => listSessionsPage(t.db, { q: '', sort: 'start', dir: 'asc', offset: 0, limit: 10 })
		expect((await page())[0]?.needsFrench).toBe(false)
		const updated = await updateSession(t.db, t.actor, created.id, input({ description: 'Welcome.' }), now)
		expect(updated.ok).toBe(true)
		expect(await getAgendaSession(t.db, created.id)).toMatchObject({ heading_fr: null, description_fr: null })
		expect((await page())[0]?.needsFrench).toBe(true)
		expect(await activity()).toHaveLength(2)
	})

	test('CPE hours are stored in hundredths, listed, shown on the agenda, and cleared by a blank', async () => {
		const created = await createSession(t.db, t.actor, input({ cpeHours: 150 }), now)
		if (!created.ok) throw new Error('not created')
		expect(await getAgendaSession(t.db, created.id)).toMatchObject({ cpe_hours_hundredths: 150 })
		const page = () => listSessionsPage(t.db, { q: '', sort: 'start', dir: 'asc', offset: 0, limit: 10 })
		expect((await page())[0]).toMatchObject({ cpe_hours_hundredths: 150 })
		expect((await listAgendaSessions(t.db, editionId))[0]).toMatchObject({ cpe_hours_hundredths: 150 })
		expect(await updateSession(t.db, t.actor, created.id, input({ cpeHours: 75 }), now)).toMatchObject({
			ok: true,
		})
		expect(await getAgendaSession(t.db, created.id)).toMatchObject({ cpe_hours_hundredths: 75 })
		await updateSession(t.db, t.actor, created.id, input({ cpeHours: null }), now)
		expect(await getAgendaSession(t.db, created.id)).toMatchObject({ cpe_hours_hundredths: null })
	})

	test('create with a speaker from the list stores the link and their agenda name, and logs it', async () => {
		const result = await createSession(t.db, t.actor, input({ speakerId, description: 'Welcome.' }), now)
		expect(result).toMatchObject({ ok: true, heading: 'Opening Keynote' })
		const stored = await getAgendaSession(t.db, result.ok ? result.id : 0)
		expect(stored).toMatchObject({
			edition_id: editionId,
			heading: 'Opening Keynote',
			starts_at: '2027-03-25T09:15:00.000Z',
			ends_at: '2027-03-25T10:00:00.000Z',
			speaker: 'Dr. Kwabena Ɔdɔm',
			speaker_id: speakerId,
			description: 'Welcome.',
		})
		expect(await activity()).toEqual([
			activityBy(
				t.actor,
				'Add Session',
				'Added session “Opening Keynote” on 2027-03-25 09:15–10:00 with Dr. Kwabena Ɔdɔm',
			),
		])
		// The public agenda reads it at once.
		expect((await listAgendaSessions(t.db, editionId)).map((s) => s.heading)).toEqual(['Opening Keynote'])
	})

	test('create with a typed speaker stores the text without a link; no speaker stores null', async () => {
		const typed = await createSession(t.db, t.actor, input({ speaker: 'All delegates' }), now)
		const none = await createSession(
			t.db,
			t.actor,
			input({ heading: 'Break', startTime: '10:00', endTime: '10:30' }),
			now,
		)
		expect(await getAgendaSession(t.db, typed.ok ? typed.id : 0)).toMatchObject({
			speaker: 'All delegates',
			speaker_id: null,
			description: null,
		})
		expect(await getAgendaSession(t.db, none.ok ? none.id : 0)).toMatchObject({
			speaker: null,
			speaker_id: null,
		})
	})

	test('an unknown edition or speaker is refused for its field, with nothing written', async () => {
		expect(await createSession(t.db, t.actor, input({ editionId: editionId + 100 }), now)).toMatchObject({
			ok: false,
			reason: 'edition-not-found',
			field: 'editionId',
		})
		expect(await createSession(t.db, t.actor, input({ speakerId: speakerId + 100 }), now)).toMatchObject({
			ok: false,
			reason: 'speaker-not-found',
			field: 'speakerId',
		})
		expect(await sessions()).toEqual([])
		expect(await activity()).toEqual([])
	})

	test('a failed activity row undoes the new session', async () => {
		activityFaults.activityFails = true
		await expect(createSession(t.db, t.actor, input(), now)).rejects.toThrow('activity log unavailable')
		expect(await sessions()).toEqual([])
	})

	test('update replaces the fields (a typed speaker drops the link) and logs it', async () => {
		const created = await createSession(t.db, t.actor, input({ speakerId }), now)
		const id = created.ok ? created.id : 0
		const later = new Date(now.getTime() + 60_000)
		const result = await updateSession(
			t.db,
			t.actor,
			id,
			input({ heading: 'Opening Keynote (moved)', startTime: '11:00', endTime: '11:45', speaker: 'Panel' }),
			later,
		)
		expect(result).toEqual({ ok: true, id, heading: 'Opening Keynote (moved)' })
		expect(await getAgendaSession(t.db, id)).toMatchObject({
			heading: 'Opening Keynote (moved)',
			starts_at: '2027-03-25T11:00:00.000Z',
			ends_at: '2027-03-25T11:45:00.000Z',
			speaker: 'Panel',
			speaker_id: null,
			updated_at: later.toISOString(),
		})
		expect((await activity()).map((a) => a.type)).toEqual(['Add Session', 'Update Session'])

		expect(await updateSession(t.db, t.actor, id + 100, input(), later)).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
		activityFaults.activityFails = true
		await expect(updateSession(t.db, t.actor, id, input({ heading: 'Lost' }), later)).rejects.toThrow()
		expect((await getAgendaSession(t.db, id))?.heading).toBe('Opening Keynote (moved)')
		expect(await activity()).toHaveLength(2)
	})

	test('delete removes the session and logs it; unknown ids change and log nothing', async () => {
		const created = await createSession(t.db, t.actor, input(), now)
		const id = created.ok ? created.id : 0
		activityFaults.activityFails = true
		await expect(deleteSession(t.db, t.actor, id, now)).rejects.toThrow()
		expect(await sessions()).toHaveLength(1)
		activityFaults.activityFails = false
		expect(await deleteSession(t.db, t.actor, id, now)).toEqual({ ok: true, heading: 'Opening Keynote' })
		expect(await sessions()).toEqual([])
		expect(await deleteSession(t.db, t.actor, id, now)).toMatchObject({ ok: false, reason: 'not-found' })
		expect((await activity()).map((a) => a.type)).toEqual(['Add Session', 'Delete Session'])
	})

	describe('the session list', () => {
		beforeEach(async () => {
			const past = await editionFactory(t.db, 'past', now)
			const add = (
				edition: number,
				heading: string,
				day: string,
				start: string,
				end: string,
				speaker: string | null,
			) =>
				t.db
					.insertInto('agenda_sessions')
					.values({
						edition_id: edition,
						heading,
						starts_at: `${day}T${start}:00.000Z`,
						ends_at: `${day}T${end}:00.000Z`,
						speaker,
						updated_at: now.toISOString(),
					})
					.execute()
			await add(editionId, 'Closing Remarks', '2027-03-26', '16:00', '16:30', 'Mrs. Aïssatou Ndiaye')
			await add(editionId, 'breakfast', '2027-03-25', '08:00', '09:00', 'All delegates')
			await add(editionId, 'Audit 100% Data_', '2027-03-25', '09:00', '11:00', null)
			await add(editionId, 'Keynote', '2027-03-25', '10:00', '10:30', 'Dr. Kwabena Ɔdɔm')
			await add(past, 'Old Keynote', '2026-01-20', '09:00', '09:45', 'Dr. Kwabena Ɔdɔm')
		})

		const page = (query: Partial<SessionListQuery>) =>
			listSessionsPage(t.db, { q: '', sort: 'date', dir: 'asc', offset: 0, limit: null, ...query }).then(
				(rows) => rows.map((r) => r.heading),
			)

		test('default order is by date and time; every edition is listed with its year', async () => {
			expect(await page({})).toEqual([
				'Old Keynote',
				'breakfast',
				'Audit 100% Data_',
				'Keynote',
				'Closing Remarks',
			])
			const [first] = await listSessionsPage(t.db, {
				q: 'old',
				sort: 'date',
				dir: 'asc',
				offset: 0,
				limit: 5,
			})
			expect(first).toMatchObject({ heading: 'Old Keynote', edition_year: 2026, speaker_id: null })
		})

		test('search is a case-insensitive substring of the heading or the speaker', async () => {
			expect(await page({ q: 'KEYNOTE' })).toEqual(['Old Keynote', 'Keynote'])
			expect(await page({ q: 'DƆM' })).toEqual(['Old Keynote', 'Keynote'])
			expect(await page({ q: 'delegates' })).toEqual(['breakfast'])
			expect(await page({ q: '100%' })).toEqual(['Audit 100% Data_'])
			expect(await page({ q: '_' })).toEqual(['Audit 100% Data_'])
			expect(await countSessionsMatching(t.db, 'keynote')).toBe(2)
			expect(await countSessionsMatching(t.db, '')).toBe(5)
		})

		test('sorts by heading, speaker (empty last), start, end and date in both directions', async () => {
			expect(await page({ sort: 'heading' })).toEqual([
				'Audit 100% Data_',
				'breakfast',
				'Closing Remarks',
				'Keynote',
				'Old Keynote',
			])
			expect(await page({ sort: 'date', dir: 'desc' })).toEqual([
				'Closing Remarks',
				'Keynote',
				'Audit 100% Data_',
				'breakfast',
				'Old Keynote',
			])
			expect(await page({ sort: 'end', dir: 'asc' })).toEqual([
				'Old Keynote',
				'breakfast',
				'Keynote',
				'Audit 100% Data_',
				'Closing Remarks',
			])
			expect(await page({ sort: 'start', dir: 'asc' })).toEqual(await page({ sort: 'date', dir: 'asc' }))
			expect((await page({ sort: 'speaker', dir: 'asc' })).at(-1)).toBe('Audit 100% Data_')
			expect((await page({ sort: 'speaker', dir: 'desc' })).at(-1)).toBe('Audit 100% Data_')
			expect((await page({ sort: 'speaker', dir: 'asc' }))[0]).toBe('breakfast')
		})

		test('pages with offset and limit', async () => {
			expect(await page({ offset: 0, limit: 2 })).toEqual(['Old Keynote', 'breakfast'])
			expect(await page({ offset: 4, limit: 2 })).toEqual(['Closing Remarks'])
			expect(await page({ offset: 6, limit: 2 })).toEqual([])
		})
	})
})

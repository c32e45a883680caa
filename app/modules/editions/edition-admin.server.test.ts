/**
 * Event data from the back office on SQLite and PostgreSQL: create, update and delete write
 * their activity row in the same transaction; a refused delete changes nothing and logs nothing; a
 * failed activity row undoes the change.
 */
import { describe, expect, test, vi } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { activityFaults, expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { now } from '#tests/setup/clock.ts'
import { createEdition, deleteEditionData, updateEditionData } from './edition-admin.server.ts'
import type { EditionFormInput } from './edition.schema.ts'
import { getEdition } from './editions.queries.server.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

const input: EditionFormInput = {
	year: 2027,
	theme: 'Beyond Compliance',
	venue: 'Airport City Conference Pavilion, Accra',
	regularFee: 250_050,
	earlyBirdFee: 200_000,
	earlyBirdExpiry: '2027-02-15',
	eventDate: '2027-03-18',
	eventTime: '08:30',
}

describe.each(testDialects)('event data administration on %s', (dialect) => {
	const t = useBackOffice(dialect)

	const activity = () => loggedActivity(t.db)
	const editions = () => t.db.selectFrom('event_editions').selectAll().orderBy('id').execute()

	async function addSession(editionId: number, heading: string) {
		await t.db
			.insertInto('agenda_sessions')
			.values({
				edition_id: editionId,
				heading,
				starts_at: '2027-03-18T09:00:00.000Z',
				ends_at: '2027-03-18T10:00:00.000Z',
				speaker: null,
				speaker_id: null,
				description: null,
				updated_at: now.toISOString(),
			})
			.execute()
	}

	test('create stores pesewas and the Accra start in UTC, with its activity row', async () => {
		const result = await createEdition(t.db, t.actor, input, now)
		expect(result).toMatchObject({
			ok: true,
			year: 2027,
			label: '2027 edition, “Beyond Compliance”',
			shownOnSite: true,
		})
		const stored = await getEdition(t.db, result.ok ? result.id : 0)
		expect(stored).toMatchObject({
			year: 2027,
			theme: 'Beyond Compliance',
			venue: 'Airport City Conference Pavilion, Accra',
			starts_at: '2027-03-18T08:30:00.000Z',
			regular_fee_pesewas: 250_050,
			early_bird_fee_pesewas: 200_000,
			early_bird_expires_on: '2027-02-15',
			created_at: now.toISOString(),
			updated_at: now.toISOString(),
		})
		expect(await activity()).toEqual([
			activityBy(
				t.actor,
				'Add Event Data',
				'Added event data 2027: “Beyond Compliance”, at Airport City Conference Pavilion, Accra, on 2027-03-18 08:30',
			),
		])
	})

	test('an edition with only a year stores nulls (the public site shows its fallback texts)', async () => {
		const result = await createEdition(t.db, t.actor, { year: 2028 }, now)
		const stored = await getEdition(t.db, result.ok ? result.id : 0)
		expect(stored).toMatchObject({
			theme: null,
			venue: null,
			starts_at: null,
			regular_fee_pesewas: null,
			early_bird_fee_pesewas: null,
			early_bird_expires_on: null,
		})
		expect((await activity())[0]?.description).toBe('Added event data 2028: no theme yet, date not set')
	})

	test('create reports whether the public site now shows the new edition', async () => {
		await editionFactory(t.db, 'upcoming', now) // 60 days ahead
		const later = await createEdition(
			t.db,
			t.actor,
			{ ...input, year: 2028, eventDate: '2028-03-18', earlyBirdExpiry: '2028-02-01' },
			now,
		) // later than that
		expect(later).toMatchObject({ ok: true, shownOnSite: false })
		const sooner = await createEdition(
			t.db,
			t.actor,
			{ ...input, year: 2026, eventDate: '2026-12-10', earlyBirdExpiry: '2026-12-01' },
			now,
		)
		expect(sooner).toMatchObject({ ok: true, shownOnSite: true })
	})

	test('a failed activity row undoes the new edition', async () => {
		activityFaults.activityFails = true
		await expect(createEdition(t.db, t.actor, input, now)).rejects.toThrow('activity log unavailable')
		expect(await editions()).toEqual([])
	})

	test('update replaces every field, stamps updated_at and logs it; unknown ids change nothing', async () => {
		const id = await editionFactory(t.db, 'upcoming', now)
		const later = new Date(now.getTime() + 60_000)
		const result = await updateEditionData(
			t.db,
			t.actor,
			id,
			{ ...input, theme: 'Renamed', venue: undefined },
			later,
		)
		expect(result).toMatchObject({ ok: true, id, label: '2027 edition, “Renamed”' })
		expect(await getEdition(t.db, id)).toMatchObject({
			theme: 'Renamed',
			venue: null,
			starts_at: '2027-03-18T08:30:00.000Z',
			regular_fee_pesewas: 250_050,
			created_at: now.toISOString(),
			updated_at: later.toISOString(),
		})
		expect((await activity()).map((a) => a.type)).toEqual(['Update Event Data'])

		expect(await updateEditionData(t.db, t.actor, id + 100, input, later)).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
		expect(await activity()).toHaveLength(1)
	})

	test('a failed activity row undoes the update', async () => {
		const id = await editionFactory(t.db, 'upcoming', now)
		await expectUndoneWhenActivityFails(
			() => updateEditionData(t.db, t.actor, id, input, now),
			() => getEdition(t.db, id),
		)
	})

	test('delete removes the edition and its agenda sessions, and logs it', async () => {
		const id = await editionFactory(t.db, 'upcoming', now, { theme: 'Doomed', year: 2027 })
		const other = await editionFactory(t.db, 'past', now)
		await addSession(id, 'Opening')
		await addSession(id, 'Closing')
		await addSession(other, 'Kept')
		const result = await deleteEditionData(t.db, t.actor, id, now)
		expect(result).toEqual({ ok: true, label: '2027 edition, “Doomed”', sessionsDeleted: 2 })
		expect((await editions()).map((e) => e.id)).toEqual([other])
		const sessions = await t.db.selectFrom('agenda_sessions').select('heading').execute()
		expect(sessions.map((s) => s.heading)).toEqual(['Kept'])
		const [row] = await activity()
		expect(row?.type).toBe('Delete Event Data')
		expect(row?.description).toMatch(/^Deleted event data 2027: “Doomed”, .* with 2 agenda sessions$/)
	})

	test('an edition with registrations is not deleted, and no activity row is written', async () => {
		const id = await editionFactory(t.db, 'upcoming', now, { theme: 'Popular', year: 2027 })
		await addSession(id, 'Opening')
		await t.db
			.insertInto('attendees')
			.values({
				edition_id: id,
				full_name: 'Ama Mensah',
				email: 'ama@example.com',
				contact_number: null,
				whatsapp_number: '+233241234567',
				company_name: 'Mensah & Co',
				designation: 'Head of Audit',
				heard_from: null,
			})
			.execute()
		const result = await deleteEditionData(t.db, t.actor, id, now)
		expect(result).toEqual({
			ok: false,
			reason: 'has-registrations',
			registrations: 1,
			message:
				'The 2027 edition, “Popular” has 1 registration, so it cannot be deleted. Nothing was changed.',
		})
		expect(await editions()).toHaveLength(1)
		expect(await t.db.selectFrom('agenda_sessions').select('id').execute()).toHaveLength(1)
		expect(await activity()).toEqual([])
		expect(await deleteEditionData(t.db, t.actor, id + 100, now)).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
		expect(await activity()).toEqual([])
	})

	test('an edition whose only trace is a group contact (every colleague cancelled) is not deleted', async () => {
		const id = await editionFactory(t.db, 'upcoming', now, { theme: 'Grouped', year: 2027 })
		await t.db
			.insertInto('registration_groups')
			.values({
				edition_id: id,
				company_name: 'Mensah & Co',
				contact_name: 'Efua Mensah',
				contact_email: 'efua@example.com',
				contact_whatsapp_number: '+233241234567',
				size: 5,
				discount_percent: 10,
			})
			.execute()
		expect(await deleteEditionData(t.db, t.actor, id, now)).toEqual({
			ok: false,
			reason: 'has-registrations',
			registrations: 0,
			message:
				'The 2027 edition, “Grouped” has 1 group contact, so it cannot be deleted. Nothing was changed.',
		})
		expect(await editions()).toHaveLength(1)
		expect(await activity()).toEqual([])
	})

	test('a failed activity row undoes the delete (sessions come back too)', async () => {
		const id = await editionFactory(t.db, 'upcoming', now)
		await addSession(id, 'Opening')
		activityFaults.activityFails = true
		await expect(deleteEditionData(t.db, t.actor, id, now)).rejects.toThrow('activity log unavailable')
		expect(await editions()).toHaveLength(1)
		expect(await t.db.selectFrom('agenda_sessions').select('id').execute()).toHaveLength(1)
	})
	test('one edition a year: a second one for the year is refused on add and on edit, writing nothing', async () => {
		const first = await createEdition(t.db, t.actor, input, now)
		expect(first).toMatchObject({ ok: true })
		const message =
			'There is already event data for 2027: edit that edition in the event data list, or choose another year.'
		expect(await createEdition(t.db, t.actor, input, now)).toEqual({
			ok: false,
			reason: 'year-taken',
			field: 'year',
			year: 2027,
			message,
		})
		const other = await createEdition(t.db, t.actor, { year: 2028 }, now)
		if (!other.ok) throw new Error('2028 refused')
		expect(await updateEditionData(t.db, t.actor, other.id, { year: 2027 }, now)).toMatchObject({
			reason: 'year-taken',
			message,
		})
		expect((await editions()).map((e) => e.year)).toEqual([2027, 2028])
		expect(await activity()).toHaveLength(2)
		// Saving an edition under its own year is no clash.
		if (!first.ok) throw new Error('2027 refused')
		expect(
			await updateEditionData(t.db, t.actor, first.id, { ...input, theme: 'Renamed' }, now),
		).toMatchObject({
			ok: true,
		})
	})
})

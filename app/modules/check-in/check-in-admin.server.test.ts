/**
 * The check-in desk's changes on SQLite and PostgreSQL: a check-in and a payment change
 * each write an activity row with the staff member's name in the same transaction (undone together
 * when the row cannot be written); a check-in happens once; a User can neither waive a payment nor
 * change a waived one; registrations of editions not open at the desk are not changed.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { checkIn, setPaymentStatus } from './check-in-admin.server.ts'
import { deskEditionIds } from './check-in.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

describe.each(testDialects)('the desk’s changes on %s', (dialect) => {
	const t = useBackOffice(dialect)
	let ama: number
	let ref: string
	let year: number
	let open: number[]
	beforeEach(async () => {
		const editionId = await editionFactory(t.db, 'upcoming', now)
		const registered = await registerAttendee(
			t.db,
			{
				name: 'Ama Ɔdɔm',
				company_name: 'Volta Assurance',
				role: 'Auditor',
				email: 'ama@volta.example',
				whatsapp_number: '+233 24 123 4567',
				contact_number: undefined,
				notice: undefined,
			},
			now,
			'summit.test',
		)
		if (!registered.ok) throw new Error('not registered')
		ama = registered.attendeeId
		const row = await t.db
			.selectFrom('attendees')
			.innerJoin('event_editions', 'event_editions.id', 'attendees.edition_id')
			.select(['desk_ref', 'year'])
			.where('attendees.id', '=', ama)
			.executeTakeFirstOrThrow()
		ref = row.desk_ref!
		year = row.year
		open = await deskEditionIds(t.db, now)
		expect(open).toEqual([editionId])
	})

	const state = () =>
		t.db
			.selectFrom('attendees')
			.select(['payment_status', 'checked_in_at', 'checked_in_by'])
			.where('id', '=', ama)
			.executeTakeFirstOrThrow()
	const user = () => ({ id: t.actor.id, fullName: 'Efua Desk', mayWaive: false })

	test('a check-in is logged with the staff member’s name, once; the second is refused and logs nothing', async () => {
		const at = new Date('2027-01-21T08:41:00.000Z')
		const first = await checkIn(t.db, t.actor, ama, open, at)
		expect(first).toMatchObject({
			ok: true,
			attendee: { checkedInAt: at.toISOString(), checkedInBy: t.actor.fullName },
		})
		const second = await checkIn(t.db, { id: t.actor.id, fullName: 'Yaw Other' }, ama, open, now)
		expect(second).toMatchObject({
			ok: false,
			reason: 'already',
			attendee: { checkedInBy: t.actor.fullName },
		})
		expect(await checkIn(t.db, t.actor, 9999, open, at)).toEqual({ ok: false, reason: 'not-found' })
		expect(await loggedActivity(t.db)).toEqual([
			activityBy(t.actor, 'Check In', `Checked in Ama Ɔdɔm (${year}, ${ref})`),
		])
	})

	test('two desks checking one ticket in at the same moment: one succeeds, one activity row', async () => {
		const results = await Promise.all([
			checkIn(t.db, t.actor, ama, open, now),
			checkIn(t.db, t.actor, ama, open, now),
		])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(await loggedActivity(t.db)).toHaveLength(1)
	})

	test('a payment change is logged with who, from what and to what', async () => {
		const result = await setPaymentStatus(t.db, user(), ama, 'paid', open, now)
		expect(result).toMatchObject({ ok: true, changed: true, attendee: { paymentStatus: 'paid' } })
		expect(await setPaymentStatus(t.db, user(), ama, 'paid', open, now)).toMatchObject({
			ok: true,
			changed: false,
		})
		expect(await setPaymentStatus(t.db, user(), 9999, 'paid', open, now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
		expect((await state()).payment_status).toBe('paid')
		expect(await loggedActivity(t.db)).toEqual([
			activityBy(
				{ id: t.actor.id, fullName: 'Efua Desk' },
				'Set Payment',
				`Set the payment of Ama Ɔdɔm (${year}, ${ref}) to Paid (was Not paid)`,
			),
		])
	})

	test('a User can neither waive a payment nor change a waived one; an Administrator can', async () => {
		expect(await setPaymentStatus(t.db, user(), ama, 'waived', open, now)).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect((await state()).payment_status).toBe('unpaid')
		const admin = { ...t.actor, mayWaive: true }
		expect(await setPaymentStatus(t.db, admin, ama, 'waived', open, now)).toMatchObject({
			ok: true,
			changed: true,
		})
		expect(await setPaymentStatus(t.db, user(), ama, 'paid', open, now)).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect((await state()).payment_status).toBe('waived')
		expect((await loggedActivity(t.db)).map((row) => row.description)).toEqual([
			`Set the payment of Ama Ɔdɔm (${year}, ${ref}) to Waived (was Not paid)`,
		])
	})

	test('a registration of an edition not open at the desk is neither checked in nor changed', async () => {
		expect(await checkIn(t.db, t.actor, ama, [], now)).toEqual({ ok: false, reason: 'not-found' })
		const past = await editionFactory(t.db, 'past', now, { year: 2020 })
		expect(await checkIn(t.db, t.actor, ama, [past], now)).toEqual({ ok: false, reason: 'not-found' })
		expect(await setPaymentStatus(t.db, user(), ama, 'paid', [past], now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
		expect(await state()).toEqual({ payment_status: 'unpaid', checked_in_at: null, checked_in_by: null })
		expect(await loggedActivity(t.db)).toEqual([])
	})

	test('a check-in and a payment change are undone when their activity row cannot be written', async () => {
		await expectUndoneWhenActivityFails(() => checkIn(t.db, t.actor, ama, open, now), state)
		await expectUndoneWhenActivityFails(() => setPaymentStatus(t.db, user(), ama, 'paid', open, now), state)
		expect(await loggedActivity(t.db)).toEqual([])
	})
})

/**
 * The check-in desk's changes on SQLite and PostgreSQL: a check-in and a desk payment each write an
 * activity row with the staff member's name in the same transaction (undone together when the row
 * cannot be written); a check-in happens once; a User records the exact balance only, by cash or
 * MoMo, once however many desks press at once; registrations of editions not open at the desk are
 * not changed.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { checkIn, recordDeskPayment } from './check-in-admin.server.ts'
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
			.select(['checked_in_at', 'checked_in_by'])
			.where('id', '=', ama)
			.executeTakeFirstOrThrow()
	const movements = () =>
		t.db
			.selectFrom('payments')
			.select(['kind', 'method', 'amount_pesewas', 'recorded_by'])
			.where('attendee_id', '=', ama)
			.orderBy('id')
			.execute()
	const user = () => ({ id: t.actor.id, fullName: 'Efua Desk', role: 'User' as const })
	const paymentMails = () =>
		t.db
			.selectFrom('mail_outbox')
			.select(['attendee_id', 'to_address', 'receipt_id', 'message_id'])
			.where('kind', '=', 'payment-received')
			.execute()

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

	// The upcoming edition's early-bird fee is GH₵ 2,000 (tests/factories/editions.ts).
	const cash = (amountPesewas = 200_000, seenMovementId = 0) =>
		({ method: 'cash', reference: null, amountPesewas, seenMovementId }) as const

	test('a desk payment of the balance is recorded under the staff member’s name, with a receipt and an activity row', async () => {
		const result = await recordDeskPayment(t.db, user(), ama, cash(), open, now, {
			messageIdHost: 'summit.test',
		})
		expect(result).toMatchObject({
			ok: true,
			receipt: `RCT-${year}-0001`,
			attendee: { payment: { state: 'paid', paidPesewas: 200_000, balancePesewas: 0 } },
		})
		expect(await recordDeskPayment(t.db, user(), 9999, cash(), open, now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
		expect(await movements()).toEqual([
			{ kind: 'payment', method: 'cash', amount_pesewas: 200_000, recorded_by: 'Efua Desk' },
		])
		expect(await loggedActivity(t.db)).toEqual([
			activityBy(
				{ id: t.actor.id, fullName: 'Efua Desk' },
				'Record Payment',
				`Payment of GH₵ 2,000 by Cash for Ama Ɔdɔm (${year}), receipt RCT-${year}-0001`,
			),
		])
		// The registrant's "payment received" mail, queued with it (modules/mail sends it).
		expect(await paymentMails()).toEqual([
			{
				attendee_id: ama,
				to_address: 'ama@volta.example',
				receipt_id: (await t.db.selectFrom('receipts').select('id').executeTakeFirstOrThrow()).id,
				message_id: expect.stringMatching(/@summit\.test>$/),
			},
		])
	})

	test('a User records the exact balance only, by cash or MoMo with its reference; two desks at once record it once', async () => {
		expect(await recordDeskPayment(t.db, user(), ama, cash(100_000), open, now)).toMatchObject({
			ok: false,
			reason: 'refused',
			message: expect.stringContaining('exact balance only (GH₵ 2,000)'),
		})
		expect(
			await recordDeskPayment(t.db, user(), ama, { ...cash(), method: 'momo' }, open, now),
		).toMatchObject({ ok: false, message: expect.stringContaining('mobile money reference') })
		const mail = { messageIdHost: 'summit.test' }
		const both = await Promise.all([
			recordDeskPayment(t.db, user(), ama, cash(), open, now, mail),
			recordDeskPayment(t.db, user(), ama, cash(), open, now, mail),
		])
		expect(both.filter((r) => r.ok)).toHaveLength(1)
		expect(both.find((r) => !r.ok)).toMatchObject({ reason: 'refused' })
		expect(await movements()).toHaveLength(1)
		expect(await loggedActivity(t.db)).toHaveLength(1)
		expect(await paymentMails()).toHaveLength(1)
	})

	test('an Administrator at the desk may record part of the balance', async () => {
		const admin = { ...t.actor, role: 'Administrator' as const }
		expect(await recordDeskPayment(t.db, admin, ama, cash(50_000), open, now)).toMatchObject({
			ok: true,
			attendee: { payment: { state: 'part-paid', balancePesewas: 150_000 } },
		})
	})

	test('a registration of an edition not open at the desk is neither checked in nor changed', async () => {
		expect(await checkIn(t.db, t.actor, ama, [], now)).toEqual({ ok: false, reason: 'not-found' })
		const past = await editionFactory(t.db, 'past', now, { year: 2020 })
		expect(await checkIn(t.db, t.actor, ama, [past], now)).toEqual({ ok: false, reason: 'not-found' })
		expect(await recordDeskPayment(t.db, user(), ama, cash(), [past], now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
		expect(await state()).toEqual({ checked_in_at: null, checked_in_by: null })
		expect(await movements()).toEqual([])
		expect(await loggedActivity(t.db)).toEqual([])
	})

	test('a check-in and a payment change are undone when their activity row cannot be written', async () => {
		await expectUndoneWhenActivityFails(() => checkIn(t.db, t.actor, ama, open, now), state)
		await expectUndoneWhenActivityFails(
			() => recordDeskPayment(t.db, user(), ama, cash(), open, now, { messageIdHost: 'summit.test' }),
			async () => ({ movements: await movements(), mails: await paymentMails() }),
		)
		expect(await loggedActivity(t.db)).toEqual([])
	})
})

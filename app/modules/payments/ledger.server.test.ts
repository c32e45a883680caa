/**
 * The payments ledger on SQLite and PostgreSQL: fees fixed at registration, a group paid as one and
 * split over its colleagues, receipts numbered without gaps, refunds, waivers and corrections, the
 * state worked out in SQL the same as in TypeScript, and every bad input refused with nothing written.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { groupAccount, registrationAccount } from '#tests/factories/accounts.ts'
import { type Account, correctMovement, loadAccount, recordMovement, type Recorder } from './ledger.server.ts'
import { balanceOf, parseCedis, type PaymentState } from './money.ts'
import { paymentStateSql } from './payments.queries.server.ts'

describe.each(testDialects)('the ledger on %s', (dialect) => {
	const t = useBackOffice(dialect)
	const registration = (n = 1) => registrationAccount(t.db, now, n)
	const group = (size: number) => groupAccount(t.db, now, size)
	const admin = (): Recorder => ({ userId: t.actor.id, name: t.actor.fullName, role: 'Administrator' })
	let year: number

	beforeEach(async () => {
		// Early bird GH₵ 2,000 (regular GH₵ 2,500); 10 % off from 3 people.
		const id = await editionFactory(t.db, 'upcoming', now, { group_min_size: 3, group_discount_percent: 10 })
		year = (
			await t.db.selectFrom('event_editions').select('year').where('id', '=', id).executeTakeFirstOrThrow()
		).year
	})

	const counts = async () => ({
		payments: (await t.db.selectFrom('payments').select('id').execute()).length,
		receipts: (await t.db.selectFrom('receipts').select('id').execute()).length,
	})

	test('a registration owes the fee of the moment, fixed with its rule; a group colleague its discounted share', async () => {
		const alone = await registration()
		const grouped = await group(3)
		const rows = await t.db
			.selectFrom('attendees')
			.select(['fee_pesewas', 'fee_currency', 'fee_rule'])
			.orderBy('id')
			.execute()
		expect(rows).toEqual([
			{ fee_pesewas: 200_000, fee_currency: 'GHS', fee_rule: 'early-bird' },
			...Array(3).fill({ fee_pesewas: 180_000, fee_currency: 'GHS', fee_rule: 'group-discount' }),
		])
		expect((await loadAccount(t.db, alone))?.balance).toMatchObject({
			state: 'unpaid',
			balancePesewas: 200_000,
		})
		expect((await loadAccount(t.db, grouped))?.balance).toMatchObject({
			state: 'unpaid',
			feePesewas: 540_000,
		})
	})

	test('a group pays as one: one receipt, one movement per colleague, each colleague paid', async () => {
		const account = await group(3)
		const paid = await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'bank', amountPesewas: 540_000, reference: 'GCB-TRF-0001' },
			admin(),
			now,
		)
		expect(paid).toMatchObject({ ok: true, receipt: { number: `RCT-${year}-0001` } })
		const view = await loadAccount(t.db, account)
		expect(view?.balance).toMatchObject({ state: 'paid', paidPesewas: 540_000, balancePesewas: 0 })
		expect(view?.members.map((m) => m.balance.state)).toEqual(['paid', 'paid', 'paid'])
		expect(await counts()).toEqual({ payments: 3, receipts: 1 })
	})

	test('part payments, a refund and a waiver give the states the rule names', async () => {
		const account = await registration()
		const record = (
			kind: 'payment' | 'refund' | 'waiver',
			amountPesewas: number,
			method = kind === 'waiver' ? 'waiver' : 'cash',
		) =>
			recordMovement(
				t.db,
				account,
				{ kind, method: method as 'cash', amountPesewas, reference: null },
				admin(),
				now,
			)
		const state = async () => (await loadAccount(t.db, account))!.balance.state
		expect(await record('payment', 50_000)).toMatchObject({
			ok: true,
			receipt: { number: `RCT-${year}-0001` },
		})
		expect(await state()).toBe('part-paid')
		expect(await record('payment', 150_000)).toMatchObject({
			ok: true,
			receipt: { number: `RCT-${year}-0002` },
		})
		expect(await state()).toBe('paid')
		expect(await record('refund', 200_000)).toMatchObject({ ok: true, receipt: null })
		expect(await state()).toBe('refunded')
		expect(await record('waiver', 200_000)).toMatchObject({ ok: true })
		expect(await state()).toBe('waived')
	})

	test('more than the balance, a refund above what was paid, a reference twice, a stale screen: refused, nothing written', async () => {
		const account = await registration()
		const pay = (amountPesewas: number, extra: object = {}) =>
			recordMovement(
				t.db,
				account,
				{ kind: 'payment', method: 'bank', amountPesewas, reference: 'BANK-1', ...extra },
				admin(),
				now,
			)
		expect(await pay(200_001)).toMatchObject({ ok: false, reason: 'too-much' })
		expect(await pay(-5)).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await pay(10.5)).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await pay(1000, { reference: ' ' })).toMatchObject({ ok: false, reason: 'invalid' })
		expect(
			await recordMovement(
				t.db,
				account,
				{ kind: 'refund', method: 'cash', amountPesewas: 1, reference: null },
				admin(),
				now,
			),
		).toMatchObject({
			ok: false,
			reason: 'too-much',
			message: 'A refund of GH₵ 0.01 is more than the GH₵ 0 paid.',
		})
		expect(await counts()).toEqual({ payments: 0, receipts: 0 })

		expect(await pay(100_000, { seenMovementId: 0 })).toMatchObject({ ok: true })
		expect(await pay(100_000, { reference: 'BANK-1' })).toMatchObject({
			ok: false,
			reason: 'duplicate-reference',
		})
		expect(await pay(100_000, { reference: 'BANK-2', seenMovementId: 0 })).toMatchObject({
			ok: false,
			reason: 'changed',
		})
		expect(await counts()).toEqual({ payments: 1, receipts: 1 })
	})

	test('two staff recording the same payment at once: one receipt, one refusal, numbers without gaps', async () => {
		const first = await registration(1)
		const second = await registration(2)
		const results = await Promise.all(
			[first, first, second].map((account) =>
				recordMovement(
					t.db,
					account,
					{ kind: 'payment', method: 'cash', amountPesewas: 200_000, reference: null, seenMovementId: 0 },
					admin(),
					now,
				),
			),
		)
		expect(results.filter((r) => r.ok)).toHaveLength(2)
		const numbers = await t.db.selectFrom('receipts').select('number').orderBy('number').execute()
		expect(numbers.map((r) => r.number)).toEqual([1, 2])
	})

	test('a volunteer records the exact balance in cash or MoMo only; Paystack records Paystack payments only', async () => {
		const account = await registration()
		const volunteer: Recorder = { userId: t.actor.id, name: 'Kojo Volunteer', role: 'User' }
		const by = (recorder: Recorder, input: object) =>
			recordMovement(
				t.db,
				account,
				{ kind: 'payment', method: 'cash', amountPesewas: 200_000, reference: null, ...input },
				recorder,
				now,
			)
		expect(await by(volunteer, { kind: 'waiver', method: 'waiver' })).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect(await by(volunteer, { method: 'bank', reference: 'X' })).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect(await by(volunteer, { amountPesewas: 100_000 })).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect(await by({ userId: null, name: 'Paystack', role: 'paystack' }, {})).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect(await by(volunteer, {})).toMatchObject({ ok: true })
	})

	test('a correction undoes a movement once, and is logged with its reason', async () => {
		const account = await registration()
		await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 200_000, reference: null },
			admin(),
			now,
		)
		const [movement] = await t.db.selectFrom('payments').select('id').execute()
		expect(await correctMovement(t.db, movement!.id, '', admin(), now)).toMatchObject({
			ok: false,
			reason: 'invalid',
		})
		expect(
			await correctMovement(
				t.db,
				movement!.id,
				'Typed on the wrong delegate',
				{ ...admin(), role: 'User' },
				now,
			),
		).toMatchObject({
			ok: false,
			reason: 'not-allowed',
		})
		expect(await correctMovement(t.db, movement!.id, 'Typed on the wrong delegate', admin(), now)).toEqual({
			ok: true,
		})
		expect(await correctMovement(t.db, movement!.id, 'Again', admin(), now)).toMatchObject({
			ok: false,
			reason: 'changed',
		})
		expect((await loadAccount(t.db, account))!.balance).toMatchObject({
			state: 'unpaid',
			balancePesewas: 200_000,
		})
		const activity = await t.db
			.selectFrom('activity_log')
			.select(['type', 'description'])
			.orderBy('id')
			.execute()
		expect(activity.at(-1)).toEqual({
			type: 'Correct Payment',
			description: expect.stringMatching(
				/^Undid the payment of GH₵ 2,000 recorded by .+: Typed on the wrong delegate$/,
			),
		})
	})

	test('the state the lists filter on (SQL) is the state the screens show (TypeScript)', async () => {
		const accounts: Account[] = []
		for (const n of [1, 2, 3, 4, 5]) accounts.push(await registration(n))
		const record = (i: number, kind: 'payment' | 'refund' | 'waiver', amountPesewas: number) =>
			recordMovement(
				t.db,
				accounts[i]!,
				{ kind, method: kind === 'waiver' ? 'waiver' : 'cash', amountPesewas, reference: null },
				admin(),
				now,
			)
		await record(1, 'payment', 1)
		await record(2, 'payment', 200_000)
		await record(3, 'waiver', 200_000)
		await record(4, 'payment', 200_000)
		await record(4, 'refund', 200_000)
		const rows = await t.db
			.selectFrom('attendees')
			.select(['id', paymentStateSql('attendees').as('state')])
			.orderBy('id')
			.execute()
		const shown = await Promise.all(accounts.map(async (a) => (await loadAccount(t.db, a))!.balance.state))
		expect(rows.map((r) => r.state)).toEqual(shown)
		expect(shown).toEqual<PaymentState[]>(['unpaid', 'part-paid', 'paid', 'waived', 'refunded'])
	})
})

describe('amounts typed in cedis', () => {
	test('read as whole pesewas; negative, zero, fractional pesewas and words refused', () => {
		expect(parseCedis('2,500')).toEqual({ ok: true, pesewas: 250_000 })
		expect(parseCedis('GH₵ 1,250.5')).toEqual({ ok: true, pesewas: 125_050 })
		for (const bad of ['', '-100', '0', '10.005', 'ten']) expect(parseCedis(bad).ok).toBe(false)
	})

	test('a fee with no movement and no fee has no state to chase', () => {
		expect(balanceOf(null, { paidPesewas: 0, refundedPesewas: 0, waivedPesewas: 0 }).state).toBe('no-fee')
	})
})

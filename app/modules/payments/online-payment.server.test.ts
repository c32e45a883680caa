/**
 * Paying online through Paystack, on SQLite and PostgreSQL: starting a payment for the balance,
 * webhooks checked by their signature before anything is read, each payment recorded once however
 * often (and however at once) the webhook and the return tell it, amounts or currencies that differ
 * stored as discrepancies and not paid, Paystack slow or unreachable leaving the registration as it
 * was, and a group's contact paying for the whole group.
 *
 * Paystack cannot be reached from the machines the tests run on, so a local HTTP server speaks its
 * documented API (initialize, verify, signed `charge.success` webhooks): tests/setup/paystack.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '#app/db/handle.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { groupAccount } from '#tests/factories/accounts.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { type FakePaystack, signPaystack, startFakePaystack } from '#tests/setup/paystack.ts'
import { type Account, loadAccount, recordMovement } from './ledger.server.ts'
import {
	receivePaystackWebhook,
	recordPaystackCharge,
	settleFromPaystack,
	startOnlinePayment,
} from './online-payment.server.ts'
import { findOnlinePayment } from './online-payments.queries.server.ts'
import { type PaystackConfig, isPaystackSignature, PAYMENT_REFERENCE } from './paystack.server.ts'

const CALLBACK = 'http://summit.test/payments/paystack/return'

let paystack: FakePaystack
beforeAll(async () => {
	paystack = await startFakePaystack()
})
afterAll(async () => {
	await paystack.close()
})

/** Summit's configuration pointing at the stand-in, with a short timeout so a slow Paystack costs little. */
const config = (): PaystackConfig => ({
	secretKey: paystack.secretKey,
	baseUrl: paystack.url,
	checkoutOrigin: paystack.url,
	timeoutMs: 400,
})

const body = (event: unknown) => new TextEncoder().encode(JSON.stringify(event))
const signed = (event: unknown, key = paystack.secretKey) => {
	const text = JSON.stringify(event)
	return { body: new TextEncoder().encode(text), signature: signPaystack(text, key) }
}

describe.each(testDialects)('paying online on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	beforeEach(async () => {
		paystack.reset()
		// Early bird GH₵ 2,000 (regular GH₵ 2,500); 10 % off a group of 3 or more.
		await editionFactory(t.db, 'upcoming', now, { group_min_size: 3, group_discount_percent: 10 })
	})

	async function registration(db: Database = t.db, n = 1): Promise<Account> {
		const result = await registerAttendee(
			db,
			{
				name: `Ɛsi Ɔdɔm ${n}`,
				company_name: 'Volta Assurance',
				role: 'Auditor',
				email: `esi${n}@volta.example`,
				whatsapp_number: '+233 24 123 4567',
				contact_number: undefined,
				notice: undefined,
			},
			now,
			'summit.test',
		)
		if (!result.ok) throw new Error(result.message)
		return { kind: 'registration', id: result.attendeeId }
	}

	const group = (size: number) => groupAccount(t.db, now, size)

	/** Starts paying `account`'s balance; returns the reference. */
	async function start(account: Account): Promise<string> {
		const started = await startOnlinePayment(t.db, config(), account, CALLBACK, now)
		if (!started.ok) throw new Error(started.message)
		return started.reference
	}

	const counts = async () => ({
		payments: (await t.db.selectFrom('payments').select('id').execute()).length,
		receipts: (await t.db.selectFrom('receipts').select('id').execute()).length,
		activity: (
			await t.db.selectFrom('activity_log').select('id').where('type', '=', 'Record Payment').execute()
		).length,
	})
	const state = async (account: Account) => (await loadAccount(t.db, account))!.balance

	test('Pay now initialises the balance in pesewas, GHS, card and mobile money, with our reference and the return address', async () => {
		const account = await registration()
		const started = await startOnlinePayment(t.db, config(), account, CALLBACK, now)
		expect(started).toMatchObject({ ok: true })
		if (!started.ok) return
		expect(started.reference).toMatch(PAYMENT_REFERENCE)
		expect(started.authorizationUrl.startsWith(`${paystack.url}/checkout/`)).toBe(true)
		expect(paystack.transactions.get(started.reference)).toMatchObject({
			amount: 200_000,
			currency: 'GHS',
			email: 'esi1@volta.example',
			callbackUrl: CALLBACK,
			channels: ['card', 'mobile_money'],
			metadata: { summit_account: `registration:${account.id}` },
		})
		expect(await findOnlinePayment(t.db, started.reference)).toMatchObject({
			status: 'pending',
			amountPesewas: 200_000,
			attendeeId: account.id,
			groupId: null,
		})
	})

	test('a webhook with a wrong or missing signature is refused (401) and nothing is stored', async () => {
		const account = await registration()
		const reference = await start(account)
		const event = paystack.charge(reference)
		const wrongKey = signed(event, 'sk_test_not_the_key')
		const tampered = signed(event)
		const tamperedBody = body({ ...event, data: { ...event.data, amount: 1 } })
		for (const [raw, signature] of [
			[wrongKey.body, wrongKey.signature],
			[body(event), null],
			[body(event), ''],
			[body(event), 'abc'],
			[tamperedBody, tampered.signature],
			[body(event), tampered.signature.toUpperCase().slice(0, 127)],
		] as const) {
			expect(await receivePaystackWebhook(t.db, config(), raw, signature, now)).toMatchObject({ status: 401 })
		}
		expect(await counts()).toEqual({ payments: 0, receipts: 0, activity: 0 })
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({ status: 'pending' })
		expect(isPaystackSignature(paystack.secretKey, tampered.body, tampered.signature)).toBe(true)
	})

	test('a signed charge.success records the payment by Paystack: receipt, ledger, activity, paid', async () => {
		const account = await registration()
		const reference = await start(account)
		const { body: raw, signature } = signed(paystack.charge(reference, 'mobile_money'))
		expect(await receivePaystackWebhook(t.db, config(), raw, signature, now)).toEqual({
			status: 200,
			text: 'Recorded.',
		})
		expect(await state(account)).toMatchObject({ state: 'paid', paidPesewas: 200_000, balancePesewas: 0 })
		const payment = await findOnlinePayment(t.db, reference)
		expect(payment).toMatchObject({
			status: 'paid',
			paidAmountPesewas: 200_000,
			paidCurrency: 'GHS',
			channel: 'mobile_money',
			receiptNumber: 1,
		})
		const movement = await t.db
			.selectFrom('payments')
			.select(['method', 'reference', 'recorded_by', 'amount_pesewas'])
			.executeTakeFirstOrThrow()
		expect(movement).toEqual({
			method: 'paystack',
			reference,
			recorded_by: 'Paystack',
			amount_pesewas: 200_000,
		})
		expect(await counts()).toEqual({ payments: 1, receipts: 1, activity: 1 })
	})

	test('a webhook sent again, or twice at once, records the payment once', async () => {
		const account = await registration()
		const reference = await start(account)
		const { body: raw, signature } = signed(paystack.charge(reference))
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => receivePaystackWebhook(t.db, config(), raw, signature, now)),
		)
		expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
		// Replayed later, as Paystack retries.
		expect(await receivePaystackWebhook(t.db, config(), raw, signature, now)).toMatchObject({ status: 200 })
		expect(await counts()).toEqual({ payments: 1, receipts: 1, activity: 1 })
		expect(await state(account)).toMatchObject({ state: 'paid' })
		// Still paid, not turned into a discrepancy by the copies.
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({ status: 'paid', detail: '' })
	})

	test('the return and the webhook arriving together record the payment once', async () => {
		const account = await registration()
		const reference = await start(account)
		const { body: raw, signature } = signed(paystack.charge(reference))
		const [returned, hooked] = await Promise.all([
			settleFromPaystack(t.db, config(), reference, now),
			receivePaystackWebhook(t.db, config(), raw, signature, now),
			settleFromPaystack(t.db, config(), reference, now),
		])
		expect(returned).toMatchObject({ outcome: 'paid' })
		expect(hooked).toMatchObject({ status: 200 })
		expect(await counts()).toEqual({ payments: 1, receipts: 1, activity: 1 })
	})

	test('an amount or a currency other than the one asked for is a discrepancy, not a payment', async () => {
		const short = await registration(t.db, 1)
		const dollars = await registration(t.db, 2)
		paystack.behaviour.chargeAmount = 150_000
		const shortRef = await start(short)
		const shortEvent = signed(paystack.charge(shortRef))
		expect(
			await receivePaystackWebhook(t.db, config(), shortEvent.body, shortEvent.signature, now),
		).toMatchObject({
			status: 200,
		})
		paystack.reset()
		paystack.behaviour.chargeCurrency = 'USD'
		const dollarRef = await start(dollars)
		paystack.charge(dollarRef)
		// Told by the return (verify) this time.
		expect(await settleFromPaystack(t.db, config(), dollarRef, now)).toMatchObject({ outcome: 'discrepancy' })

		expect(await findOnlinePayment(t.db, shortRef)).toMatchObject({
			status: 'discrepancy',
			paidAmountPesewas: 150_000,
			receiptId: null,
			detail: 'Paystack received GH₵ 1,500 but GH₵ 2,000 was asked for: not recorded as paid.',
		})
		expect(await findOnlinePayment(t.db, dollarRef)).toMatchObject({
			status: 'discrepancy',
			paidCurrency: 'USD',
			detail: 'Paystack received USD 2000.00, not GHS: not recorded as paid.',
		})
		expect(await counts()).toEqual({ payments: 0, receipts: 0, activity: 0 })
		expect(await state(short)).toMatchObject({ state: 'unpaid' })
		expect(await state(dollars)).toMatchObject({ state: 'unpaid' })
	})

	test('a payment arriving after the balance was paid another way is a discrepancy, not paid twice', async () => {
		const account = await registration()
		const reference = await start(account)
		// Meanwhile staff record the bank transfer the delegate also made.
		expect(
			await recordMovement(
				t.db,
				account,
				{ kind: 'payment', method: 'bank', amountPesewas: 200_000, reference: 'GCB-1' },
				{ userId: null, name: 'Finance Officer', role: 'Administrator' },
				now,
			),
		).toMatchObject({ ok: true })
		const event = signed(paystack.charge(reference))
		await receivePaystackWebhook(t.db, config(), event.body, event.signature, now)
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({
			status: 'discrepancy',
			detail:
				'Paystack received GH₵ 2,000, but only GH₵ 0 was still owed when it arrived (paid another way meanwhile): not recorded as paid.',
		})
		expect(await state(account)).toMatchObject({ paidPesewas: 200_000, balancePesewas: 0 })
		expect(await counts()).toMatchObject({ payments: 1, receipts: 1 })
	})

	test('Paystack slow or unreachable when starting: refused with a message, the registration kept, nothing half-written', async () => {
		const account = await registration()
		for (const setting of [{ slow: 'initialize' }, { unreachable: 'initialize' }] as const) {
			paystack.reset()
			Object.assign(paystack.behaviour, setting, { slowMs: 1_500 })
			const started = await startOnlinePayment(t.db, config(), account, CALLBACK, now)
			expect(started).toMatchObject({ ok: false, reason: 'unavailable' })
			expect(started.ok ? '' : started.message).toMatch(/Your registration is safe/)
		}
		expect(await loadAccount(t.db, account)).toBeDefined()
		const rows = await t.db.selectFrom('online_payments').select(['status', 'detail']).execute()
		expect(rows).toEqual([
			{ status: 'failed', detail: 'Not started: Paystack did not answer within 400 ms.' },
			{ status: 'failed', detail: 'Not started: Paystack could not be reached.' },
		])
		expect(await counts()).toEqual({ payments: 0, receipts: 0, activity: 0 })
	})

	test('Paystack slow or unreachable on the return: left as it was, and recorded when the webhook comes', async () => {
		const account = await registration()
		const reference = await start(account)
		const event = paystack.charge(reference)
		for (const setting of [{ slow: 'verify' }, { unreachable: 'verify' }] as const) {
			paystack.reset()
			Object.assign(paystack.behaviour, setting, { slowMs: 1_500 })
			expect(await settleFromPaystack(t.db, config(), reference, now)).toMatchObject({
				outcome: 'pending',
				unverified: true,
			})
		}
		expect(await counts()).toEqual({ payments: 0, receipts: 0, activity: 0 })
		const { body: raw, signature } = signed(event)
		await receivePaystackWebhook(t.db, config(), raw, signature, now)
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({ status: 'paid' })
	})

	test('a declined or abandoned payment is failed on the return; money that arrives later is still recorded', async () => {
		const account = await registration()
		const reference = await start(account)
		// Back from Paystack without paying: Paystack says "abandoned".
		expect(await settleFromPaystack(t.db, config(), reference, now)).toMatchObject({ outcome: 'failed' })
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({
			status: 'failed',
			detail: 'Paystack says the payment was abandoned.',
		})
		const event = signed(paystack.charge(reference))
		await receivePaystackWebhook(t.db, config(), event.body, event.signature, now)
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({ status: 'paid', detail: '' })
		expect(await counts()).toEqual({ payments: 1, receipts: 1, activity: 1 })
	})

	test('nothing owed: no payment is started; another event or a reference not ours is answered 200 and stores nothing', async () => {
		const account = await registration()
		await recordMovement(
			t.db,
			account,
			{ kind: 'payment', method: 'cash', amountPesewas: 200_000, reference: null },
			{ userId: null, name: 'Finance Officer', role: 'Administrator' },
			now,
		)
		expect(await startOnlinePayment(t.db, config(), account, CALLBACK, now)).toMatchObject({
			ok: false,
			reason: 'nothing-owed',
		})
		expect(await startOnlinePayment(t.db, null, account, CALLBACK, now)).toMatchObject({
			ok: false,
			reason: 'not-configured',
		})
		expect(await t.db.selectFrom('online_payments').select('id').execute()).toEqual([])

		const notOurs = signed({
			event: 'charge.success',
			data: {
				reference: 'SUM-2027-000000000000000000000000',
				status: 'success',
				amount: 200_000,
				currency: 'GHS',
			},
		})
		expect(await receivePaystackWebhook(t.db, config(), notOurs.body, notOurs.signature, now)).toEqual({
			status: 200,
			text: 'Not ours.',
		})
		const transfer = signed({ event: 'transfer.success', data: { reference: 'X' } })
		expect(
			await receivePaystackWebhook(t.db, config(), transfer.body, transfer.signature, now),
		).toMatchObject({
			status: 200,
		})
		expect(await counts()).toEqual({ payments: 1, receipts: 1, activity: 1 })
	})

	test('malformed JSON with a valid signature is a 400; without Paystack set up, a 404', async () => {
		const text = '{"event":"charge.success","data":'
		const raw = new TextEncoder().encode(text)
		expect(
			await receivePaystackWebhook(t.db, config(), raw, signPaystack(text, paystack.secretKey), now),
		).toMatchObject({
			status: 400,
		})
		const noData = signed({ event: 'charge.success', data: { reference: 'X' } })
		expect(await receivePaystackWebhook(t.db, config(), noData.body, noData.signature, now)).toMatchObject({
			status: 400,
		})
		expect(await receivePaystackWebhook(t.db, null, noData.body, noData.signature, now)).toMatchObject({
			status: 404,
		})
	})

	test('a group contact pays the whole group in one transaction: one receipt, every colleague paid', async () => {
		const account = await group(3)
		const reference = await start(account)
		expect(paystack.transactions.get(reference)).toMatchObject({
			amount: 540_000,
			email: 'efua@goldcoast.example',
			metadata: { summit_account: `group:${account.id}` },
		})
		const event = signed(paystack.charge(reference))
		await receivePaystackWebhook(t.db, config(), event.body, event.signature, now)
		const view = await loadAccount(t.db, account)
		expect(view?.balance).toMatchObject({ state: 'paid', paidPesewas: 540_000 })
		expect(view?.members.map((m) => m.balance.state)).toEqual(['paid', 'paid', 'paid'])
		expect(await counts()).toEqual({ payments: 3, receipts: 1, activity: 1 })
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({ status: 'paid', groupId: account.id })
	})

	test('a charge for a registration cancelled meanwhile is a discrepancy', async () => {
		const account = await registration()
		const reference = await start(account)
		await t.db.deleteFrom('attendees').where('id', '=', account.id).execute()
		const result = await recordPaystackCharge(
			t.db,
			{
				reference,
				status: 'success',
				amountPesewas: 200_000,
				currency: 'GHS',
				channel: 'card',
				metadata: null,
			},
			now,
		)
		expect(result).toMatchObject({ outcome: 'discrepancy' })
		expect(await findOnlinePayment(t.db, reference)).toMatchObject({
			detail:
				'Paystack received GH₵ 2,000, but the registration was cancelled after the payment was started: not recorded as paid.',
		})
	})
})

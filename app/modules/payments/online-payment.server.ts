/**
 * Paying online through Paystack (docs/payments.md, "Paying online (Paystack)"; ADR 0047):
 * starting a transaction for what an account owes, and recording what Paystack says came of it,
 * whether the browser's return (after verifying) or the webhook says it first.
 *
 * Recording is one transaction that locks the transaction's row and the edition's ledger: only a
 * transaction not yet settled moves on, so a replayed or duplicated webhook, or the return racing
 * the webhook, records once. A payment is recorded only when Paystack's amount and currency are the
 * ones asked for and the account still owes at least that; anything else is stored as a
 * discrepancy saying what differed, for staff, and not marked paid.
 */
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { siteMessageIdHost } from '#app/modules/outbox/mail-limits.server.ts'
import { z } from 'zod'
import type { Database, Handle } from '#app/db/handle.ts'
import { Refused, writeTransaction } from '#app/db/transaction.ts'
import { formatCedis } from '#app/lib/format.ts'
import { logger } from '#app/lib/logger.server.ts'
import { type Account, type LedgerRefusal, loadAccount, recordMovementIn } from './ledger.server.ts'
import {
	findOnlinePayment,
	insertOnlinePayment,
	lockOnlinePayment,
	type OnlinePaymentOutcome,
	type OnlinePaymentRecord,
	settleOnlinePayment,
} from './online-payments.queries.server.ts'
import {
	initializeTransaction,
	isPaystackSignature,
	newPaymentReference,
	type PaystackConfig,
	type PaystackTransaction,
	TransactionData,
	transactionOf,
	verifyTransaction,
} from './paystack.server.ts'

/** Who records Paystack's payments in the ledger and the activity log. */
export const PAYSTACK_RECORDER = { userId: null, name: 'Paystack', role: 'paystack' } as const

/** What a delegate is told when Paystack cannot be reached to start a payment. */
export const PAYSTACK_UNAVAILABLE =
	'Paystack could not be reached just now, so nothing was charged. Your registration is safe: try again in a few minutes, or pay later from the link in your confirmation mail.'

export type StartResult =
	| { ok: true; reference: string; authorizationUrl: string }
	| {
			ok: false
			reason: 'not-configured' | 'not-found' | 'nothing-owed' | 'unavailable'
			message: string
	  }

/**
 * Starts paying what `account` owes now, through Paystack, at `now`: stores a `pending` transaction
 * for the whole balance with a new reference, then initialises it with Paystack (the payer's
 * address, GHS, card and mobile money, Paystack sending the browser back to `callbackUrl`).
 * Resolves with the URL of Paystack's payment page, or a refusal with the delegate's message:
 * paying online is off (`config` null), the account is gone, nothing is owed, or Paystack did not
 * answer (the transaction is then stored `failed`, saying why; nothing else was written).
 */
export async function startOnlinePayment(
	db: Database,
	config: PaystackConfig | null,
	account: Account,
	callbackUrl: string,
	now: Date,
): Promise<StartResult> {
	if (!config)
		return { ok: false, reason: 'not-configured', message: 'Paying online is not available for this summit.' }
	const view = await loadAccount(db, account)
	if (!view)
		return {
			ok: false,
			reason: 'not-found',
			message: 'This registration no longer exists: it may have been cancelled.',
		}
	const owed = view.balance.balancePesewas
	if (owed <= 0) return { ok: false, reason: 'nothing-owed', message: 'Nothing is left to pay.' }
	const reference = newPaymentReference(view.editionYear)
	const stamp = now.toISOString()
	const id = await insertOnlinePayment(db, {
		reference,
		edition_id: view.editionId,
		attendee_id: account.kind === 'registration' ? account.id : null,
		group_id: account.kind === 'group' ? account.id : null,
		amount_pesewas: owed,
		currency: 'GHS',
		created_at: stamp,
		updated_at: stamp,
	})
	const started = await initializeTransaction(config, {
		reference,
		amountPesewas: owed,
		email: view.payerEmail,
		callbackUrl,
		metadata: { summit_account: `${account.kind}:${account.id}`, summit_edition: view.editionYear },
	})
	if (!started.ok) {
		logger.warn({ reference, reason: started.reason, detail: started.detail }, 'Paystack payment not started')
		await settleOnlinePayment(db, id, { status: 'failed', detail: `Not started: ${started.detail}.` }, now)
		return { ok: false, reason: 'unavailable', message: PAYSTACK_UNAVAILABLE }
	}
	return { ok: true, reference, authorizationUrl: started.authorizationUrl }
}

/** What became of a Paystack transaction, as the delegate's pages and the webhook need it. */
export type ChargeResult =
	| { outcome: 'unknown' }
	| {
			outcome: OnlinePaymentRecord['status']
			payment: OnlinePaymentRecord
			/** True when this call recorded it (false: it was settled before, or is still open). */
			settledNow: boolean
	  }

/** Paystack's statuses of a transaction that will not bring money (a later success still would). */
const UNSUCCESSFUL = new Set(['failed', 'abandoned', 'reversed'])

/** An amount as Paystack gave it: `GH₵ 2,000` in cedis, or `USD 20.00` in another currency. */
function amountText(pesewas: number, currency: string): string {
	return currency === 'GHS' ? formatCedis(pesewas) : `${currency} ${(pesewas / 100).toFixed(2)}`
}

/**
 * Records what Paystack says of `transaction` at `now` (its verify answer or a `charge.success`
 * webhook), in one transaction (see the module's comment):
 * - not one of ours: `unknown`, nothing stored;
 * - already `paid` or a `discrepancy`: as it is (recorded once, whoever comes second);
 * - not a success: a `pending` one becomes `failed` when Paystack says it failed or was abandoned,
 *   and stays `pending` while it is still going on;
 * - a success of the amount and currency asked for, on an account that still owes at least that:
 *   the payment is recorded in the ledger by Paystack (receipt, activity row) and the transaction is
 *   `paid`; a success otherwise is a `discrepancy` whose detail says what differed.
 * A success after `failed` is recorded all the same: money that arrived is never dropped.
 * Database failures are thrown, with nothing written.
 */
export async function recordPaystackCharge(
	db: Database,
	transaction: PaystackTransaction,
	now: Date,
): Promise<ChargeResult> {
	const result = await writeTransaction(db, async (trx): Promise<ChargeResult> => {
		const payment = await lockOnlinePayment(trx, transaction.reference)
		if (!payment) return { outcome: 'unknown' }
		const { id } = payment
		if (payment.status === 'paid' || payment.status === 'discrepancy')
			return unchanged(trx, transaction.reference)
		if (transaction.status !== 'success') {
			if (payment.status !== 'pending' || !UNSUCCESSFUL.has(transaction.status))
				return unchanged(trx, transaction.reference)
			await settleOnlinePayment(
				trx,
				id,
				{
					status: 'failed',
					channel: transaction.channel,
					detail: `Paystack says the payment was ${transaction.status}.`,
				},
				now,
			)
			return settled(trx, transaction.reference)
		}

		const paid = amountText(transaction.amountPesewas, transaction.currency)
		const received = {
			paidAmountPesewas: transaction.amountPesewas,
			paidCurrency: transaction.currency,
			channel: transaction.channel,
		}
		const discrepancy = async (detail: string) => {
			await settleOnlinePayment(trx, id, { status: 'discrepancy', ...received, detail }, now)
			logger.warn({ reference: transaction.reference, detail }, 'Paystack payment not recorded: discrepancy')
			return settled(trx, transaction.reference)
		}
		if (transaction.currency !== payment.currency)
			return discrepancy(`Paystack received ${paid}, not ${payment.currency}: not recorded as paid.`)
		if (transaction.amountPesewas !== payment.amountPesewas)
			return discrepancy(
				`Paystack received ${paid} but ${formatCedis(payment.amountPesewas)} was asked for: not recorded as paid.`,
			)
		const account: Account | null =
			payment.groupId !== null
				? { kind: 'group', id: payment.groupId }
				: payment.attendeeId !== null
					? { kind: 'registration', id: payment.attendeeId }
					: null
		const gone = `Paystack received ${paid}, but the registration was cancelled after the payment was started: not recorded as paid.`
		if (!account) return discrepancy(gone)
		// The ledger's own rules decide, under its lock: more than the balance (paid another way
		// meanwhile), a registration gone, a reference recorded before, are refused, and nothing is written.
		let receiptId: number
		try {
			const recorded = await recordMovementIn(
				trx,
				account,
				{
					kind: 'payment',
					method: 'paystack',
					amountPesewas: transaction.amountPesewas,
					reference: transaction.reference,
				},
				PAYSTACK_RECORDER,
				now,
				// The payer gets their receipt by mail.
				{ messageIdHost: siteMessageIdHost() },
			)
			receiptId = recorded.receipt!.id
		} catch (error) {
			if (!(error instanceof Refused)) throw error
			const refusal = error.refusal as LedgerRefusal
			if (refusal.reason === 'not-found') return discrepancy(gone)
			if (refusal.reason === 'too-much') {
				const owed = (await loadAccount(trx, account))?.balance.balancePesewas ?? 0
				return discrepancy(
					`Paystack received ${paid}, but only ${formatCedis(Math.max(owed, 0))} was still owed when it arrived (paid another way meanwhile): not recorded as paid.`,
				)
			}
			return discrepancy(`Paystack received ${paid}, but the ledger refused it: ${refusal.message}`)
		}
		const outcome: OnlinePaymentOutcome = { status: 'paid', ...received, detail: '', receiptId }
		await settleOnlinePayment(trx, id, outcome, now)
		return settled(trx, transaction.reference)
	})
	if (result.outcome === 'paid' && result.settledNow) mailQueued()
	if (result.outcome === 'paid' && result.settledNow)
		logger.info(
			{ reference: transaction.reference, channel: transaction.channel },
			'Paystack payment recorded',
		)
	return result
}

/** The transaction of `reference` as this call left it. */
async function settled(db: Handle, reference: string): Promise<ChargeResult> {
	const payment = (await findOnlinePayment(db, reference))!
	return { outcome: payment.status, payment, settledNow: true }
}

/** The transaction of `reference` as it was: this call changed nothing. */
async function unchanged(db: Handle, reference: string): Promise<ChargeResult> {
	const payment = (await findOnlinePayment(db, reference))!
	return { outcome: payment.status, payment, settledNow: false }
}

/**
 * Asks Paystack where transaction `reference` stands (the browser is back from Paystack) and records
 * it (`recordPaystackCharge`). One already settled is not asked about again. When Paystack cannot be
 * reached, the transaction is left as it is and `unverified` says so: the webhook will tell.
 */
export async function settleFromPaystack(
	db: Database,
	config: PaystackConfig | null,
	reference: string,
	now: Date,
): Promise<ChargeResult & { unverified?: true }> {
	const payment = await findOnlinePayment(db, reference)
	if (!payment) return { outcome: 'unknown' }
	if (payment.status === 'paid' || payment.status === 'discrepancy' || !config)
		return { outcome: payment.status, payment, settledNow: false, ...(config ? {} : { unverified: true }) }
	const verified = await verifyTransaction(config, reference)
	if (!verified.ok) {
		logger.warn(
			{ reference, reason: verified.reason, detail: verified.detail },
			'Paystack payment not verified',
		)
		return { outcome: payment.status, payment, settledNow: false, unverified: true }
	}
	return recordPaystackCharge(db, verified.transaction, now)
}

/** A webhook's envelope: the event's name and its data (read further only for `charge.success`). */
const WebhookEvent = z.object({ event: z.string().max(100), data: z.unknown() })

/** The answer to a webhook: its HTTP status and a short text. */
export interface WebhookAnswer {
	status: 200 | 400 | 401 | 404
	text: string
}

/**
 * Handles one Paystack webhook of raw `body` with `signature` (`x-paystack-signature`) at `now`.
 * The signature is checked first, in constant time, before the body is parsed: wrong or missing
 * is a 401, nothing stored. Then: not JSON, or a `charge.success` without a transaction, 400;
 * another event, 200 and ignored; a `charge.success` is recorded (`recordPaystackCharge`), 200,
 * one not ours included (logged, nothing stored). 404 when paying online is off (`config` null).
 * Database failures are thrown (Paystack then sends it again).
 */
export async function receivePaystackWebhook(
	db: Database,
	config: PaystackConfig | null,
	body: Uint8Array,
	signature: string | null,
	now: Date,
): Promise<WebhookAnswer> {
	if (!config) return { status: 404, text: 'Paying online is not set up here.' }
	if (!isPaystackSignature(config.secretKey, body, signature))
		return { status: 401, text: 'The signature is missing or wrong.' }
	let json: unknown
	try {
		json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
	} catch {
		return { status: 400, text: 'The body is not JSON.' }
	}
	const event = WebhookEvent.safeParse(json)
	if (!event.success) return { status: 400, text: 'The body is not a Paystack event.' }
	if (event.data.event !== 'charge.success') return { status: 200, text: 'Ignored.' }
	const data = TransactionData.safeParse(event.data.data)
	if (!data.success) return { status: 400, text: 'The event has no transaction.' }
	const result = await recordPaystackCharge(db, { ...transactionOf(data.data), status: 'success' }, now)
	if (result.outcome === 'unknown') {
		logger.info({ reference: data.data.reference }, 'Paystack webhook for a reference not ours: ignored')
		return { status: 200, text: 'Not ours.' }
	}
	return { status: 200, text: 'Recorded.' }
}

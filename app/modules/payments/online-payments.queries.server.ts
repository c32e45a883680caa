/**
 * The rows of `online_payments` (docs/payments.md, "Paying online"): one per Paystack transaction
 * started, by its reference, with what it should bring and what came of it; and the receipts a
 * registration or group holds. Every function takes the database or a transaction first. Amounts
 * are pesewas; times ISO-8601 UTC.
 */
import type { Insertable } from 'kysely'
import type { Handle } from '#app/db/handle.ts'
import type { OnlinePaymentStatus, OnlinePaymentsTable, PaymentMethod } from '#app/db/schema.ts'
import type { Account } from './ledger.server.ts'

/** One Paystack transaction as the code reads it. */
export interface OnlinePaymentRecord {
	id: number
	reference: string
	editionId: number
	/** The account paid for: a registration (`attendeeId`) or a group (`groupId`); null once deleted. */
	attendeeId: number | null
	groupId: number | null
	/** What it should bring (the balance when it was started). */
	amountPesewas: number
	currency: string
	status: OnlinePaymentStatus
	paidAmountPesewas: number | null
	paidCurrency: string | null
	channel: string | null
	detail: string
	receiptId: number | null
	/** The receipt's number within its edition (printed `RCT-<year>-0001`), when paid. */
	receiptNumber: number | null
	editionYear: number
	createdAt: string
	updatedAt: string
}

const RECORD = [
	'o.id',
	'o.reference',
	'o.edition_id as editionId',
	'o.attendee_id as attendeeId',
	'o.group_id as groupId',
	'o.amount_pesewas as amountPesewas',
	'o.currency',
	'o.status',
	'o.paid_amount_pesewas as paidAmountPesewas',
	'o.paid_currency as paidCurrency',
	'o.channel',
	'o.detail',
	'o.receipt_id as receiptId',
	'r.number as receiptNumber',
	'e.year as editionYear',
	'o.created_at as createdAt',
	'o.updated_at as updatedAt',
] as const

/** Stores a transaction just started (status `pending`); returns its id. */
export async function insertOnlinePayment(
	db: Handle,
	row: Omit<Insertable<OnlinePaymentsTable>, 'status'>,
): Promise<number> {
	const stored = await db
		.insertInto('online_payments')
		.values({ ...row, status: 'pending' })
		.returning('id')
		.executeTakeFirstOrThrow()
	return stored.id
}

/** The transaction of `reference`, or undefined. */
export async function findOnlinePayment(
	db: Handle,
	reference: string,
): Promise<OnlinePaymentRecord | undefined> {
	return db
		.selectFrom('online_payments as o')
		.innerJoin('event_editions as e', 'e.id', 'o.edition_id')
		.leftJoin('receipts as r', 'r.id', 'o.receipt_id')
		.select(RECORD)
		.where('o.reference', '=', reference)
		.executeTakeFirst()
}

/** What recording a transaction reads of its row (`lockOnlinePayment`). */
export type LockedOnlinePayment = Pick<
	OnlinePaymentRecord,
	'id' | 'editionId' | 'attendeeId' | 'groupId' | 'amountPesewas' | 'currency' | 'status'
>

/**
 * Locks the transaction of `reference` until the transaction `trx` ends, and returns what recording
 * it reads (undefined when there is none). A write that changes nothing: on PostgreSQL it holds the
 * row, and on SQLite it takes the database's write lock at once (rather than reading first and
 * failing to upgrade behind another process). A second webhook, or the return, then waits and reads
 * what the first wrote.
 */
export async function lockOnlinePayment(
	trx: Handle,
	reference: string,
): Promise<LockedOnlinePayment | undefined> {
	return trx
		.updateTable('online_payments')
		.set((eb) => ({ updated_at: eb.ref('updated_at') }))
		.where('reference', '=', reference)
		.returning([
			'id',
			'edition_id as editionId',
			'attendee_id as attendeeId',
			'group_id as groupId',
			'amount_pesewas as amountPesewas',
			'currency',
			'status',
		])
		.executeTakeFirst()
}

/** What a transaction came to: its new status and what Paystack said was paid. */
export interface OnlinePaymentOutcome {
	status: Exclude<OnlinePaymentStatus, 'pending'>
	paidAmountPesewas?: number | null
	paidCurrency?: string | null
	channel?: string | null
	detail: string
	receiptId?: number | null
}

/** Sets transaction `id`'s outcome at `now`. */
export async function settleOnlinePayment(
	db: Handle,
	id: number,
	outcome: OnlinePaymentOutcome,
	now: Date,
): Promise<void> {
	await db
		.updateTable('online_payments')
		.set({
			status: outcome.status,
			paid_amount_pesewas: outcome.paidAmountPesewas ?? null,
			paid_currency: outcome.paidCurrency ?? null,
			channel: outcome.channel ?? null,
			detail: outcome.detail,
			receipt_id: outcome.receiptId ?? null,
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.execute()
}

/** A receipt as the delegate's pages list it. */
export interface AccountReceipt {
	id: number
	/** The number within its edition (printed `RCT-<year>-0001`). */
	number: number
	editionYear: number
	amountPesewas: number
	method: PaymentMethod
	issuedAt: string
}

/**
 * The receipts issued to `account` (a registration's own, or a group's), oldest first. A group
 * colleague's share of the group's payment is on the group's receipt, not on one of theirs.
 */
export async function receiptsOfAccount(db: Handle, account: Account): Promise<AccountReceipt[]> {
	return db
		.selectFrom('receipts as r')
		.innerJoin('event_editions as e', 'e.id', 'r.edition_id')
		.select([
			'r.id',
			'r.number',
			'e.year as editionYear',
			'r.amount_pesewas as amountPesewas',
			'r.method',
			'r.issued_at as issuedAt',
		])
		.where(account.kind === 'group' ? 'r.group_id' : 'r.attendee_id', '=', account.id)
		.orderBy('r.id')
		.execute()
}

/**
 * The rows invoices and receipts are made of (docs/payments.md, "Invoices and receipts as PDF"):
 * invoices numbered per edition, an account's line items, a receipt with its movements and the
 * ledger up to it, and a group by its contact's link. Every function takes the database or a
 * transaction first. Amounts are pesewas.
 */
import { sql } from 'kysely'
import type { Handle } from '#app/db/handle.ts'
import type { FeeRule, MovementKind, PaymentMethod } from '#app/db/schema.ts'
import type { Account } from './ledger.server.ts'

/** Stores an invoice numbered next in its edition (call `lockLedger` first); returns its id and number. */
export async function insertInvoice(
	trx: Handle,
	invoice: {
		editionId: number
		account: Account
		purchaseOrder: string
		totalPesewas: number
		/** Builds the stored document from the number taken. */
		document: (number: number) => string
		issuedBy: string
		issuedAt: string
	},
): Promise<{ id: number; number: number }> {
	const last = await trx
		.selectFrom('invoices')
		.select((eb) => eb.fn.max('number').as('last'))
		.where('edition_id', '=', invoice.editionId)
		.executeTakeFirst()
	const number = Number(last?.last ?? 0) + 1
	const row = await trx
		.insertInto('invoices')
		.values({
			edition_id: invoice.editionId,
			number,
			attendee_id: invoice.account.kind === 'registration' ? invoice.account.id : null,
			group_id: invoice.account.kind === 'group' ? invoice.account.id : null,
			purchase_order: invoice.purchaseOrder,
			total_pesewas: invoice.totalPesewas,
			document_json: invoice.document(number),
			issued_by: invoice.issuedBy,
			issued_at: invoice.issuedAt,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, number }
}

/** The column of `account`'s kind on invoices, receipts and movements. */
function ownerColumn(account: Account) {
	return account.kind === 'registration' ? ('attendee_id' as const) : ('group_id' as const)
}

/** The invoices of `account` (newest first): id, number and stored document. */
export async function accountInvoices(
	db: Handle,
	account: Account,
): Promise<{ id: number; number: number; documentJson: string }[]> {
	return db
		.selectFrom('invoices')
		.select(['id', 'number', 'document_json as documentJson'])
		.where(ownerColumn(account), '=', account.id)
		.orderBy('id', 'desc')
		.execute()
}

/** An invoice as stored: its number, its edition's year and its document. */
export interface InvoiceRecord {
	id: number
	number: number
	editionYear: number
	attendeeId: number | null
	groupId: number | null
	documentJson: string
}

/** Invoice `id`, or undefined. */
export async function findInvoice(db: Handle, id: number): Promise<InvoiceRecord | undefined> {
	return db
		.selectFrom('invoices as i')
		.innerJoin('event_editions as e', 'e.id', 'i.edition_id')
		.select([
			'i.id',
			'i.number',
			'e.year as editionYear',
			'i.attendee_id as attendeeId',
			'i.group_id as groupId',
			'i.document_json as documentJson',
		])
		.where('i.id', '=', id)
		.executeTakeFirst()
}

/**
 * The id of the document of `account` in `table` (`invoices` or `receipts`) printed as number
 * `number` of the edition of `year` (e.g. `INV-2027-0001`: 2027, 1), or undefined: another
 * account's documents are not found.
 */
async function findAccountDocumentId(
	db: Handle,
	table: 'invoices' | 'receipts',
	account: Account,
	year: number,
	number: number,
): Promise<number | undefined> {
	const row = await db
		.selectFrom(`${table} as d` as 'invoices as d')
		.innerJoin('event_editions as e', 'e.id', 'd.edition_id')
		.select('d.id')
		.where(`d.${ownerColumn(account)}`, '=', account.id)
		.where('e.year', '=', year)
		.where('d.number', '=', number)
		.executeTakeFirst()
	return row?.id
}

/** The id of `account`'s invoice printed `INV-<year>-<number>`, or undefined (`findAccountDocumentId`). */
export function findAccountInvoiceId(db: Handle, account: Account, year: number, number: number) {
	return findAccountDocumentId(db, 'invoices', account, year, number)
}

/** The id of `account`'s receipt printed `RCT-<year>-<number>`, or undefined (`findAccountDocumentId`). */
export function findAccountReceiptId(db: Handle, account: Account, year: number, number: number) {
	return findAccountDocumentId(db, 'receipts', account, year, number)
}

/** A registration an invoice charges for: its fee and the rule that gave it. */
export interface ChargedRegistration {
	id: number
	fullName: string
	feePesewas: number | null
	feeRule: FeeRule | null
	/** The discount of its group (0 for none or no group). */
	groupDiscountPercent: number
}

/** The registrations of `account` (a registration, or a group's colleagues) in the order registered. */
export async function chargedRegistrations(db: Handle, account: Account): Promise<ChargedRegistration[]> {
	return db
		.selectFrom('attendees as a')
		.leftJoin('registration_groups as g', 'g.id', 'a.group_id')
		.select([
			'a.id',
			'a.full_name as fullName',
			'a.fee_pesewas as feePesewas',
			'a.fee_rule as feeRule',
			sql<number>`coalesce(g.discount_percent, 0)`.as('groupDiscountPercent'),
		])
		.where(account.kind === 'registration' ? 'a.id' : 'a.group_id', '=', account.id)
		.orderBy('a.id')
		.execute()
}

/** A receipt as written, with its edition. */
export interface ReceiptRecord {
	id: number
	number: number
	editionId: number
	editionYear: number
	attendeeId: number | null
	groupId: number | null
	payerName: string
	payerCompany: string
	payerEmail: string
	amountPesewas: number
	method: PaymentMethod
	reference: string | null
	recordedBy: string
	issuedAt: string
}

/** Receipt `id`, or undefined. */
export async function findReceipt(db: Handle, id: number): Promise<ReceiptRecord | undefined> {
	return db
		.selectFrom('receipts as r')
		.innerJoin('event_editions as e', 'e.id', 'r.edition_id')
		.select([
			'r.id',
			'r.number',
			'r.edition_id as editionId',
			'e.year as editionYear',
			'r.attendee_id as attendeeId',
			'r.group_id as groupId',
			'r.payer_name as payerName',
			'r.payer_company as payerCompany',
			'r.payer_email as payerEmail',
			'r.amount_pesewas as amountPesewas',
			'r.method',
			'r.reference',
			'r.recorded_by as recordedBy',
			'r.issued_at as issuedAt',
		])
		.where('r.id', '=', id)
		.executeTakeFirst()
}

/** A movement of a receipt, with its registration's name while it exists. */
export interface ReceiptMovement {
	id: number
	attendeeId: number | null
	fullName: string | null
	amountPesewas: number
	correctsId: number | null
	recordedAt: string
}

/** The movements of receipt `receiptId` (its payment split over registrations, and corrections), oldest first. */
export async function receiptMovements(db: Handle, receiptId: number): Promise<ReceiptMovement[]> {
	return db
		.selectFrom('payments as p')
		.leftJoin('attendees as a', 'a.id', 'p.attendee_id')
		.select([
			'p.id',
			'p.attendee_id as attendeeId',
			'a.full_name as fullName',
			'p.amount_pesewas as amountPesewas',
			'p.corrects_id as correctsId',
			'p.recorded_at as recordedAt',
		])
		.where('p.receipt_id', '=', receiptId)
		.orderBy('p.id')
		.execute()
}

/** The registrations still held of a receipt's account, with their fees (a group's: its colleagues). */
export async function accountFees(
	db: Handle,
	account: Account,
): Promise<{ id: number; feePesewas: number | null }[]> {
	return db
		.selectFrom('attendees')
		.select(['id', 'fee_pesewas as feePesewas'])
		.where(account.kind === 'registration' ? 'id' : 'group_id', '=', account.id)
		.execute()
}

/**
 * The sums by kind of the movements on `attendeeIds` up to and including movement `lastId`
 * (corrections with their negative amounts): what the ledger said right after that movement.
 */
export async function movementSumsUpTo(
	db: Handle,
	attendeeIds: readonly number[],
	lastId: number,
): Promise<Record<MovementKind, number>> {
	const sums: Record<MovementKind, number> = { payment: 0, refund: 0, waiver: 0 }
	if (!attendeeIds.length) return sums
	const rows = await db
		.selectFrom('payments')
		.select((eb) => ['kind', eb.fn.sum<number | string>('amount_pesewas').as('total')])
		.where('attendee_id', 'in', attendeeIds)
		.where('id', '<=', lastId)
		.groupBy('kind')
		.execute()
	for (const row of rows) sums[row.kind] = Number(row.total)
	return sums
}

/** The group registration `attendeeId` belongs to, or null (alone, or gone). */
export async function groupOfRegistration(db: Handle, attendeeId: number): Promise<number | null> {
	const row = await db
		.selectFrom('attendees')
		.select('group_id')
		.where('id', '=', attendeeId)
		.executeTakeFirst()
	return row?.group_id ?? null
}

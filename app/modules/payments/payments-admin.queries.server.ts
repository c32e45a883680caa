/**
 * The back office's reads of the ledger (docs/payments.md, "Staff screens"): the ledger screen's
 * movements of one edition with its search and filters, their totals and their CSV batches; the
 * Paystack transactions whose amount or currency did not match (`online_payments` with status
 * `discrepancy`); and what a payments screen shows beside the ledger's own account (fee rules, the
 * group a registration belongs to). Every function takes the database or a transaction first.
 * Amounts are pesewas; timestamps ISO-8601 UTC (Accra time).
 */
import { sql } from 'kysely'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import type { FeeRule, MovementKind, PaymentMethod } from '#app/db/schema.ts'
import { countRows, onePage, type PageWindow } from '#app/db/rows.ts'

/**
 * What the ledger screen shows: the movements of edition `editionId` whose reference, registrant's
 * name or company (or their group's company or contact) contains `q` (any letter case; '' for
 * all), of `method` and `kind` (null for any), recorded from day `from` to day `to` included
 * (`YYYY-MM-DD` in Accra, which is UTC; null for no bound). A correction is of the kind and method
 * of the movement it undoes, so it is found with it.
 */
export interface LedgerFilter {
	editionId: number
	q: string
	method: PaymentMethod | null
	kind: MovementKind | null
	from: string | null
	to: string | null
}

/** One movement of the ledger screen and its CSV, with whom it is for. */
export interface LedgerRow {
	id: number
	recordedAt: string
	kind: MovementKind
	method: PaymentMethod
	/** Negative on a correction. */
	amountPesewas: number
	reference: string | null
	note: string
	recordedBy: string
	/** The movement this one undoes, if it is a correction. */
	correctsId: number | null
	/** The correction that undid this one, if any. */
	correctedById: number | null
	receiptId: number | null
	/** The receipt's number within its edition (printed `RCT-<year>-0001`). */
	receiptNumber: number | null
	/** Null once the registration was cancelled or erased: the movement stays. */
	attendeeId: number | null
	/** The registrant's name, or the receipt's payer when the registration is gone; '' when neither. */
	fullName: string
	companyName: string
	groupId: number | null
	groupCompany: string | null
}

/** Day `day` (`YYYY-MM-DD`, Accra = UTC) at midnight, as the ISO text timestamps compare with. */
function dayStart(day: string): string {
	return `${day}T00:00:00.000Z`
}

/** The day after `day` (`YYYY-MM-DD`). */
function nextDay(day: string): string {
	const date = new Date(`${day}T00:00:00.000Z`)
	date.setUTCDate(date.getUTCDate() + 1)
	return date.toISOString().slice(0, 10)
}

/** The movements matching `filter`, joined to their registration, group and receipt (no columns yet). */
function matchingMovements(db: Handle, filter: LedgerFilter) {
	const dialect = dialectOf(db)
	let query = db
		.selectFrom('payments as p')
		.leftJoin('attendees as a', 'a.id', 'p.attendee_id')
		.leftJoin('registration_groups as g', 'g.id', 'p.group_id')
		.leftJoin('receipts as r', 'r.id', 'p.receipt_id')
		.where('p.edition_id', '=', filter.editionId)
	if (filter.method) query = query.where('p.method', '=', filter.method)
	if (filter.kind) query = query.where('p.kind', '=', filter.kind)
	if (filter.from) query = query.where('p.recorded_at', '>=', dayStart(filter.from))
	if (filter.to) query = query.where('p.recorded_at', '<', dayStart(nextDay(filter.to)))
	const q = filter.q
	if (q) {
		query = query.where((eb) =>
			eb.or(
				(
					[
						'p.reference',
						'a.full_name',
						'a.company_name',
						'g.company_name',
						'g.contact_name',
						'r.payer_name',
						'r.payer_company',
					] as const
				).map((column) => containsInsensitive(eb, dialect, eb.ref(column), q)),
			),
		)
	}
	return query
}

/** Number of movements matching `filter`. */
export async function countLedgerRows(db: Handle, filter: LedgerFilter): Promise<number> {
	return countRows(matchingMovements(db, filter))
}

/** `matchingMovements` with the columns of a `LedgerRow`, newest first (ids grow with time). */
function ledgerRowsQuery(db: Handle, filter: LedgerFilter) {
	return matchingMovements(db, filter)
		.leftJoin('payments as c', 'c.corrects_id', 'p.id')
		.select((eb) => [
			'p.id',
			'p.recorded_at as recordedAt',
			'p.kind',
			'p.method',
			'p.amount_pesewas as amountPesewas',
			'p.reference',
			'p.note',
			'p.recorded_by as recordedBy',
			'p.corrects_id as correctsId',
			'c.id as correctedById',
			'p.receipt_id as receiptId',
			'r.number as receiptNumber',
			'p.attendee_id as attendeeId',
			eb.fn.coalesce('a.full_name', 'r.payer_name', sql<string>`''`).as('fullName'),
			eb.fn.coalesce('a.company_name', 'r.payer_company', sql<string>`''`).as('companyName'),
			'p.group_id as groupId',
			'g.company_name as groupCompany',
		])
		.orderBy('p.id', 'desc')
}

/** One page of the movements matching `filter`, newest first. */
export async function listLedgerRows(
	db: Handle,
	filter: LedgerFilter,
	window: PageWindow,
): Promise<LedgerRow[]> {
	return ledgerRowsQuery(db, filter).$call(onePage(window)).execute()
}

/**
 * Every movement matching `filter`, newest first, as batches of at most `size` rows, each batch one
 * short query after the last id of the previous one (the CSV export: memory holds one batch).
 */
export async function* ledgerRowBatches(
	db: Handle,
	filter: LedgerFilter,
	size = 1000,
): AsyncGenerator<LedgerRow[], void, undefined> {
	let after: number | null = null
	for (;;) {
		let query = ledgerRowsQuery(db, filter)
		if (after !== null) query = query.where('p.id', '<', after)
		const rows = await query.limit(size).execute()
		if (rows.length) yield rows
		if (rows.length < size) return
		after = rows[rows.length - 1]!.id
	}
}

/** The sums of the movements matching a filter: by kind and method (corrections subtracted). */
export interface LedgerSums {
	count: number
	sums: { kind: MovementKind; method: PaymentMethod; amountPesewas: number }[]
}

/** The sums of the movements matching `filter`, by kind and method, in one query. */
export async function ledgerSums(db: Handle, filter: LedgerFilter): Promise<LedgerSums> {
	const rows = await matchingMovements(db, filter)
		.select((eb) => [
			'p.kind',
			'p.method',
			eb.fn.sum<number | string>('p.amount_pesewas').as('amount'),
			eb.fn.countAll<number | string>().as('n'),
		])
		.groupBy(['p.kind', 'p.method'])
		.execute()
	return {
		count: rows.reduce((sum, row) => sum + Number(row.n), 0),
		sums: rows.map((row) => ({ kind: row.kind, method: row.method, amountPesewas: Number(row.amount) })),
	}
}

/** A Paystack transaction whose amount or currency was not what was owed: for staff to sort out. */
export interface DiscrepancyRow {
	id: number
	reference: string
	/** What it should have brought. */
	amountPesewas: number
	currency: string
	/** What Paystack says was paid (null if it said nothing). */
	paidAmountPesewas: number | null
	paidCurrency: string | null
	channel: string | null
	detail: string
	attendeeId: number | null
	attendeeName: string | null
	groupId: number | null
	groupCompany: string | null
	updatedAt: string
}

/** The Paystack discrepancies of edition `editionId`, newest first (at most `limit`). */
export async function listDiscrepancies(
	db: Handle,
	editionId: number,
	limit = 200,
): Promise<DiscrepancyRow[]> {
	return db
		.selectFrom('online_payments as o')
		.leftJoin('attendees as a', 'a.id', 'o.attendee_id')
		.leftJoin('registration_groups as g', 'g.id', 'o.group_id')
		.select([
			'o.id',
			'o.reference',
			'o.amount_pesewas as amountPesewas',
			'o.currency',
			'o.paid_amount_pesewas as paidAmountPesewas',
			'o.paid_currency as paidCurrency',
			'o.channel',
			'o.detail',
			'o.attendee_id as attendeeId',
			'a.full_name as attendeeName',
			'o.group_id as groupId',
			'g.company_name as groupCompany',
			'o.updated_at as updatedAt',
		])
		.where('o.edition_id', '=', editionId)
		.where('o.status', '=', 'discrepancy')
		.orderBy('o.updated_at', 'desc')
		.orderBy('o.id', 'desc')
		.limit(limit)
		.execute()
}

/** The fee rule of each of `attendeeIds` (absent ids: no such registration). */
export async function feeRulesOf(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, FeeRule | null>> {
	if (!attendeeIds.length) return new Map()
	const rows = await db
		.selectFrom('attendees')
		.select(['id', 'fee_rule as feeRule'])
		.where('id', 'in', attendeeIds)
		.execute()
	return new Map(rows.map((row) => [row.id, row.feeRule]))
}

/** A group as a registration's payments screen names it. */
export interface GroupSummary {
	id: number
	companyName: string
	contactName: string
	contactEmail: string
}

/** The group registration `attendeeId` was registered with, or undefined (alone, or no such one). */
export async function findGroupOf(db: Handle, attendeeId: number): Promise<GroupSummary | undefined> {
	return db
		.selectFrom('attendees as a')
		.innerJoin('registration_groups as g', 'g.id', 'a.group_id')
		.select([
			'g.id',
			'g.company_name as companyName',
			'g.contact_name as contactName',
			'g.contact_email as contactEmail',
		])
		.where('a.id', '=', attendeeId)
		.executeTakeFirst()
}

/** Methods and references of each of `attendeeIds`' payments (corrected ones left out), for the CSV. */
export async function paymentMethodsOf(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, { methods: PaymentMethod[]; references: string[] }>> {
	const out = new Map<number, { methods: PaymentMethod[]; references: string[] }>()
	if (!attendeeIds.length) return out
	const rows = await db
		.selectFrom('payments as p')
		.leftJoin('payments as c', 'c.corrects_id', 'p.id')
		.select(['p.attendee_id as attendeeId', 'p.method', 'p.reference'])
		.where('p.attendee_id', 'in', attendeeIds)
		.where('p.kind', '=', 'payment')
		.where('p.corrects_id', 'is', null)
		.where('c.id', 'is', null)
		.orderBy('p.id')
		.execute()
	for (const row of rows) {
		if (row.attendeeId === null) continue
		const entry = out.get(row.attendeeId) ?? { methods: [], references: [] }
		if (!entry.methods.includes(row.method)) entry.methods.push(row.method)
		if (row.reference && !entry.references.includes(row.reference)) entry.references.push(row.reference)
		out.set(row.attendeeId, entry)
	}
	return out
}

/** Whether a movement of `editionId` exists: an empty ledger gets its own empty state. */
export async function editionHasMovements(db: Handle, editionId: number): Promise<boolean> {
	const row = await db
		.selectFrom('payments')
		.select('id')
		.where('edition_id', '=', editionId)
		.limit(1)
		.executeTakeFirst()
	return row !== undefined
}

/**
 * The ledger's rows (docs/payments.md): movements, receipts, and the registrations and groups they
 * belong to. Every function takes the database or a transaction first. Amounts are pesewas.
 */
import { sql } from 'kysely'
import { lockKeys } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import type { Insertable } from 'kysely'
import type { FeeRule, MovementKind, PaymentMethod, PaymentsTable, ReceiptsTable } from '#app/db/schema.ts'
import { type LedgerTotals, NO_MOVEMENTS } from './money.ts'

/** Advisory-lock namespace of the ledger (`lockKeys`): one key per edition. */
const LEDGER_LOCKS = 31

/**
 * Holds the ledger of edition `editionId` until the transaction ends (PostgreSQL; SQLite writes one
 * transaction at a time): balances read and receipt or invoice numbers taken after it stay true
 * until the commit, so two staff (or two webhooks) never both record the same balance or number.
 */
export async function lockLedger(trx: Handle, editionId: number): Promise<void> {
	await lockKeys(trx, LEDGER_LOCKS, [`ledger ${editionId}`])
}

/** A registration as the ledger needs it. */
export interface RegistrationPayer {
	id: number
	editionId: number
	editionYear: number
	fullName: string
	email: string
	companyName: string
	groupId: number | null
	feePesewas: number | null
	feeRule: FeeRule | null
	ticketRef: string | null
}

/** Registration `id` with its edition's year and fee, or undefined. */
export async function findRegistrationPayer(db: Handle, id: number): Promise<RegistrationPayer | undefined> {
	return db
		.selectFrom('attendees as a')
		.innerJoin('event_editions as e', 'e.id', 'a.edition_id')
		.select([
			'a.id',
			'a.edition_id as editionId',
			'e.year as editionYear',
			'a.full_name as fullName',
			'a.email',
			'a.company_name as companyName',
			'a.group_id as groupId',
			'a.fee_pesewas as feePesewas',
			'a.fee_rule as feeRule',
			'a.ticket_ref as ticketRef',
		])
		.where('a.id', '=', id)
		.executeTakeFirst()
}

/** A group as the ledger needs it, with its colleagues still registered (in the order registered). */
export interface GroupPayer {
	id: number
	editionId: number
	editionYear: number
	companyName: string
	contactName: string
	contactEmail: string
	members: {
		id: number
		fullName: string
		email: string
		feePesewas: number | null
		ticketRef: string | null
	}[]
}

/** Group `id` and its colleagues, or undefined. */
export async function findGroupPayer(db: Handle, id: number): Promise<GroupPayer | undefined> {
	const group = await db
		.selectFrom('registration_groups as g')
		.innerJoin('event_editions as e', 'e.id', 'g.edition_id')
		.select([
			'g.id',
			'g.edition_id as editionId',
			'e.year as editionYear',
			'g.company_name as companyName',
			'g.contact_name as contactName',
			'g.contact_email as contactEmail',
		])
		.where('g.id', '=', id)
		.executeTakeFirst()
	if (!group) return undefined
	const members = await db
		.selectFrom('attendees')
		.select(['id', 'full_name as fullName', 'email', 'fee_pesewas as feePesewas', 'ticket_ref as ticketRef'])
		.where('group_id', '=', id)
		.orderBy('id')
		.execute()
	return { ...group, members }
}

/** The movements' sums of each of `attendeeIds` (every id present; none moved gives zeros). */
export async function ledgerTotals(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, LedgerTotals>> {
	const totals = new Map<number, LedgerTotals>(attendeeIds.map((id) => [id, NO_MOVEMENTS]))
	if (!attendeeIds.length) return totals
	const rows = await db
		.selectFrom('payments')
		.select((eb) => [
			'attendee_id as attendeeId',
			eb.fn.sum<number | string>(sumOf('payment')).as('paid'),
			eb.fn.sum<number | string>(sumOf('refund')).as('refunded'),
			eb.fn.sum<number | string>(sumOf('waiver')).as('waived'),
		])
		.where('attendee_id', 'in', attendeeIds)
		.groupBy('attendee_id')
		.execute()
	for (const row of rows) {
		if (row.attendeeId === null) continue
		totals.set(row.attendeeId, {
			paidPesewas: Number(row.paid),
			refundedPesewas: Number(row.refunded),
			waivedPesewas: Number(row.waived),
		})
	}
	return totals
}

/** `amount_pesewas` of movements of `kind`, else 0: the argument of a SUM. */
function sumOf(kind: MovementKind) {
	return sql<number>`case when kind = ${kind} then amount_pesewas else 0 end`
}

/**
 * SQL for the movements' sums per registration, to join on `attendee_id` in a list: columns
 * `attendee_id`, `paid`, `refunded`, `waived` (pesewas, never null).
 */
export function ledgerTotalsSubquery(db: Handle) {
	return db
		.selectFrom('payments')
		.select((eb) => [
			'attendee_id',
			eb.fn.sum<number>(sumOf('payment')).as('paid'),
			eb.fn.sum<number>(sumOf('refund')).as('refunded'),
			eb.fn.sum<number>(sumOf('waiver')).as('waived'),
		])
		.where('attendee_id', 'is not', null)
		.groupBy('attendee_id')
}

/** The id of the last movement on any of `attendeeIds`, or 0: a screen's view of the ledger, to detect a change since. */
export async function lastMovementId(db: Handle, attendeeIds: readonly number[]): Promise<number> {
	if (!attendeeIds.length) return 0
	const row = await db
		.selectFrom('payments')
		.select((eb) => eb.fn.max('id').as('last'))
		.where('attendee_id', 'in', attendeeIds)
		.executeTakeFirst()
	return Number(row?.last ?? 0)
}

/** Stores a receipt, numbered next in its edition (call `lockLedger` first); returns its id and number. */
export async function insertReceipt(
	trx: Handle,
	receipt: Omit<Insertable<ReceiptsTable>, 'number'>,
): Promise<{ id: number; number: number }> {
	const last = await trx
		.selectFrom('receipts')
		.select((eb) => eb.fn.max('number').as('last'))
		.where('edition_id', '=', receipt.edition_id)
		.executeTakeFirst()
	const number = Number(last?.last ?? 0) + 1
	const row = await trx
		.insertInto('receipts')
		.values({ ...receipt, number })
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, number }
}

/** True when a receipt by `method` with `reference` exists (a bank or MoMo reference pays once). */
export async function receiptReferenceTaken(
	db: Handle,
	method: PaymentMethod,
	reference: string,
): Promise<boolean> {
	const row = await db
		.selectFrom('receipts')
		.select('id')
		.where('method', '=', method)
		.where('reference', '=', reference)
		.executeTakeFirst()
	return row !== undefined
}

/** Appends movements to the ledger. */
export async function insertMovements(
	trx: Handle,
	movements: readonly Insertable<PaymentsTable>[],
): Promise<void> {
	if (movements.length)
		await trx
			.insertInto('payments')
			.values([...movements])
			.execute()
}

/** One movement of the ledger as staff see it. */
export interface MovementRecord {
	id: number
	attendeeId: number | null
	groupId: number | null
	kind: MovementKind
	method: PaymentMethod
	amountPesewas: number
	reference: string | null
	note: string
	correctsId: number | null
	/** Id of the movement that undid this one, if any. */
	correctedById: number | null
	recordedBy: string
	recordedAt: string
	receiptId: number | null
	receiptNumber: number | null
	editionId: number
	editionYear: number
}

/** The ledger's movements as staff see them, with their receipt and whether they were undone. */
function movementRows(db: Handle) {
	return db
		.selectFrom('payments as p')
		.innerJoin('event_editions as e', 'e.id', 'p.edition_id')
		.leftJoin('receipts as r', 'r.id', 'p.receipt_id')
		.leftJoin('payments as c', 'c.corrects_id', 'p.id')
		.select([
			'p.id',
			'p.attendee_id as attendeeId',
			'p.group_id as groupId',
			'p.kind',
			'p.method',
			'p.amount_pesewas as amountPesewas',
			'p.reference',
			'p.note',
			'p.corrects_id as correctsId',
			'c.id as correctedById',
			'p.recorded_by as recordedBy',
			'p.recorded_at as recordedAt',
			'p.receipt_id as receiptId',
			'r.number as receiptNumber',
			'p.edition_id as editionId',
			'e.year as editionYear',
		])
}

/** Movements of `attendeeIds`, oldest first. */
export async function listMovements(db: Handle, attendeeIds: readonly number[]): Promise<MovementRecord[]> {
	if (!attendeeIds.length) return []
	return movementRows(db).where('p.attendee_id', 'in', attendeeIds).orderBy('p.id').execute()
}

/** Movement `id` with whether it was already undone, or undefined. */
export async function findMovement(db: Handle, id: number): Promise<MovementRecord | undefined> {
	return movementRows(db).where('p.id', '=', id).executeTakeFirst()
}

/**
 * SQL for the payment state (`PaymentState`) of the registration whose row is `alias` (its `id`
 * and `fee_pesewas`): `balanceOf`'s rule, worked out from the ledger inside the query, so a list
 * can filter on it. Keep the two in step (money.test.ts compares them on both databases).
 */
export function paymentStateSql(alias: string) {
	const id = sql.ref(`${alias}.id`)
	const fee = sql.ref(`${alias}.fee_pesewas`)
	return sql<string>`(select case
		when ${fee} is null and s.p + s.r + s.w = 0 then 'no-fee'
		when s.r > 0 and s.p - s.r <= 0 and s.w <= 0 then 'refunded'
		when coalesce(${fee}, 0) - (s.p - s.r) - s.w <= 0 then
			case when s.p - s.r <= 0 and s.w > 0 then 'waived' else 'paid' end
		when s.p - s.r > 0 or s.w > 0 then 'part-paid'
		else 'unpaid' end
	from (select
		coalesce(sum(case when kind = 'payment' then amount_pesewas else 0 end), 0) as p,
		coalesce(sum(case when kind = 'refund' then amount_pesewas else 0 end), 0) as r,
		coalesce(sum(case when kind = 'waiver' then amount_pesewas else 0 end), 0) as w
		from payments where payments.attendee_id = ${id}) s)`
}

/** The id of each of `attendeeIds`' last movement (0 when none): `lastMovementId` for many at once. */
export async function lastMovementIds(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, number>> {
	const last = new Map<number, number>(attendeeIds.map((id) => [id, 0]))
	if (!attendeeIds.length) return last
	const rows = await db
		.selectFrom('payments')
		.select((eb) => ['attendee_id as attendeeId', eb.fn.max('id').as('last')])
		.where('attendee_id', 'in', attendeeIds)
		.groupBy('attendee_id')
		.execute()
	for (const row of rows) if (row.attendeeId !== null) last.set(row.attendeeId, Number(row.last))
	return last
}

/**
 * The language of a registrant (ADR 0059): of registration `attendeeId`, or of group `groupId` (its
 * colleagues are registered in its contact's language, so any of them answers). English when the
 * registration or every colleague of the group is gone, or when neither id is given.
 */
export async function registrantLocale(
	db: Handle,
	of: { attendeeId?: number | null; groupId?: number | null },
): Promise<'en' | 'fr'> {
	const select = db.selectFrom('attendees').select('locale').limit(1)
	const row =
		of.attendeeId != null
			? await select.where('id', '=', of.attendeeId).executeTakeFirst()
			: of.groupId != null
				? await select.where('group_id', '=', of.groupId).orderBy('id').executeTakeFirst()
				: undefined
	return row?.locale ?? 'en'
}

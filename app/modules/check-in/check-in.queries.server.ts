/**
 * Reads and writes of the check-in desk (ADR 0039): registrations as the desk shows them
 * (`DeskAttendee`), its search's look-ups, and the check-in (payments go through the ledger, modules/payments). Every query takes the
 * ids of the editions open at the desk (`deskEditionIds` in `check-in.server.ts`) and never reads or
 * changes a registration of another edition. No rules: the search's rules are in `check-in.server.ts`,
 * the changes' rules and transactions in `check-in-admin.server.ts`. Times are ISO-8601 UTC strings.
 */
import { dialectOf, inIds } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import { type Balance, balanceOf, NO_MOVEMENTS } from '#app/modules/payments/money.ts'
import { lastMovementIds, ledgerTotals } from '#app/modules/payments/payments.queries.server.ts'
import { countRows, changedAny } from '#app/db/rows.ts'
import {
	newestMatches,
	type RegistrationSearch,
} from '#app/modules/registration-lists/registration-lists.queries.server.ts'
import { sql } from 'kysely'
import type { WebhookEventData } from '#app/modules/webhooks/webhook-payloads.ts'

/**
 * A registration as the desk shows it to every staff member: never an email address, a phone number
 * or a designation.
 */
export interface DeskAttendee {
	id: number
	editionYear: number
	fullName: string
	companyName: string
	deskRef: string | null
	/** Fee, paid, balance and state, from the ledger. */
	payment: Balance
	/** The ledger's last movement on it (0: none), sent back with a payment to detect a change since. */
	lastMovementId: number
	checkedInAt: string | null
	checkedInBy: string | null
}

function deskRows(db: Handle, editionIds: readonly number[]) {
	return db
		.selectFrom('attendees')
		.innerJoin('event_editions', 'event_editions.id', 'attendees.edition_id')
		.select([
			'attendees.id',
			'event_editions.year as editionYear',
			'attendees.full_name as fullName',
			'attendees.company_name as companyName',
			'attendees.desk_ref as deskRef',
			'attendees.fee_pesewas as feePesewas',
			'attendees.checked_in_at as checkedInAt',
			'attendees.checked_in_by as checkedInBy',
		])
		.where('attendees.edition_id', 'in', editionIds.length ? [...editionIds] : [-1])
}

/** Registration `id` as the desk shows it, or undefined when it is gone or not of `editionIds`. */
export async function findDeskAttendee(
	db: Handle,
	id: number,
	editionIds: readonly number[],
): Promise<DeskAttendee | undefined> {
	const row = await deskRows(db, editionIds).where('attendees.id', '=', id).executeTakeFirst()
	return row && (await withPayment(db, [row]))[0]
}

/** Rows with each one's `payment` worked out from its fee and the ledger. */
async function withPayment<Row extends { id: number; feePesewas: number | null }>(
	db: Handle,
	rows: Row[],
): Promise<(Omit<Row, 'feePesewas'> & { payment: Balance; lastMovementId: number })[]> {
	const ids = rows.map((row) => row.id)
	const totals = await ledgerTotals(db, ids)
	const last = await lastMovementIds(db, ids)
	return rows.map(({ feePesewas, ...row }) => ({
		...row,
		payment: balanceOf(feePesewas, totals.get(row.id) ?? NO_MOVEMENTS),
		lastMovementId: last.get(row.id) ?? 0,
	}))
}

/**
 * The registrations `ids` of `editionIds` as the desk shows them, first by name (any letter case),
 * then by id, at most `limit`.
 */
export async function deskAttendeesByName(
	db: Handle,
	ids: readonly number[],
	editionIds: readonly number[],
	limit: number,
): Promise<DeskAttendee[]> {
	const rows = await deskRows(db, editionIds)
		.where(inIds(dialectOf(db), 'attendees.id', [...ids]))
		.orderBy(sql`lower(attendees.full_name)`)
		.orderBy('attendees.id')
		.limit(limit)
		.execute()
	return withPayment(db, rows)
}

/**
 * The newest registrations of `editionIds` (at least one) whose name contains `term` (searchable:
 * `isSearchableTerm`), through the search index: at most `shown`, from at most `scan` index matches
 * (see `newestMatches`).
 */
export async function deskNameMatches(
	db: Handle,
	term: string,
	editionIds: readonly number[],
	limits: { shown: number; scan: number },
): Promise<RegistrationSearch> {
	return newestMatches(
		db,
		'attendees',
		'attendee_names',
		term,
		[sql`t.edition_id in (${sql.join(editionIds)})`],
		limits,
	)
}

/**
 * The ids of the registrations of `editionIds` (at least one) whose desk reference is `deskRef` or
 * whose email address is `email`, each compared whole (pass them normalised: `7K3Q-9P2D`, lower
 * case); at least one of the two must be given.
 */
export async function deskExactMatches(
	db: Handle,
	editionIds: readonly number[],
	{ deskRef, email }: { deskRef: string | null; email: string | null },
): Promise<number[]> {
	const rows = await db
		.selectFrom('attendees')
		.select('id')
		.where('edition_id', 'in', [...editionIds])
		.where((eb) =>
			eb.or([
				...(deskRef ? [eb('desk_ref', '=', deskRef)] : []),
				...(email ? [eb('email', '=', email)] : []),
			]),
		)
		.execute()
	return rows.map((row) => row.id)
}

/** Registrations checked in so far, of edition `editionId` or of every edition. */
export async function countCheckedIn(db: Handle, editionId?: number): Promise<number> {
	let query = db.selectFrom('attendees').where('checked_in_at', 'is not', null)
	if (editionId !== undefined) query = query.where('edition_id', '=', editionId)
	return countRows(query)
}

/**
 * Checks registration `id` of `editionIds` (at least one) in at `at` by `by` (the staff member's
 * name), unless it already is. Returns whether this call checked it in: false when it was checked
 * in already, or is gone, or is of another edition. One statement, so two desks checking one
 * registration in at the same moment check it in once.
 */
export async function markCheckedIn(
	db: Handle,
	id: number,
	editionIds: readonly number[],
	at: Date,
	by: string,
): Promise<boolean> {
	const updated = await db
		.updateTable('attendees')
		.set({ checked_in_at: at.toISOString(), checked_in_by: by })
		.where('id', '=', id)
		.where('edition_id', 'in', [...editionIds])
		.where('checked_in_at', 'is', null)
		.executeTakeFirst()
	return changedAny(updated)
}

/**
 * The `registration.checked_in` webhook data of registration `id` (docs/webhooks.md): its id, desk
 * reference, edition and when it was checked in (null while it is not). Throws when it is gone.
 */
export async function checkedInEventData(
	db: Handle,
	id: number,
): Promise<WebhookEventData<'registration.checked_in'>> {
	const row = await db
		.selectFrom('attendees')
		.innerJoin('event_editions', 'event_editions.id', 'attendees.edition_id')
		.select([
			'attendees.id',
			'attendees.desk_ref as reference',
			'event_editions.id as editionId',
			'event_editions.year',
			'attendees.checked_in_at as checkedInAt',
		])
		.where('attendees.id', '=', id)
		.executeTakeFirstOrThrow()
	return {
		id: row.id,
		reference: row.reference,
		edition: { id: row.editionId, year: row.year },
		checked_in_at: row.checkedInAt ?? '',
	}
}

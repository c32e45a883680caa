/**
 * Reads and writes of the check-in desk (ADR 0039): registrations as the desk shows them
 * (`DeskAttendee`), its search's look-ups, the check-in and the payment status. Every query takes the
 * ids of the editions open at the desk (`deskEditionIds` in `check-in.server.ts`) and never reads or
 * changes a registration of another edition. No rules: the search's rules are in `check-in.server.ts`,
 * the changes' rules and transactions in `check-in-admin.server.ts`. Times are ISO-8601 UTC strings.
 */
import { dialectOf, inIds, lockedForUpdate } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import type { PaymentStatus } from '#app/db/schema.ts'
import { countRows, changedAny } from '#app/db/rows.ts'
import {
	newestMatches,
	type RegistrationSearch,
} from '#app/modules/registration-lists/registration-lists.queries.server.ts'
import { sql } from 'kysely'

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
	paymentStatus: PaymentStatus
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
			'attendees.payment_status as paymentStatus',
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
	return deskRows(db, editionIds).where('attendees.id', '=', id).executeTakeFirst()
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
	return deskRows(db, editionIds)
		.where(inIds(dialectOf(db), 'attendees.id', [...ids]))
		.orderBy(sql`lower(attendees.full_name)`)
		.orderBy('attendees.id')
		.limit(limit)
		.execute()
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
 * The payment status of registration `id` of `editionIds` (at least one), its row locked until the
 * transaction `db` ends (`lockedForUpdate`), or undefined when it is gone or of another edition.
 */
export async function lockPaymentStatus(
	db: Handle,
	id: number,
	editionIds: readonly number[],
): Promise<PaymentStatus | undefined> {
	const row = await lockedForUpdate(
		db,
		db
			.selectFrom('attendees')
			.select('payment_status')
			.where('id', '=', id)
			.where('edition_id', 'in', [...editionIds]),
	).executeTakeFirst()
	return row?.payment_status
}

/** Sets the payment status of registration `id` to `status`. */
export async function setPaymentStatusOf(db: Handle, id: number, status: PaymentStatus): Promise<void> {
	await db.updateTable('attendees').set({ payment_status: status }).where('id', '=', id).execute()
}

/**
 * The check-in desk (ADR 0035): finding a registration (its ticket's QR code, or its name, email or
 * desk reference), checking it in once (the time and the staff member's name), and recording its
 * payment status. A second check-in is refused with when and by whom the first was made.
 */
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import type { PaymentStatus } from '#app/db/schema.ts'
import { countRows } from '#app/db/rows.ts'

/** A registration as the desk shows it. */
export interface DeskAttendee {
	id: number
	editionYear: number
	fullName: string
	email: string
	companyName: string
	designation: string
	deskRef: string | null
	paymentStatus: PaymentStatus
	checkedInAt: string | null
	checkedInBy: string | null
}

/** Most registrations a desk search shows. */
const DESK_RESULTS = 20

function deskRows(db: Handle) {
	return db
		.selectFrom('attendees')
		.innerJoin('event_editions', 'event_editions.id', 'attendees.edition_id')
		.select([
			'attendees.id',
			'event_editions.year as editionYear',
			'attendees.full_name as fullName',
			'attendees.email',
			'attendees.company_name as companyName',
			'attendees.designation',
			'attendees.desk_ref as deskRef',
			'attendees.payment_status as paymentStatus',
			'attendees.checked_in_at as checkedInAt',
			'attendees.checked_in_by as checkedInBy',
		])
}

/** The registration `id` as the desk shows it, or undefined. */
export async function findDeskAttendee(db: Handle, id: number): Promise<DeskAttendee | undefined> {
	return deskRows(db).where('attendees.id', '=', id).executeTakeFirst()
}

/**
 * Registrations whose name or email contains `q`, or whose desk reference is `q` (any case, with or
 * without its dash), newest edition first, then by name; at most `DESK_RESULTS`.
 */
export async function searchDesk(db: Handle, q: string): Promise<DeskAttendee[]> {
	const term = q.trim()
	if (!term) return []
	const dialect = dialectOf(db)
	const ref = term.toUpperCase().replace(/[^0-9A-Z]/g, '')
	const asRef = ref.length === 8 ? `${ref.slice(0, 4)}-${ref.slice(4)}` : null
	return deskRows(db)
		.where((eb) =>
			eb.or([
				containsInsensitive(eb, dialect, eb.ref('attendees.full_name'), term),
				containsInsensitive(eb, dialect, eb.ref('attendees.email'), term),
				...(asRef ? [eb('attendees.desk_ref', '=', asRef)] : []),
			]),
		)
		.orderBy('event_editions.year', 'desc')
		.orderBy('attendees.full_name')
		.limit(DESK_RESULTS)
		.execute()
}

export type CheckInResult =
	| { ok: true; attendee: DeskAttendee }
	| { ok: false; reason: 'already'; attendee: DeskAttendee }
	| { ok: false; reason: 'not-found' }

/**
 * Checks registration `id` in at `now` by `staffName`, once: a registration already checked in is
 * refused (`already`, with when and by whom). Atomic: two desks scanning one ticket at the same
 * moment check it in once.
 */
export async function checkIn(
	db: Database,
	id: number,
	staffName: string,
	now: Date,
): Promise<CheckInResult> {
	const updated = await db
		.updateTable('attendees')
		.set({ checked_in_at: now.toISOString(), checked_in_by: staffName })
		.where('id', '=', id)
		.where('checked_in_at', 'is', null)
		.executeTakeFirst()
	const attendee = await findDeskAttendee(db, id)
	if (!attendee) return { ok: false, reason: 'not-found' }
	return Number(updated.numUpdatedRows) > 0
		? { ok: true, attendee }
		: { ok: false, reason: 'already', attendee }
}

/** Sets registration `id`'s payment status. Returns false when it is gone. */
export async function setPaymentStatus(db: Handle, id: number, status: PaymentStatus): Promise<boolean> {
	const result = await db
		.updateTable('attendees')
		.set({ payment_status: status })
		.where('id', '=', id)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** Registrations of edition `editionId` checked in so far. */
export async function countCheckedIn(db: Handle, editionId?: number): Promise<number> {
	let query = db.selectFrom('attendees').where('checked_in_at', 'is not', null)
	if (editionId !== undefined) query = query.where('edition_id', '=', editionId)
	return countRows(query)
}

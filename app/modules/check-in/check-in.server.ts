/**
 * What the check-in desk reads (ADR 0039): the editions open at the desk, a registration as
 * the desk shows it, and the desk's search. The desk shows what check-in needs and no more: the
 * name, the company, the edition's year, the desk reference, the payment status and the check-in
 * (when and by whom); never an email address, a phone number or a designation, and only registrations
 * of the editions open at the desk. Its changes, each with an activity row, are in
 * `check-in-admin.server.ts`.
 */
import { dialectOf, inIds, isSearchableTerm } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import type { PaymentStatus } from '#app/db/schema.ts'
import { countRows } from '#app/db/rows.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { editionIsOver } from '#app/modules/editions/edition.ts'
import { newestMatches } from '#app/modules/registration-lists/registration-lists.queries.server.ts'
import { sql } from 'kysely'

/** A registration as the desk shows it to every staff member. */
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

/** Most registrations a desk search lists, first by name. */
export const DESK_RESULTS = 20

/** Most name matches a desk search counts and orders (the newest first), as the lists do. */
const DESK_MATCHES = 1000

/** Most search-index matches a desk search reads to find those of the open editions. */
const DESK_SCAN = 5000

/**
 * The ids of the editions open at the desk at `now`: every edition whose day is not over yet
 * (`editionIsOver`: until midnight after its start, Accra time; an undated one until its year
 * ends). Past editions' registrations are not the desk's business: the Attendees list has them.
 */
export async function deskEditionIds(db: Handle, now: Date): Promise<number[]> {
	return (await listEditions(db))
		.filter((edition) => !editionIsOver(edition, now))
		.map((edition) => edition.id)
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
 * What a desk search found: `none` (no search), `too-short` (no name of 3 characters, nor a whole
 * desk reference or email address), or `found`: the first `DESK_RESULTS` matches by name, how many
 * match (`total`), and whether that is all of them (`complete`; false when more than 1,000 names
 * match, or when the search index held more than 5,000 older matches that were not read).
 */
export type DeskSearch =
	| { state: 'none' }
	| { state: 'too-short' }
	| { state: 'found'; results: DeskAttendee[]; total: number; complete: boolean }

/**
 * The desk's search for `q` (already trimmed) among the registrations of `editionIds`:
 * - a name containing `q` (any case, 3 characters or more), through the search index, newest first;
 * - the desk reference `q`, whole (any case, with or without its dash);
 * - the email address `q`, whole (any case): a registrant who lost their ticket may give it, but
 *   the desk never shows addresses, and a part of one finds nothing, so the search cannot be used
 *   to read addresses out letter by letter.
 * The cost is bounded whatever `q` is: the name matches are read from the index (names alone), at
 * most 5,000.
 */
export async function searchDesk(db: Handle, q: string, editionIds: readonly number[]): Promise<DeskSearch> {
	const term = q.trim()
	if (!term) return { state: 'none' }
	const ref = term.toUpperCase().replace(/[^0-9A-Z]/g, '')
	const asRef = ref.length === 8 ? `${ref.slice(0, 4)}-${ref.slice(4)}` : null
	const asEmail = term.includes('@') ? term.toLowerCase() : null
	const byName = isSearchableTerm(term)
	if (!byName && !asRef && !asEmail) return { state: 'too-short' }
	if (editionIds.length === 0) return { state: 'found', results: [], total: 0, complete: true }

	const ids = new Set<number>()
	let complete = true
	if (byName) {
		const found = await newestMatches(
			db,
			'attendees',
			'attendee_names',
			term,
			[sql`t.edition_id in (${sql.join(editionIds)})`],
			{ shown: DESK_MATCHES, scan: DESK_SCAN },
		)
		for (const id of found.ids) ids.add(id)
		complete = found.complete
	}
	if (asRef || asEmail) {
		const exact = await db
			.selectFrom('attendees')
			.select('id')
			.where('edition_id', 'in', [...editionIds])
			.where((eb) =>
				eb.or([
					...(asRef ? [eb('desk_ref', '=', asRef)] : []),
					...(asEmail ? [eb('email', '=', asEmail)] : []),
				]),
			)
			.execute()
		for (const row of exact) ids.add(row.id)
	}
	if (ids.size === 0) return { state: 'found', results: [], total: 0, complete }
	const results = await deskRows(db, editionIds)
		.where(inIds(dialectOf(db), 'attendees.id', [...ids]))
		.orderBy(sql`lower(attendees.full_name)`)
		.orderBy('attendees.id')
		.limit(DESK_RESULTS)
		.execute()
	return { state: 'found', results, total: ids.size, complete }
}

/** Registrations of edition `editionId` checked in so far. */
export async function countCheckedIn(db: Handle, editionId?: number): Promise<number> {
	let query = db.selectFrom('attendees').where('checked_in_at', 'is not', null)
	if (editionId !== undefined) query = query.where('edition_id', '=', editionId)
	return countRows(query)
}

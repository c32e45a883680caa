/**
 * Reads and writes of attendee registrations (`attendees`).
 */
import type { Handle } from '#app/db/handle.ts'
import { sql } from 'kysely'
import { dialectOf, indexedSearch, sortKeyText } from '#app/db/dialect.ts'
import type { NewAttendee } from '#app/db/schema.ts'
import {
	afterCondition,
	countRegistrations,
	keysetBatches,
	orderClause,
	type SortDir,
	type SortKey,
} from '#app/modules/registrations/registrations.queries.server.ts'
import type { AttendeeSort } from './attendee-list.ts'

/** Inserts one registration and returns its id. Throws the driver's unique violation on a duplicate. */
export async function insertAttendee(db: Handle, attendee: NewAttendee): Promise<number> {
	const row = await db.insertInto('attendees').values(attendee).returning('id').executeTakeFirstOrThrow()
	return row.id
}

/** Number of registrations, for every edition or one. */
export async function countAttendees(db: Handle, editionId?: number): Promise<number> {
	let query = db.selectFrom('attendees').select((eb) => eb.fn.countAll<number>().as('n'))
	if (editionId !== undefined) query = query.where('edition_id', '=', editionId)
	const row = await query.executeTakeFirstOrThrow()
	return Number(row.n)
}

// --- Back office list, delete and export (issue 6; ADR 0013) ---

/** A row of the attendee list and of its CSV export. */
export interface AttendeeListRow {
	id: number
	editionId: number
	fullName: string
	companyName: string
	designation: string
	email: string
	contactNumber: string | null
	whatsappNumber: string
	heardFrom: string | null
	createdAt: string
}

/** What the list shows: a search on name or email and an edition (null for every edition). */
export interface AttendeeFilter {
	q: string
	editionId: number | null
}

export interface AttendeeOrder {
	sort: AttendeeSort
	dir: SortDir
}

/** Sort keys; each has an index ending in id (migration 0003). */
const ATTENDEE_SORT_KEYS: Record<AttendeeSort, SortKey> = {
	name: { expression: sql<string>`lower(attendees.full_name)` },
	company: { expression: sql<string>`lower(attendees.company_name)` },
	designation: { expression: sql<string>`lower(attendees.designation)` },
	email: { expression: sql<string>`attendees.email` },
	date: { expression: sql<string>`attendees.created_at`, timestamp: true },
}

const attendeeListColumns = [
	'attendees.id',
	'attendees.edition_id as editionId',
	'attendees.full_name as fullName',
	'attendees.company_name as companyName',
	'attendees.designation',
	'attendees.email',
	'attendees.contact_number as contactNumber',
	'attendees.whatsapp_number as whatsappNumber',
	'attendees.heard_from as heardFrom',
	'attendees.created_at as createdAt',
] as const

/** Registrations matching `filter`: name or email contains `q` (any case), of one edition or all. */
function attendeesMatching(db: Handle, filter: AttendeeFilter) {
	const dialect = dialectOf(db)
	let query = db.selectFrom('attendees')
	if (filter.editionId !== null) query = query.where('attendees.edition_id', '=', filter.editionId)
	if (filter.q) {
		query = query.where((eb) => indexedSearch(eb, dialect, 'attendees', ['full_name', 'email'], filter.q))
	}
	return query
}

/**
 * Number of registrations matching `filter`: without a search, from the row counts the triggers keep
 * (constant cost); with one, counted through the search index (cost grows with the matches).
 */
export async function countMatchingAttendees(db: Handle, filter: AttendeeFilter): Promise<number> {
	if (!filter.q) return countRegistrations(db, 'attendees', filter.editionId)
	const row = await attendeesMatching(db, filter)
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/**
 * One page of registrations matching `filter`, in `order` (ties by id, same direction); `limit`
 * null for every row. The page's ids are picked first from the sort index alone, then only those
 * rows are read, so a deep page skips index entries rather than table rows.
 */
export async function listAttendeePage(
	db: Handle,
	query: AttendeeFilter & AttendeeOrder & { offset: number; limit: number | null },
): Promise<AttendeeListRow[]> {
	const order = orderClause('attendees', ATTENDEE_SORT_KEYS[query.sort], query.dir)
	if (query.limit === null) {
		return attendeesMatching(db, query).select(attendeeListColumns).orderBy(order).execute()
	}
	const pageIds = attendeesMatching(db, query)
		.select('attendees.id')
		.orderBy(order)
		.limit(query.limit)
		.offset(query.offset)
	return db
		.selectFrom('attendees')
		.select(attendeeListColumns)
		.where('attendees.id', 'in', pageIds)
		.orderBy(order)
		.execute()
}

/** The list screen's data: the number of matching registrations and one page of them. */
export async function findAttendees(
	db: Handle,
	query: AttendeeFilter & AttendeeOrder & { offset: number; limit: number | null },
): Promise<{ total: number; rows: AttendeeListRow[] }> {
	const [total, rows] = await Promise.all([countMatchingAttendees(db, query), listAttendeePage(db, query)])
	return { total, rows }
}

/**
 * Every registration matching `filter`, in `order`, as batches of at most `batchSize` rows read by
 * keyset (each batch is one short query after the last row of the previous one), for the CSV
 * export: memory holds one batch, whatever the table size.
 */
export function attendeeBatches(
	db: Handle,
	query: AttendeeFilter & AttendeeOrder,
	batchSize = 1000,
): AsyncGenerator<AttendeeListRow[], void, undefined> {
	const dialect = dialectOf(db)
	const key = ATTENDEE_SORT_KEYS[query.sort]
	return keysetBatches(batchSize, (after, limit) => {
		let batch = attendeesMatching(db, query)
		if (after) batch = batch.where(afterCondition('attendees', key, query.dir, after))
		return batch
			.select(attendeeListColumns)
			.select(sortKeyText(dialect, key.expression, key.timestamp === true).as('sortKey'))
			.orderBy(orderClause('attendees', key, query.dir))
			.limit(limit)
			.execute()
	})
}

/** Deletes the registrations `ids` (one statement); returns the ids that existed, ascending. */
export async function deleteAttendeesByIds(db: Handle, ids: readonly number[]): Promise<number[]> {
	if (ids.length === 0) return []
	const rows = await db.deleteFrom('attendees').where('id', 'in', ids).returning('id').execute()
	return rows.map((r) => r.id).sort((a, b) => a - b)
}

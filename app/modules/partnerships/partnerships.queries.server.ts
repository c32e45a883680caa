/**
 * Reads and writes of partnership enquiries (`partnership_enquiries`).
 */
import type { Handle } from '#app/db/handle.ts'
import { type Insertable, sql } from 'kysely'
import { dialectOf, indexedSearch, sortKeyText } from '#app/db/dialect.ts'
import type { PartnershipEnquiriesTable } from '#app/db/schema.ts'
import {
	afterCondition,
	countRegistrations,
	keysetBatches,
	orderClause,
	type SortDir,
	type SortKey,
} from '#app/modules/registrations/registrations.queries.server.ts'
import type { PartnershipSort } from './partnership-list.ts'

export type NewPartnershipEnquiry = Insertable<PartnershipEnquiriesTable>

/**
 * Inserts one enquiry and returns its id. Throws the driver's unique violation when its reference
 * is already taken (see `isUniqueViolation`).
 */
export async function insertEnquiry(db: Handle, enquiry: NewPartnershipEnquiry): Promise<number> {
	const row = await db
		.insertInto('partnership_enquiries')
		.values(enquiry)
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Number of enquiries, for every edition or one. */
export async function countEnquiries(db: Handle, editionId?: number): Promise<number> {
	let query = db.selectFrom('partnership_enquiries').select((eb) => eb.fn.countAll<number>().as('n'))
	if (editionId !== undefined) query = query.where('edition_id', '=', editionId)
	const row = await query.executeTakeFirstOrThrow()
	return Number(row.n)
}

// --- Back office list, delete and export (issue 6; ADR 0013) ---

/** A row of the partnership list and of its CSV export. */
export interface PartnershipListRow {
	id: number
	editionId: number | null
	fullName: string
	companyName: string
	designation: string
	email: string
	contactNumber: string | null
	whatsappNumber: string
	heardFrom: string | null
	package: string
	reference: string
	createdAt: string
}

/** What the list shows: a search on company or reference and an edition (null for every edition). */
export interface PartnershipFilter {
	q: string
	editionId: number | null
}

export interface PartnershipOrder {
	sort: PartnershipSort
	dir: SortDir
}

/** Sort keys; each has an index ending in id (migration 0003). */
const PARTNERSHIP_SORT_KEYS: Record<PartnershipSort, SortKey> = {
	name: { expression: sql<string>`lower(partnership_enquiries.full_name)` },
	company: { expression: sql<string>`lower(partnership_enquiries.company_name)` },
	designation: { expression: sql<string>`lower(partnership_enquiries.designation)` },
	email: { expression: sql<string>`partnership_enquiries.email` },
	package: { expression: sql<string>`partnership_enquiries.package` },
	date: { expression: sql<string>`partnership_enquiries.created_at`, timestamp: true },
}

const partnershipListColumns = [
	'partnership_enquiries.id',
	'partnership_enquiries.edition_id as editionId',
	'partnership_enquiries.full_name as fullName',
	'partnership_enquiries.company_name as companyName',
	'partnership_enquiries.designation',
	'partnership_enquiries.email',
	'partnership_enquiries.contact_number as contactNumber',
	'partnership_enquiries.whatsapp_number as whatsappNumber',
	'partnership_enquiries.heard_from as heardFrom',
	'partnership_enquiries.package',
	'partnership_enquiries.reference',
	'partnership_enquiries.created_at as createdAt',
] as const

/** Enquiries matching `filter`: company or reference contains `q` (any case), of one edition or all. */
function enquiriesMatching(db: Handle, filter: PartnershipFilter) {
	const dialect = dialectOf(db)
	let query = db.selectFrom('partnership_enquiries')
	if (filter.editionId !== null)
		query = query.where('partnership_enquiries.edition_id', '=', filter.editionId)
	if (filter.q) {
		query = query.where((eb) =>
			indexedSearch(eb, dialect, 'partnership_enquiries', ['company_name', 'reference'], filter.q),
		)
	}
	return query
}

/**
 * Number of enquiries matching `filter`: without a search, from the row counts the triggers keep
 * (constant cost); with one, counted through the search index (cost grows with the matches).
 */
export async function countMatchingEnquiries(db: Handle, filter: PartnershipFilter): Promise<number> {
	if (!filter.q) return countRegistrations(db, 'partnership_enquiries', filter.editionId)
	const row = await enquiriesMatching(db, filter)
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/**
 * One page of enquiries matching `filter`, in `order` (ties by id, same direction); `limit` null
 * for All. The page's ids are picked first from the sort index alone, then only those rows are read.
 */
export async function listEnquiryPage(
	db: Handle,
	query: PartnershipFilter & PartnershipOrder & { offset: number; limit: number | null },
): Promise<PartnershipListRow[]> {
	const order = orderClause('partnership_enquiries', PARTNERSHIP_SORT_KEYS[query.sort], query.dir)
	if (query.limit === null) {
		return enquiriesMatching(db, query).select(partnershipListColumns).orderBy(order).execute()
	}
	const pageIds = enquiriesMatching(db, query)
		.select('partnership_enquiries.id')
		.orderBy(order)
		.limit(query.limit)
		.offset(query.offset)
	return db
		.selectFrom('partnership_enquiries')
		.select(partnershipListColumns)
		.where('partnership_enquiries.id', 'in', pageIds)
		.orderBy(order)
		.execute()
}

/** The list screen's data: the number of matching enquiries and one page of them. */
export async function findEnquiries(
	db: Handle,
	query: PartnershipFilter & PartnershipOrder & { offset: number; limit: number | null },
): Promise<{ total: number; rows: PartnershipListRow[] }> {
	const [total, rows] = await Promise.all([countMatchingEnquiries(db, query), listEnquiryPage(db, query)])
	return { total, rows }
}

/**
 * Every enquiry matching `filter`, in `order`, as keyset batches of at most `batchSize` rows, for
 * the CSV export (see `attendeeBatches`).
 */
export function enquiryBatches(
	db: Handle,
	query: PartnershipFilter & PartnershipOrder,
	batchSize = 1000,
): AsyncGenerator<PartnershipListRow[], void, undefined> {
	const dialect = dialectOf(db)
	const key = PARTNERSHIP_SORT_KEYS[query.sort]
	return keysetBatches(batchSize, (after, limit) => {
		let batch = enquiriesMatching(db, query)
		if (after) batch = batch.where(afterCondition('partnership_enquiries', key, query.dir, after))
		return batch
			.select(partnershipListColumns)
			.select(sortKeyText(dialect, key.expression, key.timestamp === true).as('sortKey'))
			.orderBy(orderClause('partnership_enquiries', key, query.dir))
			.limit(limit)
			.execute()
	})
}

/** Deletes the enquiries `ids` (one statement); returns the ids that existed, ascending. */
export async function deleteEnquiriesByIds(db: Handle, ids: readonly number[]): Promise<number[]> {
	if (ids.length === 0) return []
	const rows = await db.deleteFrom('partnership_enquiries').where('id', 'in', ids).returning('id').execute()
	return rows.map((r) => r.id).sort((a, b) => a - b)
}

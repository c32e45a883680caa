/**
 * The list queries of the two registration lists of the back office, `attendees` and
 * `partnership_enquiries` (ADR 0024), written once for both tables: the indexed substring search,
 * the edition filter, the totals kept by triggers, the sort order with its id tie-breaker, one page
 * read through its ids, keyset batches for the CSV export, and deleting by ids. A
 * `RegistrationSource` names the table, the columns its search looks in and the columns only it has.
 */
import { countRows, onePage, type PageWindow } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import { type RawBuilder, sql, type SqlBool } from 'kysely'
import type { PaymentState } from '#app/modules/payments/money.ts'
import { paymentStateSql } from '#app/modules/payments/payments.queries.server.ts'
import {
	dialectOf,
	fromIds,
	inIds,
	isSearchableTerm,
	type SearchIndex,
	searchIndexIds,
	sortKeyText,
} from '#app/db/dialect.ts'
import type { SortDir } from '#app/lib/list-params.ts'
import { queueWebhookEvents, wantsWebhookEvent } from '#app/modules/webhooks/webhook-queue.server.ts'

export type RegistrationTable = 'attendees' | 'partnership_enquiries'

/**
 * Number of rows of `table`, of one edition or of all, read from `registration_counts` (a handful of
 * rows) instead of counting the table: the same cost at any size.
 */
export async function countRegistrations(
	db: Handle,
	table: RegistrationTable,
	editionId: number | null,
): Promise<number> {
	let query = db
		.selectFrom('registration_counts')
		.select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
		.where('list', '=', table)
	if (editionId !== null) query = query.where('edition_key', '=', editionId)
	const row = await query.executeTakeFirst()
	return Number(row?.n ?? 0)
}

/** A sort key of a list: the expression to order by and whether it is a timestamp. */
export interface SortKey {
	expression: RawBuilder<string>
	timestamp?: boolean
}

/** Every sort key of the registration lists (each list allows some of them, see its `*-list.ts`). */
export type RegistrationSort = 'name' | 'company' | 'designation' | 'email' | 'package' | 'date'

/**
 * The expression `sort` orders `table` by; each has an index ending in id (migration 0003). Texts
 * compare ignoring letter case, except the email (stored lower-cased) and the package (a choice).
 */
function sortKeyOf(table: RegistrationTable, sort: RegistrationSort): SortKey {
	const column = (name: string) => sql.ref<string>(`${table}.${name}`)
	switch (sort) {
		case 'name':
			return { expression: sql<string>`lower(${column('full_name')})` }
		case 'company':
			return { expression: sql<string>`lower(${column('company_name')})` }
		case 'designation':
			return { expression: sql<string>`lower(${column('designation')})` }
		case 'email':
			return { expression: sql<string>`${column('email')}` }
		case 'package':
			return { expression: sql<string>`${column('package')}` }
		case 'date':
			return { expression: sql<string>`${column('created_at')}`, timestamp: true }
	}
}

/** `order by <key> <dir>, id <dir>` (the id makes the order total, so pages never overlap). */
export function orderClause(table: RegistrationTable, key: SortKey, dir: SortDir): RawBuilder<unknown> {
	const direction = sql.raw(dir)
	return sql`${key.expression} ${direction}, ${sql.ref(`${table}.id`)} ${direction}`
}

/**
 * Rows strictly after `after` in the order `(key, id) dir`: a row-value comparison, plus the same
 * bound on the key alone, which SQLite needs to seek an expression index (`lower(…)`) instead of
 * scanning it from the start for every batch.
 */
export function afterCondition(
	table: RegistrationTable,
	key: SortKey,
	dir: SortDir,
	after: { key: string; id: number },
): RawBuilder<SqlBool> {
	const strict = sql.raw(dir === 'asc' ? '>' : '<')
	const loose = sql.raw(dir === 'asc' ? '>=' : '<=')
	return sql<SqlBool>`(${key.expression} ${loose} ${after.key} and (${key.expression}, ${sql.ref(`${table}.id`)}) ${strict} (${after.key}, ${after.id}))`
}

/**
 * Runs `fetchBatch` until a batch comes back short, yielding each non-empty batch. `fetchBatch`
 * gets the last row of the previous batch (undefined first) and reads at most `size` rows after it.
 * Each batch is its own short query: a slow download never holds a connection (SQLite has one) or
 * a transaction open, and other requests are served between batches. Rows added or deleted while it runs may or may not appear; no row present
 * throughout is skipped or repeated, as it would be with offsets.
 */
export async function* keysetBatches<Row extends { id: number; sortKey: string }>(
	size: number,
	fetchBatch: (after: { key: string; id: number } | undefined, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[], void, undefined> {
	let after: { key: string; id: number } | undefined
	for (;;) {
		// Let other requests run between batches: with SQLite each query runs synchronously, and a
		// fast reader would otherwise keep the event loop for the whole export.
		if (after) await new Promise((resolve) => setImmediate(resolve))
		const batch = await fetchBatch(after, size)
		if (batch.length > 0) yield batch
		if (batch.length < size) return
		const last = batch[batch.length - 1]!
		after = { key: last.sortKey, id: last.id }
	}
}

// --- One list, whichever table ---

/** A row of a registration list and of its CSV export: the columns both tables have. */
export interface RegistrationListRow {
	id: number
	/** Null only for an enquiry sent while no edition was current. */
	editionId: number | null
	fullName: string
	companyName: string
	designation: string
	email: string
	contactNumber: string | null
	whatsappNumber: string
	heardFrom: string | null
	createdAt: string
}

/** The columns only one kind has: partnership enquiries (package, reference) or attendees (payment, check-in, group). */
export interface RegistrationExtras {
	package: string
	reference: string
	/** What the registration owes (pesewas), null without a fee; what was paid is in the ledger. */
	fee_pesewas: number | null
	checked_in_at: string | null
	checked_in_by: string | null
	/** The group its contact registered the attendee with (`registration_groups`), or null. */
	group_id: number | null
}

export type RegistrationExtra = keyof RegistrationExtras

/** A row of a list that reads the extra columns `E` too. */
export type RegistrationRow<E extends RegistrationExtra = never> = RegistrationListRow &
	Pick<RegistrationExtras, E>

/** Which table a list reads, where its search looks, and which extra columns its rows carry. */
export interface RegistrationSource<E extends RegistrationExtra = never> {
	table: RegistrationTable
	/** The search index of its search (`SEARCH_INDEXES` in app/db/dialect.ts: which columns). */
	searchIndex: SearchIndex
	extraColumns: readonly E[]
}

/**
 * What a list shows: a search (any letter case), an edition (null for every edition), and for
 * attendees a payment status and whether they are checked in (null or absent: any).
 */
export interface RegistrationFilter {
	q: string
	editionId: number | null
	payment?: PaymentState | null
	checkedIn?: 'yes' | 'no' | null
}

export interface RegistrationOrder {
	sort: RegistrationSort
	dir: SortDir
}

/** A list query: filter, order and the page window (`limit` null for every row). */
export type RegistrationPageQuery = RegistrationFilter & RegistrationOrder & PageWindow

function listColumns<E extends RegistrationExtra>(source: RegistrationSource<E>) {
	return [
		'id',
		'edition_id as editionId',
		'full_name as fullName',
		'company_name as companyName',
		'designation',
		'email',
		'contact_number as contactNumber',
		'whatsapp_number as whatsappNumber',
		'heard_from as heardFrom',
		'created_at as createdAt',
		...source.extraColumns,
	] as const
}

/** The filters of `filter` but the search, as conditions on `table`'s columns (`alias.` before each). */
function filterConditions(
	table: RegistrationTable,
	filter: RegistrationFilter,
	alias: string = table,
): RawBuilder<SqlBool>[] {
	const column = (name: string) => sql.ref(`${alias}.${name}`)
	const conditions: RawBuilder<SqlBool>[] = []
	if (filter.editionId !== null) conditions.push(sql<SqlBool>`${column('edition_id')} = ${filter.editionId}`)
	if (table === 'attendees') {
		if (filter.payment) conditions.push(sql<SqlBool>`${paymentStateSql(alias)} = ${filter.payment}`)
		if (filter.checkedIn === 'yes') conditions.push(sql<SqlBool>`${column('checked_in_at')} is not null`)
		if (filter.checkedIn === 'no') conditions.push(sql<SqlBool>`${column('checked_in_at')} is null`)
	}
	return conditions
}

/**
 * Rows of `source` matching `filter` (the CSV export's rows): a search column contains `q` (every
 * match, through the search index), of one edition or all, and the attendee filters. A `q` too
 * short to search (`isSearchableTerm`) is no search: the lists say so and show every row.
 */
function registrationsMatching(
	db: Handle,
	source: RegistrationSource<RegistrationExtra>,
	filter: RegistrationFilter,
) {
	const { table } = source
	let query = db.selectFrom(table)
	for (const condition of filterConditions(table, filter)) query = query.where(condition)
	if (isSearchableTerm(filter.q)) {
		const matches = searchIndexIds(dialectOf(db), source.searchIndex, filter.q, null)
		query = query.where(sql<SqlBool>`${sql.ref(`${table}.id`)} in (${matches})`)
	}
	return query
}

/** Most registrations a list search shows: the newest that match. */
export const SEARCH_SHOWN = 1000

/** Most index matches a list search with filters reads to find the ones the filters keep. */
export const SEARCH_SCAN = 5000

/**
 * What a search found: the ids of the newest matching rows (search and filters), newest first, at
 * most the number asked for; `complete` when they are every matching row (otherwise more match, or
 * older index matches were not read past the scan limit).
 */
export interface RegistrationSearch {
	ids: number[]
	complete: boolean
}

/**
 * The newest rows of `table` whose `index` columns contain `term` and that pass `conditions` (on the
 * alias `t`), newest first (ADR 0039), with a cost bounded whatever the term: without conditions,
 * the newest `shown` + 1 index matches are read; with them, the newest `scan` index matches are read
 * once, joined to the table, and the newest `shown` + 1 kept. `term` must be searchable
 * (`isSearchableTerm`). For the lists here and the check-in desk.
 */
export async function newestMatches(
	db: Handle,
	table: RegistrationTable,
	index: SearchIndex,
	term: string,
	conditions: readonly RawBuilder<SqlBool>[],
	{ shown, scan }: { shown: number; scan: number },
): Promise<RegistrationSearch> {
	const dialect = dialectOf(db)
	if (conditions.length === 0) {
		const { rows } = await searchIndexIds(dialect, index, term, shown + 1).execute(db)
		return { ids: rows.slice(0, shown).map((r) => r.id), complete: rows.length <= shown }
	}
	// One read of the index: the matches read (row `read`) and the newest that pass (rows `hit`).
	const { rows } = await sql<{ kind: 'read' | 'hit'; n: number | string }>`
		with s as materialized (${searchIndexIds(dialect, index, term, scan)})
		select 'read' as kind, count(*) as n from s
		union all
		select * from (
			select 'hit' as kind, t.id as n ${fromIds(dialect, 's', table, 't')}
			and ${sql.join([...conditions], sql` and `)}
			order by t.id desc limit ${shown + 1}
		) hits`.execute(db)
	const ids = rows.filter((r) => r.kind === 'hit').map((r) => Number(r.n))
	const read = Number(rows.find((r) => r.kind === 'read')?.n ?? 0)
	return { ids: ids.slice(0, shown), complete: ids.length <= shown && read < scan }
}

/**
 * The search of a list: the newest `SEARCH_SHOWN` rows of `source` whose search columns
 * contain `filter.q` and that pass its filters (see `newestMatches`; at most `SEARCH_SCAN` index
 * matches read when filters apply). Null when `q` is no search (empty, or too short:
 * `isSearchableTerm`).
 */
export async function searchRegistrations(
	db: Handle,
	source: RegistrationSource<RegistrationExtra>,
	filter: RegistrationFilter,
): Promise<RegistrationSearch | null> {
	if (!isSearchableTerm(filter.q)) return null
	return newestMatches(
		db,
		source.table,
		source.searchIndex,
		filter.q,
		filterConditions(source.table, filter, 't'),
		{
			shown: SEARCH_SHOWN,
			scan: SEARCH_SCAN,
		},
	)
}

/**
 * Number of rows of `source` matching `filter`: without a search or filter, from the row counts the
 * triggers keep (constant cost); with a search, the rows `searchRegistrations` found (pass `search`
 * when it has run already), at most `SEARCH_SHOWN`; with filters alone, counted.
 */
export async function countMatchingRegistrations(
	db: Handle,
	source: RegistrationSource<RegistrationExtra>,
	filter: RegistrationFilter,
	search?: RegistrationSearch | null,
): Promise<number> {
	const found = search === undefined ? await searchRegistrations(db, source, filter) : search
	if (found) return found.ids.length
	if (!filter.payment && !filter.checkedIn) return countRegistrations(db, source.table, filter.editionId)
	return countRows(registrationsMatching(db, source, filter))
}

/**
 * One page of the rows of `source` matching the query, in its order (ties by id, same direction).
 * With a search, the page is taken from the rows `searchRegistrations` found (pass `search` when it
 * has run already). Without, the page's ids are picked first from the sort index alone, then only
 * those rows are read, so a deep page skips index entries rather than table rows.
 */
export async function listRegistrationPage<E extends RegistrationExtra>(
	db: Handle,
	source: RegistrationSource<E>,
	query: RegistrationPageQuery,
	search?: RegistrationSearch | null,
): Promise<RegistrationRow<E>[]> {
	const order = orderClause(source.table, sortKeyOf(source.table, query.sort), query.dir)
	const columns = listColumns(source)
	const found = search === undefined ? await searchRegistrations(db, source, query) : search
	if (found) {
		if (found.ids.length === 0) return []
		const rows = await db
			.selectFrom(source.table)
			.select(columns)
			.where(inIds(dialectOf(db), `${source.table}.id`, found.ids))
			.orderBy(order)
			.$call(onePage(query))
			.execute()
		return rows as RegistrationRow<E>[]
	}
	if (query.limit === null) {
		const rows = await registrationsMatching(db, source, query).select(columns).orderBy(order).execute()
		return rows as RegistrationRow<E>[]
	}
	const pageIds = registrationsMatching(db, source, query)
		.select('id')
		.orderBy(order)
		.limit(query.limit)
		.offset(query.offset)
	const rows = await db
		.selectFrom(source.table)
		.select(columns)
		.where('id', 'in', pageIds)
		.orderBy(order)
		.execute()
	return rows as RegistrationRow<E>[]
}

/** The money of the attendees a list matches, added up (pesewas). */
export interface AttendeeMoneyTotals {
	/** Registrations added up. */
	count: number
	/** Fees owed (none counts 0). */
	feePesewas: number
	/** Received less refunded. */
	paidPesewas: number
	waivedPesewas: number
	/** Fees owed less paid less waived: what is still to pay (an overpayment counts against it). */
	balancePesewas: number
}

/**
 * The money of the attendees matching `filter` (the list's edition, payment and check-in filters;
 * with a search, the rows `search` found, as the list shows them), added up in one statement of two
 * plain sums, with no grouping per registration so that it stays cheap on a large list: the matching
 * registrations' fees, and the ledger movements (`payments`) of those registrations by kind.
 */
export async function attendeeMoneyTotals(
	db: Handle,
	filter: RegistrationFilter,
	search: RegistrationSearch | null,
): Promise<AttendeeMoneyTotals> {
	if (search && search.ids.length === 0)
		return { count: 0, feePesewas: 0, paidPesewas: 0, waivedPesewas: 0, balancePesewas: 0 }
	const conditions = search
		? [inIds(dialectOf(db), 'a.id', search.ids)]
		: filterConditions('attendees', filter, 'a')
	const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``
	const { rows } = await sql<Record<'n' | 'fee' | 'paid' | 'waived', number | string>>`
		select f.n, f.fee, m.paid, m.waived
		from (select count(*) as n, coalesce(sum(a.fee_pesewas), 0) as fee from attendees a ${where}) f
		cross join (
			select
				coalesce(sum(case when p.kind = 'payment' then p.amount_pesewas
					when p.kind = 'refund' then -p.amount_pesewas else 0 end), 0) as paid,
				coalesce(sum(case when p.kind = 'waiver' then p.amount_pesewas else 0 end), 0) as waived
			from payments p inner join attendees a on a.id = p.attendee_id ${where}
		) m`.execute(db)
	const row = rows[0]
	const totals = {
		count: Number(row?.n ?? 0),
		feePesewas: Number(row?.fee ?? 0),
		paidPesewas: Number(row?.paid ?? 0),
		waivedPesewas: Number(row?.waived ?? 0),
	}
	return { ...totals, balancePesewas: totals.feePesewas - totals.paidPesewas - totals.waivedPesewas }
}

/**
 * A list screen's data: the number of matching rows, one page of them, and what its search found
 * (null without a search; see `searchRegistrations`).
 */
export async function findRegistrations<E extends RegistrationExtra>(
	db: Handle,
	source: RegistrationSource<E>,
	query: RegistrationPageQuery,
): Promise<{ total: number; rows: RegistrationRow<E>[]; search: RegistrationSearch | null }> {
	const search = await searchRegistrations(db, source, query)
	const [total, rows] = await Promise.all([
		countMatchingRegistrations(db, source, query, search),
		listRegistrationPage(db, source, query, search),
	])
	return { total, rows, search }
}

/**
 * Every row of `source` matching the query, in its order, as batches of at most `batchSize` rows
 * read by keyset (each batch is one short query after the last row of the previous one), for the CSV
 * export: memory holds one batch, whatever the table size.
 */
export function registrationBatches<E extends RegistrationExtra>(
	db: Handle,
	source: RegistrationSource<E>,
	query: RegistrationFilter & RegistrationOrder,
	batchSize = 1000,
): AsyncGenerator<RegistrationRow<E>[], void, undefined> {
	const dialect = dialectOf(db)
	const key = sortKeyOf(source.table, query.sort)
	return keysetBatches(batchSize, async (after, limit) => {
		let batch = registrationsMatching(db, source, query)
		if (after) batch = batch.where(afterCondition(source.table, key, query.dir, after))
		const rows = await batch
			.select(listColumns(source))
			.select(sortKeyText(dialect, key.expression, key.timestamp === true).as('sortKey'))
			.orderBy(orderClause(source.table, key, query.dir))
			.limit(limit)
			.execute()
		return rows as (RegistrationRow<E> & { sortKey: string })[]
	})
}

/** Deletes the rows `ids` of `table` (one statement); returns the ids that existed, ascending. */
export async function deleteRegistrationsByIds(
	db: Handle,
	table: RegistrationTable,
	ids: readonly number[],
): Promise<number[]> {
	if (ids.length === 0) return []
	const rows = await db.deleteFrom(table).where('id', 'in', ids).returning('id').execute()
	return rows.map((r) => r.id).sort((a, b) => a - b)
}

/**
 * Deletes the registrations (attendees) `ids` as `deleteRegistrationsByIds` does, and queues a
 * `registration.cancelled` webhook for each one deleted, at `now`, in the same transaction `trx`
 * (docs/webhooks.md): its id, desk reference and edition, read before the row is gone (only when an
 * endpoint wants the event). Returns the ids deleted, ascending.
 */
export async function deleteAttendeesWithWebhooks(
	trx: Handle,
	ids: readonly number[],
	now: Date,
): Promise<number[]> {
	if (ids.length === 0) return []
	const before = (await wantsWebhookEvent(trx, 'registration.cancelled'))
		? await trx
				.selectFrom('attendees as a')
				.innerJoin('event_editions as e', 'e.id', 'a.edition_id')
				.select(['a.id', 'a.desk_ref', 'e.id as editionId', 'e.year'])
				.where('a.id', 'in', ids)
				.execute()
		: []
	const deleted = await deleteRegistrationsByIds(trx, 'attendees', ids)
	const gone = new Set(deleted)
	const cancelledAt = now.toISOString()
	await queueWebhookEvents(
		trx,
		'registration.cancelled',
		before
			.filter((row) => gone.has(row.id))
			.sort((a, b) => a.id - b.id)
			.map((row) => ({
				id: row.id,
				reference: row.desk_ref,
				edition: { id: row.editionId, year: row.year },
				cancelled_at: cancelledAt,
			})),
		now,
	)
	return deleted
}

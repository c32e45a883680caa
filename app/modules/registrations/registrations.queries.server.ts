/**
 * Query pieces shared by the two registration lists of the back office, `attendees` and
 * `partnership_enquiries` (issue 6; ADR 0013): the indexed substring search, the sort order with its
 * id tie-breaker, one page read through its ids, and keyset batches for the CSV export.
 */
import type { Handle } from '#app/db/handle.ts'
import { type RawBuilder, sql, type SqlBool } from 'kysely'

export type RegistrationTable = 'attendees' | 'partnership_enquiries'
export type SortDir = 'asc' | 'desc'

/**
 * Row counts per list and edition, kept exact by triggers (migration 0003): `edition_key` is the
 * edition id, 0 for enquiries without an edition.
 */
interface RegistrationCountsTable {
	list: RegistrationTable
	edition_key: number
	n: number
}

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
		.withTables<{ registration_counts: RegistrationCountsTable }>()
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

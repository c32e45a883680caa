/**
 * Steps many queries take, written once: counting the rows a select matches, limiting a select to one
 * page of a list (both on any select builder), and whether an update or delete changed a row. On
 * SQLite and PostgreSQL alike.
 */
import type { DeleteResult, SelectQueryBuilder, UpdateResult } from 'kysely'

/** One page of a list: `limit` rows after `offset` (0-based), or every row when `limit` is null (All). */
export interface PageWindow {
	offset: number
	limit: number | null
}

/**
 * What a list's page query takes: the search text (`q`, '' for all; what it searches is the list's
 * own), the sort key and direction, and the page.
 */
export interface PageQuery<S extends string> extends PageWindow {
	q: string
	sort: S
	dir: 'asc' | 'desc'
}

/**
 * The number of rows `select` (a select builder with its joins and filters, no columns yet) matches.
 * PostgreSQL returns `count(*)` as a string (a bigint), SQLite as a number: both come back a number.
 */
export async function countRows<DB, TB extends keyof DB>(
	select: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
	// Kysely cannot name the selected column while the tables are a type parameter: the one row
	// has the one column `n`.
	const row = (await select.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as {
		n: number | string | bigint
	}
	return Number(row.n)
}

/**
 * Limits `select` to the page `window`, for `select.$call(onePage(window))`. All adds neither LIMIT
 * nor OFFSET: it starts at the first row, and SQLite accepts OFFSET only after a LIMIT.
 */
export function onePage(window: PageWindow) {
	return <DB, TB extends keyof DB, O>(
		select: SelectQueryBuilder<DB, TB, O>,
	): SelectQueryBuilder<DB, TB, O> =>
		window.limit === null ? select : select.limit(window.limit).offset(window.offset)
}

/**
 * True when an UPDATE or DELETE changed at least one row (Kysely's result, whose count is a bigint
 * on one driver and a number-like on the other).
 */
export function changedAny(result: UpdateResult | DeleteResult): boolean {
	return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0
}

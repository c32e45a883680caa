/**
 * Every difference between SQLite and PostgreSQL lives here, and nowhere else (ADR 0020,
 * docs/architecture.md): column types used by migrations, unique-violation detection,
 * case-insensitive and indexed search, row locks and locks on keys, timestamps read as sort keys,
 * and the rate limiter's store. Query functions call these instead of testing the dialect themselves.
 */
import crypto from 'node:crypto'
import type SQLite from 'better-sqlite3'
import {
	type ColumnDataType,
	type ColumnDefinitionBuilder,
	type Expression,
	type ExpressionBuilder,
	PostgresAdapter,
	type RawBuilder,
	type SelectQueryBuilder,
	type SqlBool,
	sql,
} from 'kysely'
import {
	type IRateLimiterStoreOptions,
	type RateLimiterAbstract,
	RateLimiterPostgres,
	RateLimiterSQLite,
} from 'rate-limiter-flexible'
import { type Database, driverClientOf, keptStatements } from './connect.server.ts'
import type { Handle } from './handle.ts'

export type Dialect = 'sqlite' | 'postgres'

/** Which dialect a Kysely handle (or transaction) talks to. */
export function dialectOf(db: { getExecutor(): { readonly adapter: object } }): Dialect {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/**
 * Column types for migrations: timestamps are `timestamptz` on PostgreSQL and ISO text on SQLite.
 * Ids never come back after a delete (SQLite `AUTOINCREMENT`, PostgreSQL sequences), so an id in the
 * activity log always names one record.
 */
export function columnTypes(dialect: Dialect) {
	return {
		id: (dialect === 'postgres' ? 'serial' : 'integer') as ColumnDataType,
		primaryKey: (c: ColumnDefinitionBuilder) =>
			dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
		timestamp: (dialect === 'postgres' ? 'timestamptz' : 'text') as ColumnDataType,
		date: (dialect === 'postgres' ? 'date' : 'text') as ColumnDataType,
		now: dialect === 'postgres' ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
	}
}

/** True when `error` is a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
	if (typeof error !== 'object' || error === null) return false
	const code = (error as { code?: unknown }).code
	return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * Case-insensitive substring match of `column` against `term` (the back office searches), for every script
 * (accents, Ga/Twi letters): ILIKE on PostgreSQL; on SQLite, LIKE over `unicode_lower()` (registered
 * on each connection in connect.server.ts) of the column and the lower-cased term.
 */
export function containsInsensitive<DB, TB extends keyof DB>(
	eb: ExpressionBuilder<DB, TB>,
	dialect: Dialect,
	column: Expression<string | null>,
	term: string,
): Expression<SqlBool> {
	const pattern = `%${escapeLike(term.toLowerCase())}%`
	return dialect === 'postgres'
		? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
		: sql<SqlBool>`unicode_lower(${column}) like ${pattern} escape '\\'`
}

/** Shortest search term the trigram indexes can serve: shorter terms are not searched. */
export const TRIGRAM_MIN_LENGTH = 3

/** Whether `term` is long enough (in characters, not bytes) for `searchIndexIds`. */
export function isSearchableTerm(term: string): boolean {
	return [...term].length >= TRIGRAM_MIN_LENGTH
}

/**
 * The search indexes, each a table and the columns it searches: on SQLite an FTS5 trigram
 * table `<index>_search` (migrations 0003 and 0013); on PostgreSQL the search table
 * `<table>_search` of migration 0013, those columns of it.
 */
export const SEARCH_INDEXES = {
	attendees: { table: 'attendees', columns: ['full_name', 'email'] },
	partnership_enquiries: { table: 'partnership_enquiries', columns: ['company_name', 'reference'] },
	/** Attendees by name alone (the check-in desk). */
	attendee_names: { table: 'attendees', columns: ['full_name'] },
} as const

export type SearchIndex = keyof typeof SEARCH_INDEXES

/**
 * A subquery (`select id …`) of the ids of the rows of `index`'s table where one of its columns
 * contains `term` in any letter case, every character taken literally (`%`, `_`, `"` and `\` too),
 * served by the index on both databases (ADR 0039):
 * - SQLite: the FTS5 trigram table `<index>_search`, the term one phrase; its matches are exact,
 *   read newest first from the index itself;
 * - PostgreSQL: the search table `<table>_search` (migration 0013), its folded columns through their
 *   trigram GIN indexes and its lower-cased columns for the exact `like`.
 * With `limit`, the newest `limit` ids (highest first); without, every matching id in no order.
 * The cost grows with the ids read, never with the table, whatever the term. Throws for a term of
 * fewer than `TRIGRAM_MIN_LENGTH` characters, which no trigram index serves (`isSearchableTerm`).
 */
export function searchIndexIds(
	dialect: Dialect,
	index: SearchIndex,
	term: string,
	limit: number | null,
): RawBuilder<{ id: number }> {
	if (!isSearchableTerm(term)) throw new Error(`A search term needs ${TRIGRAM_MIN_LENGTH} characters or more`)
	const { table, columns } = SEARCH_INDEXES[index]
	const newest =
		limit === null
			? sql``
			: sql`order by ${sql.raw(dialect === 'postgres' ? 'id' : 'rowid')} desc limit ${limit}`
	if (dialect === 'sqlite') {
		const search = sql.table(`${index}_search`)
		const phrase = `"${term.replaceAll('"', '""')}"`
		return sql<{ id: number }>`select rowid as id from ${search} where ${search} match ${phrase} ${newest}`
	}
	const search = sql.table(`${table}_search`)
	const folded = sql`'%' || search_fold(lower(${term})) || '%'`
	const pattern = `%${escapeLike(term)}%`
	const matches = columns.map(
		(column) =>
			sql`(${sql.ref(`${column}_folded`)} like ${folded} and ${sql.ref(column)} like lower(${pattern}) escape '\\')`,
	)
	return sql<{ id: number }>`select id from ${search} where ${sql.join(matches, sql` or `)} ${newest}`
}

/**
 * `from <table> as <alias> where …`, reading `table` at the ids of the common table expression
 * `ids` (a column `id`), one primary-key lookup per id, whatever the planner would guess of their
 * number: SQLite joins from `ids` (a `cross join` keeps that order), PostgreSQL takes the ids as an
 * array. Append further conditions with `and`.
 */
export function fromIds(dialect: Dialect, ids: string, table: string, alias: string): RawBuilder<unknown> {
	const t = sql.id(alias)
	return dialect === 'postgres'
		? sql`from ${sql.table(table)} as ${t} where ${t}.id = any(array(select id from ${sql.table(ids)}))`
		: sql`from ${sql.table(ids)} cross join ${sql.table(table)} as ${t} where ${t}.id = ${sql.table(ids)}.id`
}

/**
 * `column in ids` with the ids as one parameter, whatever their number (a page of a search's
 * matches: up to a thousand): a PostgreSQL array, a JSON array on SQLite.
 */
export function inIds(dialect: Dialect, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
	return dialect === 'postgres'
		? sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::integer[])`
		: sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`
}

/**
 * A sort key read back as text that compares exactly like the column: PostgreSQL timestamps go
 * through `::text`, so microseconds from a database default are not lost to the ISO parser; SQLite
 * timestamps are ISO text already.
 */
export function sortKeyText(
	dialect: Dialect,
	expression: RawBuilder<string>,
	isTimestamp: boolean,
): RawBuilder<string> {
	return isTimestamp && dialect === 'postgres' ? sql<string>`${expression}::text` : expression
}

/**
 * `query` locking the rows it reads until the transaction ends (`FOR UPDATE`) on PostgreSQL, and
 * with `skipLocked` passing over rows another transaction holds (a queue's workers each take their
 * own); SQLite runs one write transaction at a time, so the query is returned as it is there.
 */
export function lockedForUpdate<DB, TB extends keyof DB, O>(
	handle: { getExecutor(): { readonly adapter: object } },
	query: SelectQueryBuilder<DB, TB, O>,
	{ skipLocked = false }: { skipLocked?: boolean } = {},
): SelectQueryBuilder<DB, TB, O> {
	if (dialectOf(handle) !== 'postgres') return query
	return skipLocked ? query.forUpdate().skipLocked() : query.forUpdate()
}

/**
 * Holds a lock on each of `keys` (any strings) until the transaction `trx` ends, so transactions
 * about the same key run one after the other (a counter read and raised by each). PostgreSQL:
 * transaction-level advisory locks in `namespace` (a number naming what the keys are), one per key's
 * 32-bit hash, taken in one order so two transactions never wait for each other in a circle; two keys
 * with the same hash merely share a lock. SQLite runs one write transaction at a time, so nothing is
 * needed there. Call it inside a transaction, before reading what the keys guard.
 */
export async function lockKeys(trx: Handle, namespace: number, keys: readonly string[]): Promise<void> {
	if (dialectOf(trx) !== 'postgres' || !keys.length) return
	const hashes = [
		...new Set(keys.map((key) => crypto.createHash('sha256').update(key).digest().readInt32BE(0))),
	].sort((a, b) => a - b)
	// unnest yields the array's elements in order, so the locks are taken in that order.
	await sql`select pg_advisory_xact_lock(${namespace}::int4, h) from unnest(${hashes}::int4[]) as h`.execute(
		trx,
	)
}

/**
 * A rate limiter of rate-limiter-flexible stored in `db` itself (table `options.tableName`, created
 * by the library on first use): `RateLimiterPostgres` on the pool, `RateLimiterSQLite` on the
 * better-sqlite3 connection, its statements kept once prepared (`keptStatements`: the library
 * prepares each one it runs). Resolves once the store is ready; rejects when the table cannot be made.
 */
export function createDatabaseRateLimiter(
	db: Database,
	options: Omit<IRateLimiterStoreOptions, 'storeClient' | 'storeType'>,
): Promise<RateLimiterAbstract> {
	const client = driverClientOf(db)
	return new Promise((resolve, reject) => {
		const done = (error?: unknown) => (error ? reject(error) : resolve(limiter))
		const limiter: RateLimiterAbstract =
			client.kind === 'postgres'
				? new RateLimiterPostgres({ ...options, storeClient: client.pool }, done)
				: new RateLimiterSQLite(
						{ ...options, storeClient: withKeptStatements(client.database), storeType: 'better-sqlite3' },
						done,
					)
	})
}

/** `database` with its `prepare` keeping statements (`keptStatements`); everything else its own. */
function withKeptStatements(database: SQLite.Database): SQLite.Database {
	const prepare = keptStatements(database)
	return new Proxy(database, {
		get(target, key) {
			if (key === 'prepare') return prepare
			const value: unknown = Reflect.get(target, key)
			return typeof value === 'function' ? value.bind(target) : value
		},
	})
}

/**
 * The Accra calendar day (`YYYY-MM-DD`) of the timestamp `column`, for grouping by day in SQL:
 * PostgreSQL converts the `timestamptz` to Africa/Accra and takes its date (read back as
 * `YYYY-MM-DD`); SQLite takes the first ten characters of its ISO UTC text (the schema's convention,
 * `schema.ts`), UTC being Accra's time all year (UTC+0, no summer time: `app/lib/format.ts`). Both
 * cost little per row: no date formatting.
 */
export function accraDay(dialect: Dialect, column: Expression<string | null>): RawBuilder<string> {
	return dialect === 'postgres'
		? sql<string>`cast(${column} at time zone 'Africa/Accra' as date)`
		: sql<string>`substr(${column}, 1, 10)`
}

/**
 * The start of the Accra hour of the timestamp `column`, as Accra's wall-clock time written like an
 * ISO instant (`2027-03-18T08:00:00.000Z` for any moment from 08:00 to 08:59 in Accra): its day is
 * the first ten characters and its hour the two after the `T`. PostgreSQL truncates the Accra time
 * (read back in that form by the type parsers in `connect.server.ts`); SQLite cuts its ISO UTC text,
 * as `accraDay` does.
 */
export function accraHourStart(dialect: Dialect, column: Expression<string | null>): RawBuilder<string> {
	return dialect === 'postgres'
		? sql<string>`date_trunc('hour', ${column} at time zone 'Africa/Accra')`
		: sql<string>`substr(${column}, 1, 13) || ':00:00.000Z'`
}

/**
 * `column` as a grouping key that ignores letter case and spacing: trimmed, every run of white
 * space (tabs, line breaks and no-break spaces too) made one space, and lower-cased in every
 * script. PostgreSQL does it with one regular expression; SQLite, which has none, first turns each
 * kind of white space into a space and then halves runs of spaces eight times (enough for any run
 * up to 256 spaces, longer than the form's 160 characters), lower-casing with `unicode_lower`.
 */
export function foldedText(dialect: Dialect, column: Expression<string>): RawBuilder<string> {
	if (dialect === 'postgres') {
		return sql<string>`lower(btrim(regexp_replace(${column}, ${'[[:space:]\u00a0]+'}, ' ', 'g')))`
	}
	let spaced: RawBuilder<string> = sql<string>`replace(replace(replace(replace(${column}, char(9), ' '), char(10), ' '), char(13), ' '), char(160), ' ')`
	for (let i = 0; i < 8; i++) spaced = sql<string>`replace(${spaced}, '  ', ' ')`
	return sql<string>`unicode_lower(trim(${spaced}))`
}

/**
 * `expression` compared by code point, as SQLite compares text by default: PostgreSQL's default
 * collation follows the server's locale, so sorts and `min()` of text that must come out alike on
 * both databases use `collate "C"` there.
 */
export function codePointOrder(dialect: Dialect, expression: Expression<string | null>): RawBuilder<string> {
	return dialect === 'postgres' ? sql<string>`${expression} collate "C"` : sql<string>`${expression}`
}

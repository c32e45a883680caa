/**
 * Every difference between SQLite and PostgreSQL lives here, and nowhere else (ADR 0002,
 * docs/architecture.md): column types used by migrations, unique-violation detection,
 * case-insensitive and indexed search, row locks and locks on keys, timestamps read as sort keys,
 * and the rate limiter's store. Query functions call these instead of testing the dialect themselves.
 */
import crypto from 'node:crypto'
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
import { type Database, driverClientOf } from './connect.server.ts'
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

/** Shortest search term the trigram indexes can serve; shorter terms scan the table. */
export const TRIGRAM_MIN_LENGTH = 3

/**
 * Case-insensitive substring match of `q` in any of `columns` of `table`, served by an index where
 * one exists (migration 0003): on PostgreSQL `ilike` on each column, which the trigram GIN indexes
 * serve; on SQLite, terms of `TRIGRAM_MIN_LENGTH` characters or more go through the FTS5 trigram
 * table `<table>_search` (over the same columns, rowid = id), and shorter terms fall back to
 * `containsInsensitive`, a scan. `%`, `_` and `"` match literally either way.
 */
export function indexedSearch<DB, TB extends keyof DB & string>(
	eb: ExpressionBuilder<DB, TB>,
	dialect: Dialect,
	table: TB,
	columns: readonly string[],
	q: string,
): Expression<SqlBool> {
	if (dialect === 'sqlite' && [...q].length >= TRIGRAM_MIN_LENGTH) {
		const phrase = `"${q.replaceAll('"', '""')}"`
		const fts = sql.table(`${table}_search`)
		return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${fts} where ${fts} match ${phrase})`
	}
	return eb.or(columns.map((column) => containsInsensitive(eb, dialect, sql.ref<string>(column), q)))
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
 * better-sqlite3 connection. Resolves once the store is ready; rejects when the table cannot be made.
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
						{ ...options, storeClient: client.database, storeType: 'better-sqlite3' },
						done,
					)
	})
}

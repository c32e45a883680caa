/**
 * Every difference between SQLite and PostgreSQL lives here (STYLE.md §6): column types used by
 * migrations, unique-violation detection and case-insensitive search.
 */
import {
	type ColumnDataType,
	type ColumnDefinitionBuilder,
	type Expression,
	type ExpressionBuilder,
	PostgresAdapter,
	type SqlBool,
	sql,
} from 'kysely'

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
 * Case-insensitive substring match of `column` against `term` (spec §5 searches), for every script
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

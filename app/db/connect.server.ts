/**
 * Opening a database, without reading the environment: SQLite through better-sqlite3 (WAL, foreign
 * keys on, busy timeout; a new file and its folder readable by the server's user only,
 * `private-files.server.ts`; a write transaction takes the write lock first, ADR 0049) or
 * PostgreSQL through `pg`. The app's own handle is `db` in `db.server.ts`; tests and scripts open
 * others here.
 */
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
	CompiledQuery,
	type DatabaseConnection,
	Kysely,
	PostgresDialect,
	SqliteDialect,
	type SqliteDialectConfig,
	SqliteDriver,
	type TransactionSettings,
	sql,
} from 'kysely'
import pg from 'pg'
import { singleton } from '#app/lib/singleton.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { createPrivateFile, makePrivateDir } from './private-files.server.ts'
import type { DB } from './schema.ts'

import type { Database } from './handle.ts'

export type { Database } from './handle.ts'

export interface DatabaseConfig {
	/** postgres:// URL; when absent SQLite is used. */
	databaseUrl?: string
	/**
	 * SQLite file path, created when missing (0600, its WAL and shared-memory files too) with its
	 * missing folders (0700); ':memory:' for tests.
	 */
	databasePath: string
	/** PostgreSQL only: the most connections the pool opens at once (`DATABASE_POOL_SIZE`); 10 when absent. */
	poolSize?: number
}

let typeParsersSet = false

/** Reads PostgreSQL values in the shapes schema.ts documents: ISO strings, `YYYY-MM-DD`, numbers. */
function setPostgresTypeParsers() {
	if (typeParsersSet) return
	typeParsersSet = true
	const toIso = (value: string) => new Date(value).toISOString()
	pg.types.setTypeParser(1184, toIso) // timestamptz
	pg.types.setTypeParser(1114, (value: string) => new Date(`${value}Z`).toISOString()) // timestamp
	pg.types.setTypeParser(1082, (value: string) => value) // date
	pg.types.setTypeParser(20, (value: string) => Number(value)) // int8 (counts)
}

/** The driver object under a Kysely handle, for libraries that bring their own SQL (rate limiting). */
export type DriverClient = { kind: 'postgres'; pool: pg.Pool } | { kind: 'sqlite'; database: SQLite.Database }

// Kept per process (not per module copy): the server entry and the built bundle load this file twice.
const driverClients = singleton('db-driver-clients', () => new WeakMap<Database, DriverClient>())

/** The driver client of a handle opened by `createDatabase`. Throws for any other handle. */
export function driverClientOf(db: Database): DriverClient {
	const client = driverClients.get(db)
	if (!client) throw new Error('This database handle was not opened by createDatabase')
	return client
}

/**
 * Kysely's better-sqlite3 driver, but for one thing: a transaction begun in the access mode
 * 'read write' (`writeTransaction` in transaction.ts) begins with `BEGIN IMMEDIATE`, so it holds
 * the write lock from its first statement, waiting up to the busy timeout while another connection
 * holds it; any other transaction begins deferred, as Kysely's does (ADR 0049).
 */
class WriteLockingSqliteDriver extends SqliteDriver {
	// Kysely passes the settings to every driver; its SQLite driver's type merely leaves them out.
	override async beginTransaction(
		connection: DatabaseConnection,
		settings?: TransactionSettings,
	): Promise<void> {
		if (settings?.accessMode === 'read write')
			await connection.executeQuery(CompiledQuery.raw('begin immediate'))
		else await super.beginTransaction(connection)
	}
}

/** Kysely's SQLite dialect on `WriteLockingSqliteDriver`. */
class WriteLockingSqliteDialect extends SqliteDialect {
	readonly #config: SqliteDialectConfig
	constructor(config: SqliteDialectConfig) {
		super(config)
		this.#config = config
	}
	override createDriver(): SqliteDriver {
		return new WriteLockingSqliteDriver(this.#config)
	}
}

/** How many prepared statements `keptStatements` keeps. */
const KEPT_STATEMENTS = 256

/**
 * `database.prepare` keeping the `KEPT_STATEMENTS` statements used last, by their SQL text.
 * Kysely's SQLite driver and the rate limiter's store prepare every statement they run, and
 * preparing (parsing, planning, compiling the table's triggers) costs more than running most of
 * ours: a registration's insert into `attendees` would compile the triggers of its two search tables
 * and of its count each time (ADR 0049). Values are always bound parameters, so the texts are few;
 * SQLite prepares a kept statement again by itself when a migration changes the schema. A kept
 * statement must not be run again while it is still being iterated: Kysely holds its one connection
 * for the whole of a streamed query, so nothing else runs meanwhile.
 */
export function keptStatements(database: SQLite.Database): (text: string) => SQLite.Statement {
	const statements = new Map<string, SQLite.Statement>()
	return (text) => {
		let statement = statements.get(text)
		if (statement) statements.delete(text)
		else statement = database.prepare(text)
		// Last used last: the first key is the one used longest ago.
		statements.set(text, statement)
		if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value!)
		return statement
	}
}

/**
 * Opens a database. Returns a new Kysely handle the caller must `destroy()`; the app uses `db` in
 * `db.server.ts`.
 */
export function createDatabase(config: DatabaseConfig): Database {
	if (config.databaseUrl) {
		setPostgresTypeParsers()
		const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 })
		// An idle connection dropped by the server (restart, failover) must not crash the process:
		// the pool discards it and opens a new one for the next query.
		pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost'))
		const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
		driverClients.set(db, { kind: 'postgres', pool })
		return db
	}
	if (config.databasePath !== ':memory:') {
		makePrivateDir(path.dirname(path.resolve(config.databasePath)))
		createPrivateFile(config.databasePath)
	}
	const sqlite = new SQLite(config.databasePath)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('synchronous = NORMAL')
	// SQLite's lower() folds ASCII only; searches use this one so "ésaïe" finds "Ésaïe" and "ɔdɔm"
	// finds "Ɔdɔm" (dialect.ts, containsInsensitive).
	sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
		typeof value === 'string' ? value.toLowerCase() : value,
	)
	const db = new Kysely<DB>({
		dialect: new WriteLockingSqliteDialect({
			database: { prepare: keptStatements(sqlite), close: () => sqlite.close() },
		}),
	})
	driverClients.set(db, { kind: 'sqlite', database: sqlite })
	return db
}

/** Runs `select 1`; throws when the database cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
	await sql`select 1`.execute(db)
}

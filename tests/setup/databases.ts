/**
 * Empty, migrated databases for data-layer tests, a fresh one for each test, on each dialect: SQLite
 * in memory, and on PostgreSQL (TEST_DATABASE_URL) a copy of the run's migrated template, emptied
 * between the tests of a block (see `useTestDatabase`).
 */
import crypto from 'node:crypto'
import pg from 'pg'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeEach, inject } from 'vitest'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'

export const testDialects = ['sqlite', 'postgres'] as const
export type TestDialect = (typeof testDialects)[number]

export interface TestDatabase {
	db: Database
	/** Destroys the handle and drops the PostgreSQL database. */
	cleanup: () => Promise<void>
}

/** The URL of the PostgreSQL server the tests run on (TEST_DATABASE_URL). Throws when unset. */
export function testServerUrl(): string {
	return adminUrl()
}

function adminUrl(): string {
	const url = process.env.TEST_DATABASE_URL
	if (!url) throw new Error('TEST_DATABASE_URL is not set (see tests/setup/global-setup.ts)')
	return url
}

/** Creates an empty database of `dialect` with every migration applied. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
	if (dialect === 'sqlite') {
		const db = createDatabase({ databasePath: ':memory:' })
		await migrateToLatest(db)
		return { db, cleanup: () => db.destroy() }
	}
	const name = `summit_test_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl() })
	await admin.connect()
	// A copy of the run's migrated template (tests/setup/global-setup.ts): the same schema as
	// migrating, in about half the time.
	await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
	await admin.end()
	const url = new URL(adminUrl())
	url.pathname = `/${name}`
	const db = createDatabase({ databaseUrl: url.toString(), databasePath: '' })
	return {
		db,
		cleanup: async () => {
			await db.destroy()
			const client = new pg.Client({ connectionString: adminUrl() })
			await client.connect()
			await client.query(`drop database if exists ${name} with (force)`)
			await client.end()
		},
	}
}

/** The tables of `db` (PostgreSQL), but for Kysely's own migration records. */
async function contentTables(db: Database): Promise<string[]> {
	const { rows } = await sql<{ name: string }>`
		select tablename as name from pg_tables
		where schemaname = 'public' and tablename not like 'kysely_migration%'
		order by tablename`.execute(db)
	return rows.map((row) => row.name)
}

/**
 * Empties every table of a PostgreSQL test database and restarts its ids, so that it is as a fresh
 * copy of the template would be (the migrations insert no rows). Returns false, changing nothing,
 * when a table of the template is missing (a test dropped it to provoke a failure) or a lock held by
 * a stuck connection keeps the tables from being emptied within 2 s: the caller then starts afresh.
 */
async function emptyPostgres(db: Database, templateTables: readonly string[]): Promise<boolean> {
	const tables = await contentTables(db)
	if (templateTables.some((table) => !tables.includes(table))) return false
	try {
		await db.transaction().execute(async (trx) => {
			await sql`set local lock_timeout = '2s'`.execute(trx)
			await sql`truncate table ${sql.join(tables.map((table) => sql.id(table)))} restart identity cascade`.execute(
				trx,
			)
		})
		return true
	} catch {
		return false
	}
}

/**
 * A fresh database of `dialect` for each test of the calling `describe` block, ready before the
 * block's own `beforeEach` hooks (which may arrange data in it). SQLite: a new in-memory database
 * per test. PostgreSQL: one copy of the template per block, emptied before each test after the
 * first (creating and dropping a database costs about 0.4 s, emptying its tables a few
 * milliseconds), and a new copy whenever a test changed its schema. Returns an object whose `db` is
 * the current test's handle; reading it outside a test throws.
 */
export function useTestDatabase(dialect: TestDialect): { readonly db: Database } {
	let current: TestDatabase | undefined
	let shared: { database: TestDatabase; tables: string[] } | undefined
	beforeEach(async () => {
		if (dialect === 'sqlite') {
			current = await createTestDatabase(dialect)
			return
		}
		if (shared && (await emptyPostgres(shared.database.db, shared.tables))) {
			current = shared.database
			return
		}
		await shared?.database.cleanup()
		const database = await createTestDatabase(dialect)
		shared = { database, tables: await contentTables(database.db) }
		current = database
	})
	afterEach(async () => {
		if (dialect === 'sqlite') await current?.cleanup()
		current = undefined
	})
	afterAll(async () => {
		await shared?.database.cleanup()
		shared = undefined
	})
	return {
		get db() {
			if (!current) throw new Error('useTestDatabase: the database exists only while a test runs')
			return current.db
		},
	}
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server with nothing in it, not even the
 * migrations (a first start's database), under a random name. Returns its URL and `drop`, which
 * drops it, closing whatever connections are left.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
	const name = `summit_empty_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl() })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = new URL(adminUrl())
	url.pathname = `/${name}`
	return {
		url: url.toString(),
		drop: async () => {
			const client = new pg.Client({ connectionString: adminUrl() })
			await client.connect()
			await client.query(`drop database if exists ${name} with (force)`)
			await client.end()
		},
	}
}

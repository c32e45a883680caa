/**
 * Fresh, migrated databases for data-layer tests, one per test, on each dialect:
 * SQLite in memory and a new PostgreSQL database created from TEST_DATABASE_URL.
 */
import crypto from 'node:crypto'
import pg from 'pg'
import { afterEach, beforeEach, inject } from 'vitest'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'

export const testDialects = ['sqlite', 'postgres'] as const
export type TestDialect = (typeof testDialects)[number]

export interface TestDatabase {
	db: Database
	/** Destroys the handle and drops the PostgreSQL database. */
	cleanup: () => Promise<void>
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

/**
 * A fresh database of `dialect` for each test of the calling `describe` block: created before each
 * test (before the block's own `beforeEach` hooks, which may arrange data in it) and dropped after.
 * Returns an object whose `db` is the current test's handle; reading it outside a test throws.
 */
export function useTestDatabase(dialect: TestDialect): { readonly db: Database } {
	let current: TestDatabase | undefined
	beforeEach(async () => {
		current = await createTestDatabase(dialect)
	})
	afterEach(async () => {
		await current?.cleanup()
		current = undefined
	})
	return {
		get db() {
			if (!current) throw new Error('useTestDatabase: the database exists only while a test runs')
			return current.db
		},
	}
}

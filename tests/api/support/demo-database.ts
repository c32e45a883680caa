/**
 * A database of `dialect` with the demo content loaded (`seedDatabase`, as a new site with
 * SEED_DEMO_CONTENT starts), made once for the calling `describe` block and dropped after it: the
 * API tests only read, so they share it. Seeded at the real present, since the answers read the clock.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '#app/db/connect.server.ts'
import { seedDatabase } from '#app/demo/seed.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { createTestDatabase, type TestDatabase, type TestDialect } from '#tests/setup/databases.ts'

/** The block's demo database (`db`), ready in `beforeAll`; reading it before throws. */
export function useDemoDatabase(dialect: TestDialect): { readonly db: Database } {
	let database: TestDatabase | undefined
	let dir: string | undefined
	beforeAll(async () => {
		database = await createTestDatabase(dialect)
		dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-api-'))
		await seedDatabase(database.db, createLocalFileStore(dir), { now: new Date(), admin: {} })
	}, 120_000)
	afterAll(async () => {
		await database?.cleanup()
		if (dir) await fs.rm(dir, { recursive: true, force: true })
	})
	return {
		get db() {
			if (!database) throw new Error('The demo database is made in beforeAll')
			return database.db
		},
	}
}

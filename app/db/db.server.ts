/**
 * The process's one Kysely instance, configured from the environment: SQLite by default, PostgreSQL
 * when DATABASE_URL is set.
 */
import { env } from '#app/lib/env.server.ts'
import { singleton } from '#app/lib/singleton.server.ts'
import { createDatabase, type Database } from './connect.server.ts'

export type { Database } from './connect.server.ts'

/** The app's database handle. */
export const db: Database = singleton('db', () =>
	createDatabase({
		databaseUrl: env.DATABASE_URL,
		databasePath: env.DATABASE_PATH,
		poolSize: env.DATABASE_POOL_SIZE,
	}),
)

/**
 * What a start does to the database before serving (`server/main.ts`, `npm run dev`): apply the
 * migrations, then load the demo content when the database is empty and the environment asks for it
 * (`SEED_DEMO_CONTENT`). The demo layer sits above the modules: it writes through their query
 * functions (docs/architecture.md).
 */
import { migrateToLatest } from '#app/db/migrate.server.ts'
import type { Database } from '#app/db/handle.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { isDatabaseEmpty, seedDatabase } from './seed.server.ts'

export interface PrepareOptions {
	store: FileStore
	/** Load the demo content into an empty database. */
	seedDemoContent: boolean
	admin: { email?: string; password?: string }
	log: (line: string) => void
}

/** Migrates; seeds an empty database (when asked) and prints the Administrator's sign-in once. */
export async function prepareDatabase(db: Database, options: PrepareOptions): Promise<void> {
	const applied = await migrateToLatest(db)
	if (applied.length > 0) options.log(`Applied migrations: ${applied.join(', ')}`)
	if (!options.seedDemoContent || !(await isDatabaseEmpty(db))) return
	options.log('Empty database: loading the demo content…')
	const result = await seedDatabase(db, options.store, { now: new Date(), admin: options.admin })
	printAdmin(result, options.log)
}

/** Prints the seeded Administrator's email, and the generated password when there is one. */
export function printAdmin(
	result: { adminEmail: string; generatedPassword?: string },
	log: (line: string) => void,
) {
	log(`Administrator: ${result.adminEmail}`)
	if (result.generatedPassword) {
		log(`Generated password (shown once, change it after signing in): ${result.generatedPassword}`)
	}
}

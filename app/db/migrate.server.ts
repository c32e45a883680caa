/**
 * Applies pending migrations: at server start and by `npm run db:migrate`.
 */
import { type Kysely, Migrator } from 'kysely'
import { migrations } from './migrations/index.ts'

/**
 * Brings the schema to the latest migration. Returns the names applied now (empty when up to date).
 * Throws the failing migration's error; that migration's changes are rolled back where the dialect
 * allows.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: async () => migrations },
	})
	const { error, results } = await migrator.migrateToLatest()
	if (error) {
		const failed = results?.find((r) => r.status === 'Error')
		throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
			cause: error,
		})
	}
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

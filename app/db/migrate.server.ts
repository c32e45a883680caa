/**
 * Applies pending migrations: at server start and by `npm run db:migrate`.
 */
import { type Kysely, Migrator } from 'kysely'
import { migrations } from './migrations/index.ts'

/** The names of the migrations applied to `db` (Kysely's own table), none when it has no such table yet. */
async function appliedNames(db: Kysely<any>): Promise<string[]> {
	const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
	if (!tables.some((table) => table.name === 'kysely_migration')) return []
	const rows = await db.selectFrom('kysely_migration').select('name').execute()
	return rows.map((row) => String(row.name))
}

export interface MigrateOptions {
	/**
	 * Called with the names of migrations a newer release applied, which this one does not know:
	 * in a rolling upgrade, an instance of the previous release (re)starting on a database the next
	 * one migrated. It runs on it, since the migrations between two releases only add (docs/deployment.md,
	 * "Rolling upgrades"; ADR 0066).
	 */
	onNewer?: (names: string[]) => void
}

/**
 * Brings the schema to the latest migration. Returns the names applied now (empty when up to date).
 * A database already migrated by a newer release (every migration of this one applied, and more)
 * is left as it is: the names this release does not know go to `options.onNewer` and nothing is
 * applied. Throws when the database has migrations this release does not know while it lacks some
 * it does (it was migrated by another line of releases), and the failing migration's error; that
 * migration's changes are rolled back where the dialect allows.
 */
export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<string[]> {
	const applied = await appliedNames(db)
	const known = new Set(Object.keys(migrations))
	const unknown = applied.filter((name) => !known.has(name))
	if (unknown.length > 0) {
		const missing = [...known].filter((name) => !applied.includes(name))
		if (missing.length > 0)
			throw new Error(
				`The database has migrations this release does not know (${unknown.join(', ')}) and lacks some it has (${missing.join(', ')}): it was migrated by another line of releases.`,
			)
		options.onNewer?.(unknown)
		return []
	}
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

/**
 * What a start does to the database before serving (`server/main.ts`, `npm run dev`): apply the
 * migrations, then load the demo content when the database is empty and the environment asks for it
 * (`SEED_DEMO_CONTENT`). A site left with no user at all gets its first Administrator from
 * `ADMIN_EMAIL` and `ADMIN_PASSWORD`, or one line saying how to make one (ADR 0056). All of it runs
 * under one database lock, so any number of instances may start at once on one database (ADR 0066).
 * The demo layer sits above the modules: it writes through them (docs/architecture.md).
 */
import { withDatabaseLock } from '#app/db/advisory-lock.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import type { Database } from '#app/db/handle.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { createAdministrator } from '#app/modules/users/user-admin.server.ts'
import { hasAnyUser } from '#app/modules/users/users.queries.server.ts'
import { isDatabaseEmpty, seedDatabase } from './seed.server.ts'

export interface PrepareOptions {
	store: FileStore
	/** Load the demo content into an empty database. */
	seedDemoContent: boolean
	/** The first Administrator (`ADMIN_EMAIL`, `ADMIN_PASSWORD`, `ADMIN_NAME`). */
	admin: { email?: string; password?: string; name?: string }
	log: (line: string) => void
}

/** The line a start prints when the site has no user and the environment names no Administrator. */
export const NO_ADMINISTRATOR_HINT =
	'No Administrator yet: run `npm run admin:create` (it asks for the email, name and password), or set ADMIN_EMAIL and ADMIN_PASSWORD and start again.'

/** The name of the database lock the preparation holds (`withDatabaseLock`). */
export const PREPARE_LOCK = 'prepare-database'

/** The line a start prints while another instance holds the preparation's lock. */
export const WAITING_FOR_ANOTHER_INSTANCE = 'Another instance is preparing the database: waiting…'

/**
 * Migrates; seeds an empty database (when asked) and prints the Administrator's sign-in once.
 * Then, when the site has no user at all, creates the first Administrator from `options.admin`
 * (`ensureFirstAdministrator`). Never logs a password it was given.
 *
 * On PostgreSQL all of it runs on one connection holding the advisory lock `PREPARE_LOCK`
 * (`withDatabaseLock`): an instance starting while another prepares logs
 * `WAITING_FOR_ANOTHER_INSTANCE`, waits, then finds the migrations applied and the content there,
 * and does nothing more. So the demo content is loaded once, whatever the number of instances
 * starting at once. On SQLite the seed's own transaction checks again that the database is empty
 * (`seedDatabase`). Throws a migration's or the database's error; the lock is released then too.
 */
export async function prepareDatabase(db: Database, options: PrepareOptions): Promise<void> {
	await withDatabaseLock(
		db,
		PREPARE_LOCK,
		async (session) => {
			const applied = await migrateToLatest(session, {
				onNewer: (names) =>
					options.log(
						`The database was migrated by a newer release (${names.join(', ')}): this one serves on it until it is upgraded too.`,
					),
			})
			if (applied.length > 0) options.log(`Applied migrations: ${applied.join(', ')}`)
			if (options.seedDemoContent && (await isDatabaseEmpty(session))) {
				options.log('Empty database: loading the demo content…')
				const result = await seedDatabase(session, options.store, { now: new Date(), admin: options.admin })
				if (result) printAdmin(result, options.log)
				else options.log('Another process loaded the demo content meanwhile: nothing loaded here.')
			}
			await ensureFirstAdministrator(session, options.admin, options.log)
		},
		{ onWait: () => options.log(WAITING_FOR_ANOTHER_INSTANCE) },
	)
}

/**
 * A site with no user gets its first Administrator from `admin` (ADR 0056): with `email` and
 * `password`, through the users module (`createAdministrator`: argon2id, an activity row; the
 * name `name`, else "Summit Administrator"), logging one line naming the email; with either
 * missing, one line saying how to make one (`NO_ADMINISTRATOR_HINT`); with a password too easy to
 * guess, one line with zxcvbn's advice and no user. A site with a user is left alone (nothing is
 * overwritten), silently. Never logs the password. Throws on a database error.
 */
export async function ensureFirstAdministrator(
	db: Database,
	admin: PrepareOptions['admin'],
	log: (line: string) => void,
): Promise<void> {
	if (await hasAnyUser(db)) return
	if (!admin.email || !admin.password) return log(NO_ADMINISTRATOR_HINT)
	const result = await createAdministrator(
		db,
		{ fullName: admin.name?.trim() || 'Summit Administrator', email: admin.email, password: admin.password },
		new Date(),
		{ source: 'environment', onlyWhenNoUsers: true },
	)
	if (result.ok)
		return log(`First Administrator created from ADMIN_EMAIL: ${result.email}. Sign in at /admin/login.`)
	if (result.reason === 'weak-password')
		return log(
			`ADMIN_PASSWORD refused, no Administrator created: ${result.message} Set a stronger one and start again, or run \`npm run admin:create\`.`,
		)
	// Another process made a user in between: nothing to do.
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

/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { runScript } from './run-script.ts'

await runScript(async ({ db }) => {
	const applied = await migrateToLatest(db, {
		onNewer: (names) => console.log(`The database was migrated by a newer release (${names.join(', ')}).`),
	})
	console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database schema is up to date.')
})

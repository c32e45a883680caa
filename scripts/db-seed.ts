/** `npm run db:seed`: migrates, then loads the demo content when the database is empty. */
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { printAdmin } from '#app/demo/prepare.server.ts'
import { isDatabaseEmpty, seedDatabase } from '#app/demo/seed.server.ts'
import { runScript } from './run-script.ts'

await runScript(async ({ db, env, fileStore }) => {
	await migrateToLatest(db)
	if (!(await isDatabaseEmpty(db))) {
		console.log('The database already has content; nothing seeded. Remove data/ to start afresh.')
		return
	}
	const result = await seedDatabase(db, fileStore, {
		now: new Date(),
		admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
	})
	if (!result) {
		console.log('Another process loaded the demo content meanwhile; nothing seeded here.')
		return
	}
	console.log('Demo content loaded.')
	printAdmin(result, console.log)
})

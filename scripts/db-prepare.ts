/** Used by `npm run dev`: migrate, and seed an empty database. */
import { prepareDatabase } from '#app/db/prepare.server.ts'
import { runScript } from './run-script.ts'

await runScript(async ({ db, env, fileStore }) => {
	await prepareDatabase(db, {
		store: fileStore,
		admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
		log: console.log,
	})
})

/** Used by `npm run dev`: migrate, and seed an empty database. */
import { prepareDatabase } from '#app/demo/prepare.server.ts'
import { runScript } from './run-script.ts'

await runScript(async ({ db, env, fileStore }) => {
	await prepareDatabase(db, {
		store: fileStore,
		seedDemoContent: env.SEED_DEMO_CONTENT,
		admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
		log: console.log,
	})
})

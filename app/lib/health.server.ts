/**
 * The health check behind `/healthz`: whether the app can query its own database (`db`).
 */
import { pingDatabase } from '#app/db/connect.server.ts'
import { db } from '#app/db/db.server.ts'
import { logger } from './logger.server.ts'

/** True when `select 1` succeeds on the app's database; false (the error logged) otherwise. */
export async function isDatabaseReachable(): Promise<boolean> {
	try {
		await pingDatabase(db)
		return true
	} catch (error) {
		logger.error({ err: error }, 'Health check: database unreachable')
		return false
	}
}

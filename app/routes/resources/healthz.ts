/** `/healthz`: 200 when the server can query its database, 503 otherwise (issue 7 §5). */
import { pingDatabase } from '#app/db/connect.server.ts'
import { db } from '#app/db/db.server.ts'
import { logger } from '#app/lib/logger.server.ts'

export async function loader() {
	const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }
	try {
		await pingDatabase(db)
		return new Response(JSON.stringify({ status: 'ok' }), { headers })
	} catch (error) {
		logger.error({ err: error }, 'Health check: database unreachable')
		return new Response(JSON.stringify({ status: 'error', database: 'unreachable' }), {
			status: 503,
			headers,
		})
	}
}

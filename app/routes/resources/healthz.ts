/** `/healthz`: 200 when the server can query its database, 503 otherwise. */
import { isDatabaseReachable } from '#app/lib/health.server.ts'

export async function loader() {
	const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }
	if (await isDatabaseReachable()) return new Response(JSON.stringify({ status: 'ok' }), { headers })
	return new Response(JSON.stringify({ status: 'error', database: 'unreachable' }), { status: 503, headers })
}

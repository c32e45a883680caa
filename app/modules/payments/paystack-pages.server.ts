/**
 * What the Paystack webhook's route calls (docs/architecture.md, "Routes are thin"): the request's
 * raw body and signature handed to `receivePaystackWebhook` on the app's database, its answer as a
 * short plain-text response that no cache keeps.
 */
import { db } from '#app/db/db.server.ts'
import { logRefusal } from '#app/lib/http/refusal-log.server.ts'
import { receivePaystackWebhook } from './online-payment.server.ts'
import { paystackConfig } from './paystack.server.ts'

/** The answer to POST /webhooks/paystack (see `receivePaystackWebhook`); a bad signature is logged as a refusal. */
export async function paystackWebhookResponse(request: Request): Promise<Response> {
	const body = new Uint8Array(await request.arrayBuffer())
	const answer = await receivePaystackWebhook(
		db,
		paystackConfig(),
		body,
		request.headers.get('x-paystack-signature'),
		new Date(),
	)
	if (answer.status !== 200)
		logRefusal(answer.status === 401 ? 'signature' : 'framework', {
			method: request.method,
			path: new URL(request.url).pathname,
			status: answer.status,
		})
	return new Response(answer.text, {
		status: answer.status,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

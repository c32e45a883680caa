/**
 * `/webhooks/paystack`: Paystack's notices of payments (ADR 0047). POST only, a JSON body signed with
 * the secret key (`x-paystack-signature`), checked before it is read; see `receivePaystackWebhook`.
 */
import { paystackWebhookResponse } from '#app/modules/payments/paystack-pages.server.ts'
import type { Route } from './+types/paystack-webhook'

export function loader() {
	return new Response('Paystack posts its notices here.', {
		status: 405,
		headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
	})
}

export function action({ request }: Route.ActionArgs) {
	return paystackWebhookResponse(request)
}

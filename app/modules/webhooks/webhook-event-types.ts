/**
 * The events an outgoing webhook can be sent for (docs/webhooks.md): an Administrator picks some for
 * each endpoint. A delivery's body is `{ type, timestamp, data }` (Standard Webhooks); what `data`
 * holds for each type is in the OpenAPI document's `webhooks`.
 */

/** Every event type, in the order the back office lists them. */
export const WEBHOOK_EVENT_TYPES = [
	'registration.created',
	'registration.cancelled',
	'payment.received',
	'enquiry.received',
	'registration.checked_in',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/** Each event type's label on the back office's webhook screens. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
	'registration.created': 'Registration created',
	'registration.cancelled': 'Registration cancelled',
	'payment.received': 'Payment received',
	'enquiry.received': 'Partnership enquiry received',
	'registration.checked_in': 'Delegate checked in',
}

/** The type of the test event an Administrator sends from the endpoint's screen; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

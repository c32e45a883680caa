/**
 * Queuing outgoing webhooks (docs/webhooks.md, ADR 0063). What causes an event (a registration, a
 * payment, an enquiry, a check-in) calls `queueWebhookEvent` INSIDE its own transaction, with the
 * event's `data` built by the caller: the change and its deliveries are kept together or not at
 * all. One delivery is written per endpoint switched on and subscribed to the event; the webhook
 * worker sends them. With no such endpoint nothing is written, and `data` given as a function is
 * not even built.
 */
import type { Handle } from '#app/db/handle.ts'
import type { WebhookEventType } from './webhook-event-types.ts'
import { insertDeliveries, subscribedEndpointIds } from './webhook-outbox.queries.server.ts'
import { type WebhookEventData, webhookBody } from './webhook-payloads.ts'

type Lazy<T> = T | (() => T | Promise<T>)

async function resolve<T>(value: Lazy<T>): Promise<T> {
	return typeof value === 'function' ? await (value as () => T | Promise<T>)() : value
}

/**
 * Queues event `type` with `data` (or what the function `data` returns) that happened at `now`,
 * for every endpoint switched on and subscribed to it, inside transaction `tx`. The body
 * `{ type, timestamp, data }` is stringified once: every endpoint and every attempt get the same
 * bytes. Returns how many deliveries were queued. Throws what the database throws (the caller's
 * transaction is then rolled back).
 */
export async function queueWebhookEvent<T extends WebhookEventType>(
	tx: Handle,
	type: T,
	data: Lazy<WebhookEventData<T>>,
	now: Date,
): Promise<number> {
	return queueWebhookEvents(tx, type, async () => [await resolve(data)], now)
}

/**
 * Queues one event `type` per item of `data` (or of what the function returns), as
 * `queueWebhookEvent` queues one: for a change that causes several at once (staff deleting
 * several registrations, a group registered). Returns how many deliveries were queued.
 */
export async function queueWebhookEvents<T extends WebhookEventType>(
	tx: Handle,
	type: T,
	data: Lazy<readonly WebhookEventData<T>[]>,
	now: Date,
): Promise<number> {
	const endpoints = await subscribedEndpointIds(tx, type)
	if (!endpoints.length) return 0
	const items = await resolve(data)
	const deliveries = items.flatMap((item) => {
		const payload = webhookBody(type, item, now)
		return endpoints.map((endpointId) => ({ endpointId, eventType: type, payload }))
	})
	await insertDeliveries(tx, deliveries, now)
	return deliveries.length
}

/** Whether any endpoint switched on wants event `type`: read before a change that erases its data. */
export async function wantsWebhookEvent(tx: Handle, type: WebhookEventType): Promise<boolean> {
	return (await subscribedEndpointIds(tx, type)).length > 0
}

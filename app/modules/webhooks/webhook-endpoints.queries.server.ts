/**
 * The back office's reads and writes of outgoing webhooks (docs/webhooks.md): the endpoints staff
 * register, their deliveries (the delivery log) and each delivery's attempts. Every function takes
 * the database or an open transaction first. Times are ISO 8601 instants in UTC. How deliveries are
 * queued for events and sent is the webhook worker's part; here a delivery is only queued again
 * ("Send again") or queued as a test event.
 */
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import { changedAny, countRows, onePage, type PageWindow } from '#app/db/rows.ts'
import type { WebhookDeliveryStatus } from '#app/db/schema.ts'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from './webhook-event-types.ts'
import { newMessageId } from './webhook-outbox.queries.server.ts'
import { webhookBody } from './webhook-payloads.ts'

/** The delivery statuses, in the order the delivery log's filter lists them. */
export const WEBHOOK_DELIVERY_STATUSES = [
	'queued',
	'sending',
	'delivered',
	'failed',
] as const satisfies readonly WebhookDeliveryStatus[]

/** A delivery log filter: one status, or every delivery. */
export type WebhookDeliveryFilter = WebhookDeliveryStatus | 'all'

/** The text a test event's `data.message` carries. */
export const WEBHOOK_TEST_MESSAGE = 'Test event from the Summit back office'

/**
 * The event types of an endpoint's stored `events` (a JSON array), known ones only, in the order
 * the back office lists them; an unreadable value reads as none.
 */
export function parseEndpointEvents(stored: string): WebhookEventType[] {
	let value: unknown
	try {
		value = JSON.parse(stored)
	} catch {
		return []
	}
	return Array.isArray(value) ? WEBHOOK_EVENT_TYPES.filter((type) => value.includes(type)) : []
}

/** An endpoint as the back office shows it (the secret only where asked for). */
export interface WebhookEndpointRow {
	id: number
	url: string
	description: string
	events: WebhookEventType[]
	/** When it was switched off; null while on. */
	disabledAt: string | null
	createdAt: string
	updatedAt: string
}

/** How many of an endpoint's deliveries stand in each status. */
export type DeliveryCounts = Record<WebhookDeliveryStatus, number>

/** An endpoint of the list, with the counts of its deliveries made since the list's `since`. */
export interface WebhookEndpointListRow extends WebhookEndpointRow {
	recent: DeliveryCounts
}

const ENDPOINT_COLUMNS = [
	'id',
	'url',
	'description',
	'events',
	'disabled_at',
	'created_at',
	'updated_at',
] as const

function endpointRow(row: {
	id: number
	url: string
	description: string
	events: string
	disabled_at: string | null
	created_at: string
	updated_at: string
}): WebhookEndpointRow {
	return {
		id: row.id,
		url: row.url,
		description: row.description,
		events: parseEndpointEvents(row.events),
		disabledAt: row.disabled_at,
		createdAt: row.created_at,
		updatedAt: row.updated_at,
	}
}

const noCounts = (): DeliveryCounts => ({ queued: 0, sending: 0, delivered: 0, failed: 0 })

/** Endpoints whose URL or description contains `q` (any case); all for ''. */
function endpointsMatching(db: Handle, q: string) {
	const dialect = dialectOf(db)
	return db
		.selectFrom('webhook_endpoints')
		.$if(q !== '', (query) =>
			query.where((eb) =>
				eb.or([
					containsInsensitive(eb, dialect, eb.ref('url'), q),
					containsInsensitive(eb, dialect, eb.ref('description'), q),
				]),
			),
		)
}

/** How many endpoints match the search `q` ('' for all). */
export async function countWebhookEndpoints(db: Handle, q: string): Promise<number> {
	return countRows(endpointsMatching(db, q))
}

/**
 * One page of the endpoints matching `q`, oldest first (the order they were added), each with the
 * counts of its deliveries created at or after `since` by status.
 */
export async function listWebhookEndpoints(
	db: Handle,
	query: { q: string; since: string } & PageWindow,
): Promise<WebhookEndpointListRow[]> {
	const rows = await endpointsMatching(db, query.q)
		.select(ENDPOINT_COLUMNS)
		.orderBy('id')
		.$call(onePage(query))
		.execute()
	if (rows.length === 0) return []
	const counts = await db
		.selectFrom('webhook_deliveries')
		.select(['endpoint_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
		.where(
			'endpoint_id',
			'in',
			rows.map((row) => row.id),
		)
		.where('created_at', '>=', query.since)
		.groupBy(['endpoint_id', 'status'])
		.execute()
	const byEndpoint = new Map<number, DeliveryCounts>()
	for (const count of counts) {
		const recent = byEndpoint.get(count.endpoint_id) ?? noCounts()
		recent[count.status] = Number(count.count)
		byEndpoint.set(count.endpoint_id, recent)
	}
	return rows.map((row) => ({ ...endpointRow(row), recent: byEndpoint.get(row.id) ?? noCounts() }))
}

/** Endpoint `id` with its signing secret, or undefined. */
export async function findWebhookEndpoint(
	db: Handle,
	id: number,
): Promise<(WebhookEndpointRow & { secret: string }) | undefined> {
	const row = await db
		.selectFrom('webhook_endpoints')
		.select([...ENDPOINT_COLUMNS, 'secret'])
		.where('id', '=', id)
		.executeTakeFirst()
	return row ? { ...endpointRow(row), secret: row.secret } : undefined
}

/** What an endpoint's form saves. */
export interface WebhookEndpointFields {
	url: string
	description: string
	events: readonly WebhookEventType[]
}

/** Adds an endpoint (switched on) stamped `now`; returns its id. */
export async function insertWebhookEndpoint(
	db: Handle,
	fields: WebhookEndpointFields & { secret: string; createdBy: number | null },
	now: Date,
): Promise<number> {
	const row = await db
		.insertInto('webhook_endpoints')
		.values({
			url: fields.url,
			description: fields.description,
			events: JSON.stringify(fields.events),
			secret: fields.secret,
			created_by: fields.createdBy,
			created_at: now.toISOString(),
			updated_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Saves endpoint `id`'s URL, description and events; false when there is no such endpoint. */
export async function updateWebhookEndpoint(
	db: Handle,
	id: number,
	fields: WebhookEndpointFields,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('webhook_endpoints')
		.set({
			url: fields.url,
			description: fields.description,
			events: JSON.stringify(fields.events),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/**
 * Switches endpoint `id` off (`disabledAt` an instant: no deliveries are sent to it) or on (null);
 * false when there is no such endpoint.
 */
export async function setWebhookEndpointDisabled(
	db: Handle,
	id: number,
	disabledAt: Date | null,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('webhook_endpoints')
		.set({ disabled_at: disabledAt ? disabledAt.toISOString() : null, updated_at: now.toISOString() })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Replaces endpoint `id`'s signing secret; false when there is no such endpoint. */
export async function setWebhookEndpointSecret(
	db: Handle,
	id: number,
	secret: string,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('webhook_endpoints')
		.set({ secret, updated_at: now.toISOString() })
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/**
 * Deletes endpoint `id` with its deliveries and their attempts (deleted explicitly, whatever the
 * connection's foreign-key setting); false when there is no such endpoint.
 */
export async function deleteWebhookEndpoint(db: Handle, id: number): Promise<boolean> {
	await db
		.deleteFrom('webhook_attempts')
		.where(
			'delivery_id',
			'in',
			db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id),
		)
		.execute()
	await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute()
	return changedAny(await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst())
}

/** A delivery as the delivery log lists it. */
export interface WebhookDeliveryRow {
	id: number
	endpointId: number
	eventType: string
	messageId: string
	status: WebhookDeliveryStatus
	attempts: number
	nextAttemptAt: string
	responseStatus: number | null
	lastError: string | null
	deliveredAt: string | null
	createdAt: string
}

const DELIVERY_COLUMNS = [
	'id',
	'endpoint_id',
	'event_type',
	'message_id',
	'status',
	'attempts',
	'next_attempt_at',
	'response_status',
	'last_error',
	'delivered_at',
	'created_at',
] as const

function deliveryRow(row: {
	id: number
	endpoint_id: number
	event_type: string
	message_id: string
	status: WebhookDeliveryStatus
	attempts: number
	next_attempt_at: string
	response_status: number | null
	last_error: string | null
	delivered_at: string | null
	created_at: string
}): WebhookDeliveryRow {
	return {
		id: row.id,
		endpointId: row.endpoint_id,
		eventType: row.event_type,
		messageId: row.message_id,
		status: row.status,
		attempts: row.attempts,
		nextAttemptAt: row.next_attempt_at,
		responseStatus: row.response_status,
		lastError: row.last_error,
		deliveredAt: row.delivered_at,
		createdAt: row.created_at,
	}
}

function deliveriesOf(db: Handle, endpointId: number, status: WebhookDeliveryFilter) {
	return db
		.selectFrom('webhook_deliveries')
		.where('endpoint_id', '=', endpointId)
		.$if(status !== 'all', (query) => query.where('status', '=', status as WebhookDeliveryStatus))
}

/** How many of endpoint `endpointId`'s deliveries have `status` (all for 'all'). */
export async function countWebhookDeliveries(
	db: Handle,
	endpointId: number,
	status: WebhookDeliveryFilter,
): Promise<number> {
	return countRows(deliveriesOf(db, endpointId, status))
}

/** One page of endpoint `endpointId`'s deliveries with `status`, newest first. */
export async function listWebhookDeliveries(
	db: Handle,
	query: { endpointId: number; status: WebhookDeliveryFilter } & PageWindow,
): Promise<WebhookDeliveryRow[]> {
	const rows = await deliveriesOf(db, query.endpointId, query.status)
		.select(DELIVERY_COLUMNS)
		.orderBy('id', 'desc')
		.$call(onePage(query))
		.execute()
	return rows.map(deliveryRow)
}

/** One attempt of a delivery. */
export interface WebhookAttemptRow {
	id: number
	attemptedAt: string
	responseStatus: number | null
	responseBody: string | null
	error: string | null
	durationMs: number
}

/** A delivery with its payload, its last answer, its endpoint's URL and its attempts, oldest first. */
export interface WebhookDeliveryDetail extends WebhookDeliveryRow {
	payload: string
	responseBody: string | null
	endpoint: { id: number; url: string; description: string; disabledAt: string | null }
	attemptLog: WebhookAttemptRow[]
}

/** Delivery `id` with its attempts (`WebhookDeliveryDetail`), or undefined. */
export async function findWebhookDelivery(
	db: Handle,
	id: number,
): Promise<WebhookDeliveryDetail | undefined> {
	const row = await db
		.selectFrom('webhook_deliveries as d')
		.innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
		.select(DELIVERY_COLUMNS.map((column) => `d.${column}` as const))
		.select([
			'd.payload',
			'd.response_body',
			'e.url as endpoint_url',
			'e.description as endpoint_description',
			'e.disabled_at as endpoint_disabled_at',
		])
		.where('d.id', '=', id)
		.executeTakeFirst()
	if (!row) return undefined
	const attempts = await db
		.selectFrom('webhook_attempts')
		.select(['id', 'attempted_at', 'response_status', 'response_body', 'error', 'duration_ms'])
		.where('delivery_id', '=', id)
		.orderBy('id')
		.execute()
	return {
		...deliveryRow(row),
		payload: row.payload,
		responseBody: row.response_body,
		endpoint: {
			id: row.endpoint_id,
			url: row.endpoint_url,
			description: row.endpoint_description,
			disabledAt: row.endpoint_disabled_at,
		},
		attemptLog: attempts.map((attempt) => ({
			id: attempt.id,
			attemptedAt: attempt.attempted_at,
			responseStatus: attempt.response_status,
			responseBody: attempt.response_body,
			error: attempt.error,
			durationMs: attempt.duration_ms,
		})),
	}
}

/**
 * Queues delivery `id` again, due `now` ("Send again"): status queued, lease cleared, its attempt
 * count back to 0 so it gets the whole retry schedule again (the attempts' log is kept), the same
 * message id (receivers skip a message they have already processed).
 * A delivery a worker is sending right now is left alone. True when it was queued.
 */
export async function requeueWebhookDelivery(db: Handle, id: number, now: Date): Promise<boolean> {
	const result = await db
		.updateTable('webhook_deliveries')
		.set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), lease_until: null })
		.where('id', '=', id)
		.where((eb) =>
			eb.or([
				eb('status', '<>', 'sending'),
				eb('lease_until', 'is', null),
				eb('lease_until', '<', now.toISOString()),
			]),
		)
		.executeTakeFirst()
	return changedAny(result)
}

/**
 * Queues a `webhook.test` delivery to endpoint `endpointId`, due `now`: the Standard Webhooks body
 * `{ type, timestamp, data: { endpoint_id, message } }` with a new `msg_…` id. Returns the
 * delivery's id and message id.
 */
export async function insertWebhookTestDelivery(
	db: Handle,
	endpointId: number,
	now: Date,
): Promise<{ id: number; messageId: string }> {
	const messageId = newMessageId()
	const payload = webhookBody(
		WEBHOOK_TEST_EVENT,
		{ endpoint_id: endpointId, message: WEBHOOK_TEST_MESSAGE },
		now,
	)
	const row = await db
		.insertInto('webhook_deliveries')
		.values({
			endpoint_id: endpointId,
			event_type: WEBHOOK_TEST_EVENT,
			message_id: messageId,
			payload,
			status: 'queued',
			attempts: 0,
			next_attempt_at: now.toISOString(),
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return { id: row.id, messageId }
}

/**
 * The webhooks' outbox (`webhook_deliveries`, `webhook_attempts`; ADR 0063): deliveries written in
 * the transaction of what caused their event, taken by the webhook worker under a lease as the mail
 * outbox's rows are (ADR 0034), and marked delivered, to retry, or failed, each attempt recorded
 * for the delivery log.
 */
import crypto from 'node:crypto'
import { lockedForUpdate } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { dueQueueRows } from '#app/db/leased-queue.ts'
import { writeTransaction } from '#app/db/transaction.ts'

/** A new Standard Webhooks message id: `msg_` and 22 random base64url characters (128 bits). */
export function newMessageId(): string {
	return `msg_${crypto.randomBytes(16).toString('base64url')}`
}

/**
 * The ids of the endpoints switched on (`disabled_at` null) whose events include `type`, in id
 * order. The events are a JSON array; an unreadable one subscribes to nothing.
 */
export async function subscribedEndpointIds(db: Handle, type: string): Promise<number[]> {
	const rows = await db
		.selectFrom('webhook_endpoints')
		.select(['id', 'events'])
		.where('disabled_at', 'is', null)
		.orderBy('id')
		.execute()
	return rows.filter((row) => eventsOf(row.events).includes(type)).map((row) => row.id)
}

/** The event types of an endpoint's `events` column (a JSON array of strings); [] when unreadable. */
function eventsOf(events: string): string[] {
	try {
		const parsed: unknown = JSON.parse(events)
		return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : []
	} catch {
		return []
	}
}

/** A delivery to write: to which endpoint, which event, and its body as sent. */
export interface NewDelivery {
	endpointId: number
	eventType: string
	payload: string
}

/**
 * Inserts `deliveries` (one statement, in chunks of 500): queued, due `now`, each with a new
 * message id. Call it in the transaction of what caused their events.
 */
export async function insertDeliveries(
	db: Handle,
	deliveries: readonly NewDelivery[],
	now: Date,
): Promise<void> {
	const stamp = now.toISOString()
	for (let i = 0; i < deliveries.length; i += 500) {
		await db
			.insertInto('webhook_deliveries')
			.values(
				deliveries.slice(i, i + 500).map((d) => ({
					endpoint_id: d.endpointId,
					event_type: d.eventType,
					message_id: newMessageId(),
					payload: d.payload,
					next_attempt_at: stamp,
					created_at: stamp,
				})),
			)
			.execute()
	}
}

/** A delivery as the worker sends it, with its endpoint. */
export interface DueDelivery {
	id: number
	messageId: string
	eventType: string
	payload: string
	/** Attempts so far, this one counted. */
	attempts: number
	url: string
	secret: string
	/** Whether the endpoint is switched off (the delivery is then not sent). */
	endpointOff: boolean
}

/**
 * Takes up to `limit` deliveries due at `now` (queued with their next attempt passed, or left
 * "sending" by a worker whose lease ran out), oldest first: marks them sending until
 * `now + leaseMs` and counts the attempt. Another worker (on PostgreSQL) skips the rows taken
 * (`SKIP LOCKED`). Returns them with their endpoint's URL and secret. When none is due it only
 * reads, without a transaction (ADR 0049), as `claimDueMails` does.
 */
export async function claimDueDeliveries(
	db: Database,
	now: Date,
	limit: number,
	leaseMs: number,
): Promise<DueDelivery[]> {
	const stamp = now.toISOString()
	if (!(await dueQueueRows(db, 'webhook_deliveries', stamp, 1).execute()).length) return []
	return writeTransaction(db, async (trx) => {
		const due = await lockedForUpdate(trx, dueQueueRows(trx, 'webhook_deliveries', stamp, limit), {
			skipLocked: true,
		}).execute()
		if (!due.length) return []
		const ids = due.map((d) => d.id)
		await trx
			.updateTable('webhook_deliveries')
			.set((eb) => ({
				status: 'sending',
				lease_until: new Date(now.getTime() + leaseMs).toISOString(),
				attempts: eb('attempts', '+', 1),
			}))
			.where('id', 'in', ids)
			.execute()
		const rows = await trx
			.selectFrom('webhook_deliveries as d')
			.innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
			.select([
				'd.id',
				'd.message_id as messageId',
				'd.event_type as eventType',
				'd.payload',
				'd.attempts',
				'e.url',
				'e.secret',
				'e.disabled_at as disabledAt',
			])
			.where('d.id', 'in', ids)
			.orderBy('d.next_attempt_at')
			.orderBy('d.id')
			.execute()
		return rows.map(({ disabledAt, ...row }) => ({ ...row, endpointOff: disabledAt !== null }))
	})
}

/** Extends the lease of deliveries `ids` still being sent to `until` (ISO): the worker is alive. */
export async function extendDeliveryLease(db: Handle, ids: readonly number[], until: string): Promise<void> {
	if (!ids.length) return
	await db
		.updateTable('webhook_deliveries')
		.set({ lease_until: until })
		.where('id', 'in', [...ids])
		.where('status', '=', 'sending')
		.execute()
}

/** What one attempt came to: the answer's status and the start of its body, or the error. */
export interface AttemptOutcome {
	status: number | null
	body: string | null
	error: string | null
	durationMs: number
}

/**
 * `text` as a text column can keep it: without NUL characters (PostgreSQL refuses them, and a
 * receiver's answer may hold any bytes), at most 2,048 characters.
 */
function storable(text: string | null): string | null {
	return text === null ? null : text.replaceAll('\u0000', '').slice(0, 2048)
}

/**
 * Records attempt `outcome` of delivery `id` at `at` and its consequence, in one transaction:
 * - `next` 'delivered': marked delivered at `at`;
 * - `next` an ISO time: queued again for then;
 * - `next` 'failed': given up.
 * The last answer (status, body, error) is kept on the delivery either way (`storable`).
 */
export async function recordAttempt(
	db: Database,
	id: number,
	at: Date,
	outcome: AttemptOutcome,
	next: 'delivered' | 'failed' | string,
): Promise<void> {
	const body = storable(outcome.body)
	const error = storable(outcome.error)
	await writeTransaction(db, async (trx) => {
		await trx
			.insertInto('webhook_attempts')
			.values({
				delivery_id: id,
				attempted_at: at.toISOString(),
				response_status: outcome.status,
				response_body: body,
				error,
				duration_ms: Math.max(0, Math.round(outcome.durationMs)),
			})
			.execute()
		const answer = { response_status: outcome.status, response_body: body, last_error: error }
		await trx
			.updateTable('webhook_deliveries')
			.set(
				next === 'delivered'
					? { ...answer, status: 'delivered', delivered_at: at.toISOString(), lease_until: null }
					: next === 'failed'
						? { ...answer, status: 'failed', lease_until: null }
						: { ...answer, status: 'queued', next_attempt_at: next, lease_until: null },
			)
			.where('id', '=', id)
			.execute()
	})
}

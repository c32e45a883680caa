/**
 * Outgoing webhooks (ADR 0063, docs/webhooks.md):
 * - `webhook_endpoints`: the HTTPS URLs an Administrator registered, the events each wants (a JSON
 *   array of event types), its Standard Webhooks signing secret (`whsec_…`, shown to staff so the
 *   receiver can verify), when it was switched off (null while on), and who added it.
 * - `webhook_deliveries`: one row per event per endpoint, queued in the transaction of what caused
 *   the event and sent by the webhook worker under a lease, as the mail outbox is: the event's type
 *   and Standard Webhooks message id (`msg_…`, the same on every attempt), the JSON payload as sent,
 *   status (queued, sending, delivered, failed), attempts, the next attempt, the lease, and the last
 *   answer (status code, the start of its body, or the error).
 * - `webhook_attempts`: every attempt of a delivery, for the delivery log: when, the answer's status
 *   or the error, the start of the body, how long it took.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema
		.createTable('webhook_endpoints')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('url', 'text', (c) => c.notNull())
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('events', 'text', (c) => c.notNull())
		.addColumn('secret', 'text', (c) => c.notNull())
		.addColumn('disabled_at', t.timestamp)
		.addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('webhook_deliveries')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('endpoint_id', 'integer', (c) =>
			c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
		)
		.addColumn('event_type', 'text', (c) => c.notNull())
		.addColumn('message_id', 'text', (c) => c.notNull().unique())
		.addColumn('payload', 'text', (c) => c.notNull())
		.addColumn('status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('queued')
				.check(sql`status in ('queued', 'sending', 'delivered', 'failed')`),
		)
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
		.addColumn('lease_until', t.timestamp)
		.addColumn('response_status', 'integer')
		.addColumn('response_body', 'text')
		.addColumn('last_error', 'text')
		.addColumn('delivered_at', t.timestamp)
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('webhook_deliveries_due_idx')
		.on('webhook_deliveries')
		.columns(['status', 'next_attempt_at'])
		.execute()
	await db.schema
		.createIndex('webhook_deliveries_endpoint_idx')
		.on('webhook_deliveries')
		.columns(['endpoint_id', 'id'])
		.execute()

	await db.schema
		.createTable('webhook_attempts')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('delivery_id', 'integer', (c) =>
			c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
		)
		.addColumn('attempted_at', t.timestamp, (c) => c.notNull())
		.addColumn('response_status', 'integer')
		.addColumn('response_body', 'text')
		.addColumn('error', 'text')
		.addColumn('duration_ms', 'integer', (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('webhook_attempts_delivery_idx')
		.on('webhook_attempts')
		.columns(['delivery_id', 'id'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('webhook_attempts').execute()
	await db.schema.dropTable('webhook_deliveries').execute()
	await db.schema.dropTable('webhook_endpoints').execute()
}

/**
 * What the database's two send queues share (the mail outbox and the webhook deliveries, ADR 0034):
 * a row is due when it is queued and its next attempt has come, or when it was left "sending" by a
 * worker whose lease ran out (a killed process). Workers take due rows oldest first.
 */
import type { Handle } from './handle.ts'

/** The tables sent by a worker under a lease: each has `status`, `next_attempt_at` and `lease_until`. */
export type LeasedQueueTable = 'mail_outbox' | 'webhook_deliveries'

/** The ids of up to `limit` rows of `table` due at `stamp` (ISO 8601, UTC), oldest first. */
export function dueQueueRows(db: Handle, table: LeasedQueueTable, stamp: string, limit: number) {
	return db
		.selectFrom(table)
		.select('id')
		.where((eb) =>
			eb.or([
				eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', stamp)]),
				eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', stamp)]),
			]),
		)
		.orderBy('next_attempt_at')
		.orderBy('id')
		.limit(limit)
}

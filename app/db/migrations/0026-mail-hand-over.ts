/**
 * The mail worker's hand-over mark (ADR 0065): `mail_outbox.handed_over_at`, when the worker sending
 * the mail's current attempt wrote its final "." to the SMTP connection (ISO 8601, UTC, as the
 * table's other times), before the server's answer could be read; null until then, and again when a
 * worker takes the mail for a new attempt. A mail left "sending" by a worker whose lease ran out is
 * never sent again when it has one: it is marked sent with a note instead. It replaces the journal
 * file each process kept on its own disk, which another instance could not read.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema.alterTable('mail_outbox').addColumn('handed_over_at', t.timestamp).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('mail_outbox').dropColumn('handed_over_at').execute()
}

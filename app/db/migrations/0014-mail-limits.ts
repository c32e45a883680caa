/**
 * Mail limits (ADR 0041, docs/security.md "Mail limits"):
 * - `mail_counts`: how many mails visitors' requests queued, per counted key (`scope`: the client's
 *   network, a folded recipient address, or a recipient domain) and per 5-minute step (`bucket`:
 *   minutes since 1970 divided by 5). The last twelve steps of a key are its last hour. Rows older
 *   than the hour are removed by the mail worker.
 * - `mail_refusals`: what the limits refused, grouped into bursts (one row per limit, key and form
 *   while refusals keep coming less than 15 minutes apart), for the back office's Mail screen. Kept
 *   30 days.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema
		.createTable('mail_counts')
		.addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('client', 'recipient', 'domain')`))
		.addColumn('key', 'text', (c) => c.notNull())
		.addColumn('bucket', 'integer', (c) => c.notNull())
		.addColumn('count', 'integer', (c) => c.notNull())
		.addPrimaryKeyConstraint('mail_counts_pkey', ['scope', 'key', 'bucket'])
		.execute()
	await db.schema.createIndex('mail_counts_bucket_idx').on('mail_counts').column('bucket').execute()

	await db.schema
		.createTable('mail_refusals')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('client', 'recipient', 'domain')`))
		.addColumn('key', 'text', (c) => c.notNull())
		.addColumn('source', 'text', (c) => c.notNull())
		.addColumn('limit_per_hour', 'integer', (c) => c.notNull())
		.addColumn('submissions', 'integer', (c) => c.notNull())
		.addColumn('mails', 'integer', (c) => c.notNull())
		.addColumn('first_at', t.timestamp, (c) => c.notNull())
		.addColumn('last_at', t.timestamp, (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('mail_refusals_burst_idx')
		.on('mail_refusals')
		.columns(['scope', 'key', 'source', 'last_at'])
		.execute()
	await db.schema.createIndex('mail_refusals_last_at_idx').on('mail_refusals').column('last_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('mail_refusals').execute()
	await db.schema.dropTable('mail_counts').execute()
}

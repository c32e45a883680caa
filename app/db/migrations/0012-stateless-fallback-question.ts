/**
 * The captcha's fallback question became a signed token (`lib/captcha/fallback.server.ts`): showing
 * a form no longer stores a row, so `captcha_fallback_challenges` goes. An answered question is
 * recorded in `captcha_used_payloads`, as a used ALTCHA solution is.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('captcha_fallback_challenges').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema
		.createTable('captcha_fallback_challenges')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('answer', 'text', (c) => c.notNull())
		.addColumn('expires_at', t.timestamp, (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('captcha_fallback_challenges_expires_at_idx')
		.on('captcha_fallback_challenges')
		.column('expires_at')
		.execute()
}

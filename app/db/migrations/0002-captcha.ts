/**
 * Captcha state shared by every app instance (ADR 0009): the HMAC secret generated when
 * `CAPTCHA_SECRET` is unset, the solved ALTCHA challenges already used (refused on replay until they
 * expire) and the server-rendered fallback questions. Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))

	await db.schema
		.createTable('captcha_secrets')
		.addColumn('name', 'text', (c) => c.primaryKey())
		.addColumn('secret', 'text', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('captcha_used_payloads')
		.addColumn('hash', 'text', (c) => c.primaryKey())
		.addColumn('expires_at', t.timestamp, (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('captcha_used_payloads_expires_at_idx')
		.on('captcha_used_payloads')
		.column('expires_at')
		.execute()

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

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of ['captcha_fallback_challenges', 'captcha_used_payloads', 'captcha_secrets']) {
		await db.schema.dropTable(table).execute()
	}
}

/**
 * Rotating the signing secrets (ADR 0040): each row of `captcha_secrets` (which holds every signing
 * secret kept in the database, not only the captcha's) keeps the secret it replaced and until when
 * that one still verifies, so tickets and manage links already mailed keep opening for a grace
 * period after `npm run secrets:rotate`. An empty `secret` means none is kept (the environment's
 * `SIGNING_SECRET` replaced it); the next use in database mode makes a new one.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema.alterTable('captcha_secrets').addColumn('previous_secret', 'text').execute()
	await db.schema.alterTable('captcha_secrets').addColumn('previous_until', t.timestamp).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('captcha_secrets').dropColumn('previous_until').execute()
	await db.schema.alterTable('captcha_secrets').dropColumn('previous_secret').execute()
}

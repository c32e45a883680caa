/**
 * The interest list (docs/privacy.md): `interest_signups`, one row per e-mail address (stored
 * lower-cased, unique) that asked to hear about the next edition, with when it agreed to the
 * privacy notice and which version.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema
		.createTable('interest_signups')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('email', 'text', (c) => c.notNull().unique())
		.addColumn('consent_at', t.timestamp, (c) => c.notNull())
		.addColumn('consent_version', 'integer', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('interest_signups').execute()
}

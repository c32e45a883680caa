/**
 * Privacy (docs/privacy.md):
 * - `settings`: the privacy notice's texts (`privacy_json`, '' for the defaults) and its version,
 *   raised each time they change.
 * - `attendees`, `partnership_enquiries`: when the person ticked the privacy notice's box and which
 *   version they saw (null on rows from before the box).
 * - `edition_erasures`: a past edition's personal data erased by an Administrator, with the counts of
 *   what was erased (the rows are gone) and who did it.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema
		.alterTable('settings')
		.addColumn('privacy_json', 'text', (c) => c.notNull().defaultTo(''))
		.execute()
	await db.schema
		.alterTable('settings')
		.addColumn('privacy_version', 'integer', (c) => c.notNull().defaultTo(1))
		.execute()
	for (const table of ['attendees', 'partnership_enquiries']) {
		await db.schema.alterTable(table).addColumn('consent_at', t.timestamp).execute()
		await db.schema.alterTable(table).addColumn('consent_version', 'integer').execute()
	}
	await db.schema
		.createTable('edition_erasures')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) => c.notNull())
		.addColumn('year', 'integer', (c) => c.notNull())
		.addColumn('attendees', 'integer', (c) => c.notNull())
		.addColumn('enquiries', 'integer', (c) => c.notNull())
		.addColumn('erased_by', 'text', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('edition_erasures').execute()
	for (const table of ['attendees', 'partnership_enquiries']) {
		await db.schema.alterTable(table).dropColumn('consent_version').execute()
		await db.schema.alterTable(table).dropColumn('consent_at').execute()
	}
	await db.schema.alterTable('settings').dropColumn('privacy_version').execute()
	await db.schema.alterTable('settings').dropColumn('privacy_json').execute()
}

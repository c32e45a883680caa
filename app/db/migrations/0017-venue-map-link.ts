/**
 * An edition's own venue map link (ADR 0054): `event_editions.venue_map_url`, nullable text, the
 * `https://` link a delegate opens to find the venue (read from what Google Maps or OpenStreetMap
 * gives). Null: the mail, ticket and calendar search the maps for the venue's name instead.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('event_editions').addColumn('venue_map_url', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('event_editions').dropColumn('venue_map_url').execute()
}

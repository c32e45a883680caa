/**
 * The public site's content version (ADR 0025): one row, `content_version.version`, raised by
 * triggers in the same transaction as any insert, update or delete (and, on PostgreSQL, truncate)
 * of a table a public page shows. The page cache keeps a page only while the version it was
 * rendered at is current, so a change made by any code path, in any server process, ends every
 * cached page: no caller has to remember to invalidate.
 *
 * The row is created by the first change (an upsert), so a database emptied by a test is valid too;
 * a missing row reads as version 0.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.ts'

/** The tables whose rows the public pages show (registrations, enquiries and users are not). */
export const PUBLIC_CONTENT_TABLES = [
	'event_editions',
	'speaker_categories',
	'speakers',
	'sponsor_tiers',
	'sponsors',
	'agenda_sessions',
	'media_categories',
	'blog_posts',
	'settings',
] as const

const BUMP = sql`insert into content_version (id, version) values (1, 1)
	on conflict (id) do update set version = content_version.version + 1`

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('content_version')
		.addColumn('id', 'integer', (c) => c.primaryKey())
		.addColumn('version', 'integer', (c) => c.notNull())
		.execute()

	if (dialectOf(db) === 'postgres') {
		await sql`create function content_version_bump() returns trigger language plpgsql as $$
			begin
				${BUMP};
				return null;
			end $$`.execute(db)
		for (const table of PUBLIC_CONTENT_TABLES) {
			// One bump per statement, however many rows it touched.
			await sql`create trigger ${sql.id(`${table}_content_version`)}
				after insert or update or delete or truncate on ${sql.id(table)}
				for each statement execute function content_version_bump()`.execute(db)
		}
		return
	}
	for (const table of PUBLIC_CONTENT_TABLES) {
		for (const event of ['insert', 'update', 'delete'] as const) {
			await sql`create trigger ${sql.id(`${table}_content_version_${event}`)}
				after ${sql.raw(event)} on ${sql.id(table)}
				begin ${BUMP}; end`.execute(db)
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	const postgres = dialectOf(db) === 'postgres'
	for (const table of PUBLIC_CONTENT_TABLES) {
		if (postgres) {
			await sql`drop trigger if exists ${sql.id(`${table}_content_version`)} on ${sql.id(table)}`.execute(db)
		} else {
			for (const event of ['insert', 'update', 'delete']) {
				await sql`drop trigger if exists ${sql.id(`${table}_content_version_${event}`)}`.execute(db)
			}
		}
	}
	if (postgres) await sql`drop function if exists content_version_bump()`.execute(db)
	await db.schema.dropTable('content_version').ifExists().execute()
}

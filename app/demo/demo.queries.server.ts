/**
 * The demo loader's own reads and writes, for the rows no module's query writes as the demo content
 * needs them (its own order, a speaker without a role, the columns' defaults). Each takes a `Handle`
 * first, like every query function (docs/architecture.md, "Data access").
 */
import type { Insertable } from 'kysely'
import type { Handle } from '#app/db/handle.ts'
import type { DB } from '#app/db/schema.ts'

/** True when `table` holds at least one row. */
export async function hasRows(db: Handle, table: 'event_editions' | 'users' | 'settings'): Promise<boolean> {
	const rows = await db.selectFrom(table).select('id').limit(1).execute()
	return rows.length > 0
}

/** The demo tables written row by row here. */
type DemoTable = 'speakers' | 'sponsor_tiers' | 'sponsors' | 'media_categories' | 'blog_posts'

/** Inserts one row of demo content into `table`; returns its id. */
export async function insertDemoRow<T extends DemoTable>(
	db: Handle,
	table: T,
	row: Insertable<DB[T]>,
): Promise<number> {
	const inserted = await db
		.insertInto(table)
		.values(row as never)
		.returning('id')
		.executeTakeFirstOrThrow()
	return Number(inserted.id)
}

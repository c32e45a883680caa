/**
 * Media categories get a display order chosen in the back office (`sort_order`, the order of the
 * Media menu; `app/db/display-order.ts`). Existing categories keep the order they had, by id. On an
 * empty table nothing is updated, so a new database starts at content version 0 (a PostgreSQL
 * statement trigger fires even for an update of no rows).
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.alterTable('media_categories')
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
	const { n } = await db
		.selectFrom('media_categories')
		.select((eb) => eb.fn.countAll().as('n'))
		.executeTakeFirstOrThrow()
	if (Number(n) > 0) await sql`update media_categories set sort_order = id`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('media_categories').dropColumn('sort_order').execute()
}

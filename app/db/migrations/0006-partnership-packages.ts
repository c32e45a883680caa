/**
 * The partnership packages the enquiry form offers, edited in the back office
 * (`modules/partnerships`, ADR 0030): name (`title`, unique), a short description, a place in the
 * form's order (`sort_order`, `app/db/display-order.ts`) and whether it is offered (`active`, 0 or
 * 1). Starts with the five packages the form offered before: Platinum, Gold, Silver, Bronze,
 * Bespoke. An enquiry keeps the package's name as it was chosen (`partnership_enquiries.package`),
 * so renaming or deleting a package changes no enquiry.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema
		.createTable('partnership_packages')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('title', 'text', (c) => c.notNull().unique())
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db
		.insertInto('partnership_packages')
		.values(
			['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke'].map((title, sortOrder) => ({
				title,
				sort_order: sortOrder,
			})),
		)
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('partnership_packages').execute()
}

/**
 * Indexes for the dashboard's charts of one edition (`modules/dashboard/charts.queries.server.ts`,
 * ADR 0058): registrants by how they heard, by company, and the checked-in by when. Each lets the
 * grouping read one edition's entries of a small index, in order, instead of every row of the
 * table; `bench/dashboard-charts.ts` measured them at 100,000 attendees (figures in the ADR). The
 * check-in index holds only the checked-in.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createIndex('attendees_edition_heard_from_idx')
		.on('attendees')
		.columns(['edition_id', 'heard_from'])
		.execute()
	await db.schema
		.createIndex('attendees_edition_company_idx')
		.on('attendees')
		.columns(['edition_id', 'company_name'])
		.execute()
	await db.schema
		.createIndex('attendees_edition_checked_in_idx')
		.on('attendees')
		.columns(['edition_id', 'checked_in_at'])
		.where(sql.ref('checked_in_at'), 'is not', null)
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('attendees_edition_checked_in_idx').execute()
	await db.schema.dropIndex('attendees_edition_company_idx').execute()
	await db.schema.dropIndex('attendees_edition_heard_from_idx').execute()
}

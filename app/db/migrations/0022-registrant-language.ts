/**
 * The registrant's language (ADR 0059): `locale` ('en' or 'fr') on a registration (`attendees`), a
 * partnership enquiry (`partnership_enquiries`) and a next-edition signup (`interest_signups`), the
 * language of the page the form was posted on. Every mail, ticket, calendar entry and PDF made for
 * them is in it. Rows from before are English, the only language the site had.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'

const TABLES = ['attendees', 'partnership_enquiries', 'interest_signups'] as const

export async function up(db: Kysely<any>): Promise<void> {
	for (const table of TABLES) {
		await db.schema
			.alterTable(table)
			.addColumn('locale', 'text', (c) =>
				c
					.notNull()
					.defaultTo('en')
					.check(sql`locale in ('en', 'fr')`),
			)
			.execute()
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of TABLES) {
		await db.schema.alterTable(table).dropColumn('locale').execute()
	}
}

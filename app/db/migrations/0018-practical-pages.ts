/**
 * Practical pages (`modules/practical-pages`, ADR 0057): pages staff write for delegates (venue and
 * directions, hotels, visa letters, dress code, Wi-Fi, CPE hours, a FAQ), public at `/info/{slug}`.
 * A row holds the title, the `slug` (unique: lower-case letters, digits and hyphens), the text as
 * HTML reduced to the blog's allow-list (`content_html`), the FAQ block as a JSON array of
 * `{ question, answer }` in plain text (`faq_json`, '[]' for none), where its link is shown
 * (`placement`: 'header', 'footer' or 'none'), whether visitors see it (`status`: 'draft' or
 * 'published') and its place in the order staff choose (`sort_order`, `app/db/display-order.ts`).
 *
 * The public pages show these rows, so the content version's triggers (migration 0004) cover the
 * table too: any change ends every cached page.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

const BUMP = sql`insert into content_version (id, version) values (1, 1)
	on conflict (id) do update set version = content_version.version + 1`

export async function up(db: Kysely<any>): Promise<void> {
	const dialect = dialectOf(db)
	const t = columnTypes(dialect)
	await db.schema
		.createTable('practical_pages')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('content_html', 'text', (c) => c.notNull())
		.addColumn('faq_json', 'text', (c) => c.notNull().defaultTo('[]'))
		.addColumn('placement', 'text', (c) =>
			c
				.notNull()
				.defaultTo('none')
				.check(sql`placement in ('header', 'footer', 'none')`),
		)
		.addColumn('status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('draft')
				.check(sql`status in ('draft', 'published')`),
		)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	if (dialect === 'postgres') {
		// The bump function migration 0004 created; one bump per statement.
		await sql`create trigger practical_pages_content_version
			after insert or update or delete or truncate on practical_pages
			for each statement execute function content_version_bump()`.execute(db)
		return
	}
	for (const event of ['insert', 'update', 'delete'] as const) {
		await sql`create trigger ${sql.id(`practical_pages_content_version_${event}`)}
			after ${sql.raw(event)} on practical_pages
			begin ${BUMP}; end`.execute(db)
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	if (dialectOf(db) === 'postgres') {
		await sql`drop trigger if exists practical_pages_content_version on practical_pages`.execute(db)
	} else {
		for (const event of ['insert', 'update', 'delete']) {
			await sql`drop trigger if exists ${sql.id(`practical_pages_content_version_${event}`)}`.execute(db)
		}
	}
	await db.schema.dropTable('practical_pages').execute()
}

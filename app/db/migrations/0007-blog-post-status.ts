/**
 * Blog posts written in the back office (`modules/blog`, ADR 0032): a `status` ('draft' or
 * 'published'; a published post whose `published_at` is still ahead is scheduled, and appears on
 * its own at that instant) and an optional `excerpt` written by staff (empty: the lists cut one
 * from the text). Existing posts were all public: they stay published.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.alterTable('blog_posts')
		.addColumn('status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('published')
				.check(sql`status in ('draft', 'published')`),
		)
		.execute()
	await db.schema
		.alterTable('blog_posts')
		.addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
		.execute()
	await db.schema
		.createIndex('blog_posts_status_published_idx')
		.on('blog_posts')
		.columns(['status', 'published_at'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('blog_posts_status_published_idx').execute()
	await db.schema.alterTable('blog_posts').dropColumn('excerpt').execute()
	await db.schema.alterTable('blog_posts').dropColumn('status').execute()
}

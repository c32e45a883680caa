/**
 * The whole data model at its start (tables, keys, indexes). Frozen once landed: change the schema with a new migration.
 */
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))

	await db.schema
		.createTable('event_editions')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('year', 'integer', (c) => c.notNull())
		.addColumn('theme', 'text')
		.addColumn('venue', 'text')
		.addColumn('starts_at', t.timestamp)
		.addColumn('regular_fee_pesewas', 'integer')
		.addColumn('early_bird_fee_pesewas', 'integer')
		.addColumn('early_bird_expires_on', t.date)
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('event_editions_starts_at_idx')
		.on('event_editions')
		.column('starts_at')
		.execute()

	await db.schema
		.createTable('speaker_categories')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('code', 'text', (c) => c.notNull().unique())
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('speakers')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('full_name', 'text', (c) => c.notNull())
		.addColumn('designation', 'text', (c) => c.notNull())
		.addColumn('company', 'text', (c) => c.notNull())
		.addColumn('country', 'text')
		.addColumn('role', 'text')
		.addColumn('category_id', 'integer', (c) => c.references('speaker_categories.id').onDelete('set null'))
		.addColumn('bio', 'text', (c) => c.notNull())
		.addColumn('image_key', 'text')
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema.createIndex('speakers_category_id_idx').on('speakers').column('category_id').execute()

	await db.schema
		.createTable('sponsor_tiers')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('title', 'text', (c) => c.notNull().unique())
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()

	await db.schema
		.createTable('sponsors')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('tier_id', 'integer', (c) => c.notNull().references('sponsor_tiers.id').onDelete('restrict'))
		.addColumn('name', 'text')
		.addColumn('logo_key', 'text', (c) => c.notNull())
		.addColumn('website', 'text')
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema.createIndex('sponsors_tier_id_idx').on('sponsors').column('tier_id').execute()

	await db.schema
		.createTable('agenda_sessions')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('cascade'),
		)
		.addColumn('heading', 'text', (c) => c.notNull())
		.addColumn('starts_at', t.timestamp, (c) => c.notNull())
		.addColumn('ends_at', t.timestamp, (c) => c.notNull())
		.addColumn('speaker', 'text')
		.addColumn('speaker_id', 'integer', (c) => c.references('speakers.id').onDelete('set null'))
		.addColumn('description', 'text')
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('agenda_sessions_edition_starts_idx')
		.on('agenda_sessions')
		.columns(['edition_id', 'starts_at'])
		.execute()
	await db.schema
		.createIndex('agenda_sessions_speaker_id_idx')
		.on('agenda_sessions')
		.column('speaker_id')
		.execute()

	await db.schema
		.createTable('attendees')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('restrict'),
		)
		.addColumn('full_name', 'text', (c) => c.notNull())
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('contact_number', 'text')
		.addColumn('whatsapp_number', 'text', (c) => c.notNull())
		.addColumn('company_name', 'text', (c) => c.notNull())
		.addColumn('designation', 'text', (c) => c.notNull())
		.addColumn('heard_from', 'text')
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('attendees_edition_email_uq')
		.on('attendees')
		.columns(['edition_id', 'email'])
		.unique()
		.execute()
	await db.schema
		.createIndex('attendees_created_at_idx')
		.on('attendees')
		.columns(['created_at', 'id'])
		.execute()

	await db.schema
		.createTable('partnership_enquiries')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) => c.references('event_editions.id').onDelete('set null'))
		.addColumn('full_name', 'text', (c) => c.notNull())
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('contact_number', 'text')
		.addColumn('whatsapp_number', 'text', (c) => c.notNull())
		.addColumn('company_name', 'text', (c) => c.notNull())
		.addColumn('designation', 'text', (c) => c.notNull())
		.addColumn('package', 'text', (c) => c.notNull())
		.addColumn('heard_from', 'text')
		.addColumn('reference', 'text', (c) => c.notNull().unique())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('partnership_enquiries_created_at_idx')
		.on('partnership_enquiries')
		.columns(['created_at', 'id'])
		.execute()

	await db.schema
		.createTable('media_categories')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('blog_posts')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('category_id', 'integer', (c) =>
			c.notNull().references('media_categories.id').onDelete('restrict'),
		)
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('author', 'text', (c) => c.notNull())
		.addColumn('published_at', t.timestamp, (c) => c.notNull())
		.addColumn('content_html', 'text', (c) => c.notNull())
		.addColumn('image_key', 'text')
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('blog_posts_category_published_idx')
		.on('blog_posts')
		.columns(['category_id', 'published_at'])
		.execute()

	await db.schema
		.createTable('users')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('full_name', 'text', (c) => c.notNull())
		.addColumn('email', 'text', (c) => c.notNull().unique())
		.addColumn('phone', 'text')
		.addColumn('role', 'text', (c) => c.notNull().check(sqlRoleCheck()))
		.addColumn('password_hash', 'text', (c) => c.notNull())
		.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.createTable('sessions')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
		.addColumn('expires_at', t.timestamp, (c) => c.notNull())
		.execute()
	await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()
	await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute()

	await db.schema
		.createTable('activity_log')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
		.addColumn('username', 'text', (c) => c.notNull())
		.addColumn('type', 'text', (c) => c.notNull())
		.addColumn('description', 'text', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('activity_log_created_at_idx')
		.on('activity_log')
		.columns(['created_at', 'id'])
		.execute()

	await db.schema
		.createTable('settings')
		.addColumn('id', 'integer', (c) => c.primaryKey().check(sqlSingleRowCheck()))
		.addColumn('site_name', 'text', (c) => c.notNull())
		.addColumn('organiser_name', 'text', (c) => c.notNull())
		.addColumn('organiser_about', 'text', (c) => c.notNull())
		.addColumn('contact_address', 'text', (c) => c.notNull())
		.addColumn('contact_phone', 'text', (c) => c.notNull())
		.addColumn('contact_email', 'text', (c) => c.notNull())
		.addColumn('map_embed_url', 'text')
		.addColumn('map_link_url', 'text')
		.addColumn('facebook_url', 'text')
		.addColumn('twitter_url', 'text')
		.addColumn('linkedin_url', 'text')
		.addColumn('instagram_url', 'text')
		.addColumn('hero_video_key', 'text')
		.addColumn('hero_image_key', 'text')
		.addColumn('developer_whatsapp', 'text')
		.addColumn('developer_credit', 'text')
		.addColumn('home_content_json', 'text', (c) => c.notNull())
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'settings',
		'activity_log',
		'sessions',
		'users',
		'blog_posts',
		'media_categories',
		'partnership_enquiries',
		'attendees',
		'agenda_sessions',
		'sponsors',
		'sponsor_tiers',
		'speakers',
		'speaker_categories',
		'event_editions',
	]) {
		await db.schema.dropTable(table).execute()
	}
}

function sqlRoleCheck() {
	return sql`role in ('Administrator', 'User')`
}

function sqlSingleRowCheck() {
	return sql`id = 1`
}

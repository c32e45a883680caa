/**
 * Site-wide settings: one row (`settings.id = 1`).
 */
import type { Handle } from '#app/db/handle.ts'
import type { NewSettings, Settings } from '#app/db/schema.ts'
import { emptyHomeContent, type HomeContent, HomeContentSchema } from './settings.ts'

export type SiteSettings = Omit<Settings, 'home_content_json' | 'id' | 'updated_at'> & {
	homeContent: HomeContent
}

/** Defaults shown before any settings row exists (empty database). */
export const defaultSettings: SiteSettings = {
	site_name: 'Internal Audit Leadership Summit',
	organiser_name: '',
	organiser_about: '',
	contact_address: 'Accra, Ghana',
	contact_phone: '',
	contact_email: '',
	map_embed_url: null,
	map_link_url: null,
	facebook_url: null,
	twitter_url: null,
	linkedin_url: null,
	instagram_url: null,
	hero_video_key: null,
	hero_image_key: null,
	developer_whatsapp: null,
	developer_credit: null,
	notice_emails: '',
	payment_instructions: '',
	homeContent: emptyHomeContent,
}

/** The settings row with its home content parsed; `defaultSettings` when none is stored. */
export async function getSettings(db: Handle): Promise<SiteSettings> {
	const row = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst()
	if (!row) return defaultSettings
	const { home_content_json, id: _id, updated_at: _updated, ...rest } = row
	const parsed = HomeContentSchema.safeParse(JSON.parse(home_content_json))
	return { ...rest, homeContent: parsed.success ? parsed.data : emptyHomeContent }
}

/** Writes the settings row (insert or replace). */
export async function saveSettings(
	db: Handle,
	settings: Omit<NewSettings, 'id' | 'home_content_json' | 'updated_at'> & { homeContent: HomeContent },
	now: Date,
): Promise<void> {
	const { homeContent, ...rest } = settings
	const values = { ...rest, home_content_json: JSON.stringify(homeContent), updated_at: now.toISOString() }
	await db
		.insertInto('settings')
		.values({ id: 1, ...values })
		.onConflict((oc) => oc.column('id').doUpdateSet(values))
		.execute()
}

/** The settings columns the Contact & organiser form writes. */
export type ContactSettingsColumns = Pick<
	Settings,
	| 'organiser_name'
	| 'organiser_about'
	| 'contact_address'
	| 'contact_phone'
	| 'contact_email'
	| 'map_embed_url'
	| 'map_link_url'
	| 'facebook_url'
	| 'twitter_url'
	| 'linkedin_url'
	| 'instagram_url'
	| 'notice_emails'
	| 'payment_instructions'
>

/**
 * Writes the contact and organiser columns of the settings row, the others kept (from
 * `defaultSettings` when there is no row yet).
 */
export async function updateContactSettings(
	db: Handle,
	columns: ContactSettingsColumns,
	now: Date,
): Promise<void> {
	const { homeContent, ...current } = await getSettings(db)
	await saveSettings(db, { ...current, ...columns, homeContent }, now)
}

/** Writes the home page texts of the settings row, the other columns kept. */
export async function updateHomeContent(db: Handle, homeContent: HomeContent, now: Date): Promise<void> {
	const { homeContent: _old, ...current } = await getSettings(db)
	await saveSettings(db, { ...current, homeContent }, now)
}

/** Sets the past-edition hero picture (`hero_image_key`), the other settings kept; returns the previous key. */
export async function updateHeroImage(db: Handle, key: string, now: Date): Promise<string | null> {
	const { homeContent, ...current } = await getSettings(db)
	await saveSettings(db, { ...current, hero_image_key: key, homeContent }, now)
	return current.hero_image_key
}

/**
 * Points the settings at the past-edition hero video `key` (null: no video); returns the previous
 * key, whose file the caller removes once this has committed.
 */
export async function updateHeroVideo(db: Handle, key: string | null, now: Date): Promise<string | null> {
	const { homeContent, ...current } = await getSettings(db)
	await saveSettings(db, { ...current, hero_video_key: key, homeContent }, now)
	return current.hero_video_key
}

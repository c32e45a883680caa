/**
 * The content staff write, in French too (ADR 0059): each text column visitors read, `x`, gets a
 * nullable twin `x_fr` holding its French. Null or blank: the French page shows the English `x`.
 *
 * - `event_editions.theme_fr`;
 * - `settings.organiser_about_fr`, `settings.payment_instructions_fr`, and the French home texts
 *   and privacy notice (`home_content_json_fr`, `privacy_json_fr`: JSON documents of the same shape
 *   as their English ones, a blank field meaning "the English one");
 * - `speakers.designation_fr` (the position) and `speakers.bio_fr`;
 * - `speaker_categories.title_fr`, `sponsor_tiers.title_fr`, `media_categories.title_fr`;
 * - `agenda_sessions.heading_fr` and `agenda_sessions.description_fr`;
 * - `blog_posts.title_fr`, `blog_posts.excerpt_fr` and `blog_posts.content_html_fr` (sanitised on
 *   write like the English);
 * - `partnership_packages.title_fr` and `partnership_packages.description_fr` (an enquiry still
 *   stores the English title);
 * - `practical_pages.title_fr`, `practical_pages.content_html_fr` and `practical_pages.faq_json_fr`
 *   (the slug stays one per page).
 *
 * Names of people, companies and places, addresses, e-mail addresses and phone numbers have no
 * French twin. The tables' content-version triggers (migrations 0004, 0018, 0021) fire on these
 * columns like on any other, so a French text saved ends the cached pages.
 *
 * Frozen once landed.
 */
import type { Kysely } from 'kysely'

/** Each table and its French columns, in the order they are added. */
export const FRENCH_COLUMNS: ReadonlyArray<readonly [table: string, columns: readonly string[]]> = [
	['event_editions', ['theme_fr']],
	['settings', ['organiser_about_fr', 'payment_instructions_fr', 'home_content_json_fr', 'privacy_json_fr']],
	['speakers', ['designation_fr', 'bio_fr']],
	['speaker_categories', ['title_fr']],
	['sponsor_tiers', ['title_fr']],
	['media_categories', ['title_fr']],
	['agenda_sessions', ['heading_fr', 'description_fr']],
	['blog_posts', ['title_fr', 'excerpt_fr', 'content_html_fr']],
	['partnership_packages', ['title_fr', 'description_fr']],
	['practical_pages', ['title_fr', 'content_html_fr', 'faq_json_fr']],
]

export async function up(db: Kysely<any>): Promise<void> {
	for (const [table, columns] of FRENCH_COLUMNS) {
		for (const column of columns) {
			await db.schema.alterTable(table).addColumn(column, 'text').execute()
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const [table, columns] of [...FRENCH_COLUMNS].reverse()) {
		for (const column of [...columns].reverse()) {
			await db.schema.alterTable(table).dropColumn(column).execute()
		}
	}
}

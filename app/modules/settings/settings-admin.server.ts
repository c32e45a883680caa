/**
 * Changing the site settings from the back office (/admin/settings). Each change and its activity
 * row are written in one transaction; the public pages show it at once (the settings are public
 * content: ADR 0025's content version moves with them).
 */
import type { Database } from '#app/db/handle.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { textLines } from '#app/lib/format.ts'
import type { ContactSettingsInput } from './contact-settings.schema.ts'
import { type HomeTextsInput, paragraphsOf } from './home-texts.schema.ts'
import { updateContactSettings, updateHomeContent } from './settings.queries.server.ts'

/**
 * Saves the Contact & organiser form: the address's and phone numbers' lines trimmed and joined by
 * newlines, empty optional fields stored as '' (texts) or null (addresses), with an "Update Settings"
 * activity row. Throws on a database failure (nothing written).
 */
export async function saveContactSettings(
	db: Database,
	actor: Actor,
	input: ContactSettingsInput,
	now: Date,
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await updateContactSettings(
			trx,
			{
				organiser_name: input.organiserName ?? '',
				organiser_about: input.organiserAbout ?? '',
				contact_address: textLines(input.address).join('\n'),
				contact_phone: textLines(input.phones ?? '').join('\n'),
				contact_email: input.email ?? '',
				map_embed_url: input.mapEmbedUrl ?? null,
				map_link_url: input.mapLinkUrl ?? null,
				facebook_url: input.facebookUrl ?? null,
				twitter_url: input.twitterUrl ?? null,
				linkedin_url: input.linkedinUrl ?? null,
				instagram_url: input.instagramUrl ?? null,
			},
			now,
		)
		await recordActivity(
			trx,
			actorActivity(actor, 'Update Settings', 'Saved the contact and organiser details'),
			now,
		)
	})
}

/**
 * Saves the Home page texts form: the About text split into paragraphs at blank lines, the lists'
 * filled rows in their order, with an "Update Settings" activity row. Throws on a database failure
 * (nothing written).
 */
export async function saveHomeTexts(
	db: Database,
	actor: Actor,
	input: HomeTextsInput,
	now: Date,
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await updateHomeContent(
			trx,
			{
				aboutHeading: input.aboutHeading,
				aboutParagraphs: paragraphsOf(input.about ?? ''),
				takeaways: input.takeaways,
				eventProfile: input.eventProfile,
				groupDiscountNote: input.groupDiscountNote ?? '',
			},
			now,
		)
		await recordActivity(trx, actorActivity(actor, 'Update Settings', 'Saved the home page texts'), now)
	})
}

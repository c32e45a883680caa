/**
 * Changing the site settings from the back office (/admin/settings). Each change and its activity
 * row are written in one transaction; the public pages show it at once (the settings are public
 * content: ADR 0025's content version moves with them).
 */
import type { Database } from '#app/db/handle.ts'
import { ImageRejectedError, removeStoredImage, storeImage } from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { textLines } from '#app/lib/format.ts'
import type { ContactSettingsInput } from './contact-settings.schema.ts'
import { type HomeTextsInput, paragraphsOf } from './home-texts.schema.ts'
import { updateContactSettings, updateHeroImage, updateHomeContent } from './settings.queries.server.ts'

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

/**
 * Replaces the past-edition hero picture: the file is decoded and stored as WebP variants (metadata
 * stripped), then the settings point to it, with an "Update Settings" activity row in the same
 * transaction; the previous picture's files are removed after the commit. A refused file answers
 * its message and stores nothing; a failed write removes the new files and throws.
 */
export async function replaceHeroPicture(
	db: Database,
	store: FileStore,
	actor: Actor,
	picture: File,
	now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
	let key: string
	try {
		key = await storeImage(store, new Uint8Array(await picture.arrayBuffer()), 'hero', 'site', 'picture')
	} catch (error) {
		if (error instanceof ImageRejectedError) return { ok: false, message: error.message }
		throw error
	}
	let previous: string | null
	try {
		previous = await db.transaction().execute(async (trx) => {
			const before = await updateHeroImage(trx, key, now)
			await recordActivity(
				trx,
				actorActivity(actor, 'Update Settings', 'Replaced the past-edition hero picture'),
				now,
			)
			return before
		})
	} catch (error) {
		await removeStoredImage(store, key)
		throw error
	}
	if (previous && previous !== key) await removeStoredImage(store, previous)
	return { ok: true }
}

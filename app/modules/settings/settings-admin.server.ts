/**
 * Changing the site settings from the back office (/admin/settings). Each change and its activity
 * row are written in one transaction; the public pages show it at once (the settings are public
 * content: the page cache's content version moves with them).
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { ImageRejectedError, removeStoredImage, storeImage } from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { textLines } from '#app/lib/format.ts'
import type { ContactSettingsInput } from './contact-settings.schema.ts'
import type { InvoiceSettingsInput } from './invoice-settings.schema.ts'
import { type HomeTextsInput, paragraphsOf } from './home-texts.schema.ts'
import { storeVideo, VideoRejectedError } from '#app/lib/video/video.server.ts'
import {
	getSettings,
	type InvoiceSettingsColumns,
	removeCertificateLogoKey,
	updateCertificateSettings,
	updateContactSettings,
	updateHeroImage,
	updateHeroVideo,
	updateHomeContent,
	updatePrivacyNotice,
	privacyVersion,
} from './settings.queries.server.ts'
import { frenchPrivacyNotice, type PrivacyNoticeInput } from './privacy-notice.schema.ts'
import type { CertificateSettingsInput } from './certificate-settings.schema.ts'

/**
 * Saves the site settings form: the contact and organiser fields (the address's and phone numbers'
 * lines trimmed and joined by newlines, empty optional fields stored as '' (texts) or null
 * (addresses)) and, when given, the invoice fields (the legal address's lines likewise, the tax
 * lines as JSON, the reminder's days or null), with an "Update Settings" activity row. Throws on a
 * database failure (nothing written).
 */
export async function saveContactSettings(
	db: Database,
	actor: Actor,
	input: ContactSettingsInput & Partial<InvoiceSettingsInput>,
	now: Date,
): Promise<void> {
	const invoice = invoiceColumns(input)
	await writeTransaction(db, async (trx) => {
		await updateContactSettings(
			trx,
			{
				organiser_name: input.organiserName ?? '',
				organiser_about: input.organiserAbout ?? '',
				organiser_about_fr: input.organiserAboutFr ?? null,
				contact_address: textLines(input.address).join('\n'),
				contact_phone: textLines(input.phones ?? '').join('\n'),
				contact_email: input.email ?? '',
				map_embed_url: input.mapEmbedUrl ?? null,
				map_link_url: input.mapLinkUrl ?? null,
				facebook_url: input.facebookUrl ?? null,
				twitter_url: input.twitterUrl ?? null,
				linkedin_url: input.linkedinUrl ?? null,
				instagram_url: input.instagramUrl ?? null,
				notice_emails: textLines(input.noticeEmails ?? '').join('\n'),
				payment_instructions: textLines(input.paymentInstructions ?? '').join('\n'),
				payment_instructions_fr: textLines(input.paymentInstructionsFr ?? '').join('\n') || null,
				...invoice,
			},
			now,
		)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Update Settings',
				'legal_name' in invoice
					? 'Saved the contact, organiser and invoice details'
					: 'Saved the contact and organiser details',
			),
			now,
		)
	})
}

/** The invoice columns of the invoice fields `input` has (none when it has none of them). */
function invoiceColumns(input: Partial<InvoiceSettingsInput>): Partial<InvoiceSettingsColumns> {
	if (input.legalName === undefined) return {}
	return {
		legal_name: input.legalName,
		legal_address: textLines(input.legalAddress ?? '').join('\n'),
		tax_number: input.taxNumber ?? '',
		tax_lines_json: JSON.stringify(input.taxLines ?? []),
		payment_reminder_days: input.paymentReminderDays ?? null,
	}
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
	await writeTransaction(db, async (trx) => {
		// The French texts the form has (ADR 0059); the lists' rows have no French on the form yet.
		const french = {
			aboutHeading: input.aboutHeadingFr ?? '',
			aboutParagraphs: paragraphsOf(input.aboutFr ?? ''),
			takeaways: [],
			eventProfile: [],
			groupDiscountNote: input.groupDiscountNoteFr ?? '',
		}
		const anyFrench = Boolean(
			french.aboutHeading || french.aboutParagraphs.length || french.groupDiscountNote,
		)
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
			anyFrench ? french : null,
		)
		await recordActivity(trx, actorActivity(actor, 'Update Settings', 'Saved the home page texts'), now)
	})
}

/**
 * Saves the privacy notice's texts and their French (ADR 0059); when either changed, its version is raised (new consents record
 * it) with an "Update Settings" activity row naming the version. Returns the version in force.
 * Throws on a database failure (nothing written).
 */
export async function savePrivacyNotice(
	db: Database,
	actor: Actor,
	input: PrivacyNoticeInput,
	now: Date,
): Promise<number> {
	return writeTransaction(db, async (trx) => {
		const before = await privacyVersion(trx)
		const { collected, purpose, retention, contact } = input
		const version = await updatePrivacyNotice(
			trx,
			{ collected, purpose, retention, contact },
			now,
			frenchPrivacyNotice(input),
		)
		if (version !== before)
			await recordActivity(
				trx,
				actorActivity(actor, 'Update Settings', `Saved the privacy notice (version ${version})`),
				now,
			)
		return version
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
		previous = await writeTransaction(db, async (trx) => {
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

/**
 * Sets the settings' hero video to `key` (null: none) with an "Update Settings" activity row
 * described as `description`, in one transaction; then removes the previous video's file. Throws on
 * a database failure (after removing `key`'s file).
 */
async function switchHeroVideo(
	db: Database,
	store: FileStore,
	actor: Actor,
	key: string | null,
	description: string,
	now: Date,
): Promise<void> {
	let previous: string | null
	try {
		previous = await writeTransaction(db, async (trx) => {
			const before = await updateHeroVideo(trx, key, now)
			await recordActivity(trx, actorActivity(actor, 'Update Settings', description), now)
			return before
		})
	} catch (error) {
		if (key) await store.removeKey(key).catch(() => {})
		throw error
	}
	if (previous && previous !== key) await store.removeKey(previous).catch(() => {})
}

/**
 * Replaces the past-edition hero video: the file is checked and re-encoded by ffmpeg
 * (`storeVideo`), then the settings point to it, with an "Update Settings" activity row; the previous
 * video's file is removed after the commit. A refused file answers its message and stores nothing.
 * Throws on a database or storage failure, after removing the new file.
 */
export async function replaceHeroVideo(
	db: Database,
	store: FileStore,
	actor: Actor,
	video: File,
	now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
	let key: string
	try {
		key = await storeVideo(store, new Uint8Array(await video.arrayBuffer()), 'site')
	} catch (error) {
		if (error instanceof VideoRejectedError) return { ok: false, message: error.message }
		throw error
	}
	await switchHeroVideo(db, store, actor, key, 'Replaced the past-edition hero video', now)
	return { ok: true }
}

/**
 * Removes the past-edition hero video (the hero then shows its picture), with an "Update Settings"
 * activity row; its file goes after the commit. Returns false when there was none.
 */
export async function removeHeroVideo(
	db: Database,
	store: FileStore,
	actor: Actor,
	now: Date,
): Promise<boolean> {
	if ((await getSettings(db)).hero_video_key === null) return false
	await switchHeroVideo(db, store, actor, null, 'Removed the past-edition hero video', now)
	return true
}

/**
 * Saves the CPE certificates' settings by `actor` (docs/event-days.md): the signatory's name and
 * title, whether the evaluation is required, and a new logo when one was chosen (verified, decoded
 * and re-encoded to WebP by the image pipeline, kind `logo`, stored under `certificate/`), with an
 * "Update Settings" activity row, in one transaction; then removes the replaced logo's files.
 * Returns `{ ok: false, message }` for a file that is not an acceptable image (nothing written).
 * Throws on a database failure (after removing the new logo's files).
 */
export async function saveCertificateSettings(
	db: Database,
	store: FileStore,
	actor: Actor,
	input: CertificateSettingsInput,
	now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
	let key: string | undefined
	if (input.logo) {
		try {
			key = await storeImage(
				store,
				new Uint8Array(await input.logo.arrayBuffer()),
				'logo',
				'certificate',
				'logo',
			)
		} catch (error) {
			if (error instanceof ImageRejectedError) return { ok: false, message: error.message }
			throw error
		}
	}
	let previous: string | null
	try {
		previous = await writeTransaction(db, async (trx) => {
			const before = await updateCertificateSettings(
				trx,
				{
					signatoryName: input.signatoryName,
					signatoryTitle: input.signatoryTitle,
					requireEvaluation: input.requireEvaluation,
					...(key ? { logoKey: key } : {}),
				},
				now,
			)
			await recordActivity(
				trx,
				actorActivity(
					actor,
					'Update Settings',
					`Saved the CPE certificate settings${key ? ' with a new logo' : ''}`,
				),
				now,
			)
			return before
		})
	} catch (error) {
		if (key) await removeStoredImage(store, key)
		throw error
	}
	if (key && previous && previous !== key) await removeStoredImage(store, previous)
	return { ok: true }
}

/**
 * Removes the certificates' logo by `actor` with an "Update Settings" activity row, then its files;
 * false when there was none (nothing written).
 */
export async function removeCertificateLogo(
	db: Database,
	store: FileStore,
	actor: Actor,
	now: Date,
): Promise<boolean> {
	const previous = await writeTransaction(db, async (trx) => {
		const before = await removeCertificateLogoKey(trx, now)
		if (before)
			await recordActivity(
				trx,
				actorActivity(actor, 'Update Settings', 'Removed the CPE certificate logo'),
				now,
			)
		return before
	})
	if (previous) await removeStoredImage(store, previous)
	return previous !== null
}

/**
 * What the pages need from the settings, on the app's own database (docs/architecture.md, "Routes
 * are thin"): the contact and privacy notice pages, the back office's chrome, and the settings
 * screens' forms. Public pages get views of the settings (`public-settings.ts`), never the row; the
 * public layout, home page and sitemap are in the public-pages module.
 */
import { db } from '#app/db/db.server.ts'
import type { AuthUser } from '#app/lib/auth/auth.server.ts'
import { isSidebarCollapsed } from '#app/lib/auth/preferences.server.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Actor } from '#app/lib/auth/actor.ts'
import { alertReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { formReply, formResponse } from '#app/lib/form-outcome.server.ts'
import { readOr500 } from '#app/lib/page-data.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { IMAGE_FORM_LIMITS, readUploadForm, VIDEO_FORM_LIMITS } from '#app/lib/uploads/multipart.server.ts'
import { submitUploadForm } from '#app/lib/uploads/upload-submission.server.ts'
import { videoProcessingAvailable } from '#app/lib/video/video.server.ts'
import type { FormOutcome } from '#app/lib/form-outcome.server.ts'
import type { DialogReply } from '#app/lib/form-submission.server.ts'
import { data, redirect } from 'react-router'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { CertificateSettingsSchema, certificateSettingsFields } from './certificate-settings.schema.ts'
import {
	parseTaxLines,
	percentText,
	type SiteSettingsDefaults,
	SiteSettingsSchema,
	TAX_LINE_ROWS,
} from './invoice-settings.schema.ts'
import { HomeTextsSchema, SPARE_ROWS } from './home-texts.schema.ts'
import { PrivacyNoticeFormSchema } from './privacy-notice.schema.ts'
import { HERO_PICTURE_REQUIRED_FIELDS, HeroPictureSchema } from './hero-picture.schema.ts'
import {
	removeCertificateLogo,
	removeHeroVideo,
	replaceHeroPicture,
	saveCertificateSettings,
	replaceHeroVideo,
	saveContactSettings,
	saveHomeTexts,
	savePrivacyNotice,
} from './settings-admin.server.ts'
import { HeroVideoSchema } from './hero-video.schema.ts'
import { getSettings } from './settings.queries.server.ts'
import {
	type ContactSettings,
	contactSettings,
	type PrivacySettings,
	privacySettings,
} from './public-settings.ts'

/** The contact page (/contact): its map and map link (`ContactSettings`); the rest is the layout's. */
export async function loadContactPage(): Promise<ContactSettings> {
	return contactSettings(await getSettings(db))
}

/** The privacy notice page (/privacy): the notice's texts and version (`PrivacySettings`). */
export async function loadPrivacyPage(): Promise<PrivacySettings> {
	return privacySettings(await getSettings(db))
}

/**
 * The back office's chrome for the signed-in `user`: their name and role, the remembered sidebar
 * state of `request`'s browser, the site name, the developer credit and the year (UTC).
 */
export async function loadAdminChrome(request: Request, user: Pick<AuthUser, 'fullName' | 'role'>) {
	const [settings, collapsed] = await Promise.all([getSettings(db), isSidebarCollapsed(request)])
	return {
		user: { fullName: user.fullName, role: user.role },
		collapsed,
		siteName: settings.site_name,
		developerWhatsapp: settings.developer_whatsapp,
		developerCredit: settings.developer_credit,
		year: new Date().getUTCFullYear(),
	}
}

/** The site settings for a back-office screen; throws a 500 "Failed to fetch data" when unreadable. */
function readSettingsOr500() {
	return readOr500(() => getSettings(db), { message: 'Failed to fetch data', log: 'Settings failed to load' })
}

/**
 * The site settings form's values as stored (texts; '' for none): contact and organiser, then the
 * invoice fields with `TAX_LINE_ROWS` tax-line rows (the stored ones first, then empty ones; none
 * when the stored list cannot be read). Throws a 500 "Failed to fetch data" when the settings cannot
 * be read.
 */
export async function loadContactSettingsPage(): Promise<{
	defaults: SiteSettingsDefaults
	certificate: CertificateSettingsView
}> {
	const settings = await readSettingsOr500()
	const taxLines = (parseTaxLines(settings.tax_lines_json) ?? []).map((line) => ({
		name: line.name,
		percent: percentText(line.percent),
	}))
	return {
		defaults: {
			legalName: settings.legal_name,
			legalAddress: settings.legal_address,
			taxNumber: settings.tax_number,
			taxLines: [
				...taxLines,
				...Array.from({ length: TAX_LINE_ROWS - taxLines.length }, () => ({ name: '', percent: '' })),
			],
			paymentReminderDays: settings.payment_reminder_days?.toString() ?? '',
			organiserName: settings.organiser_name,
			organiserAbout: settings.organiser_about,
			organiserAboutFr: settings.organiser_about_fr ?? '',
			address: settings.contact_address,
			phones: settings.contact_phone,
			email: settings.contact_email,
			mapEmbedUrl: settings.map_embed_url ?? '',
			mapLinkUrl: settings.map_link_url ?? '',
			facebookUrl: settings.facebook_url ?? '',
			twitterUrl: settings.twitter_url ?? '',
			linkedinUrl: settings.linkedin_url ?? '',
			instagramUrl: settings.instagram_url ?? '',
			noticeEmails: settings.notice_emails,
			paymentInstructions: settings.payment_instructions,
			paymentInstructionsFr: settings.payment_instructions_fr ?? '',
		},
		certificate: {
			signatoryName: settings.certificate_signatory_name,
			signatoryTitle: settings.certificate_signatory_title,
			requireEvaluation: settings.certificates_require_evaluation === 1,
			logoKey: settings.certificate_logo_key,
		},
	}
}

/** The "CPE certificates" settings as their form shows them (the logo's file-store key, or null). */
export interface CertificateSettingsView {
	signatoryName: string
	signatoryTitle: string
	requireEvaluation: boolean
	logoKey: string | null
}

/** What a refused "CPE certificates" form answers: the texts kept, and each field's message. */
export interface CertificateSettingsAnswer {
	certificate: {
		values: { signatoryName: string; signatoryTitle: string; requireEvaluation: boolean }
		errors: Partial<Record<'signatoryName' | 'signatoryTitle' | 'logo', string>>
	}
}

/**
 * The site settings screen's action by `actor` (/admin/settings): its multipart form is the "CPE
 * certificates" form (`saveCertificateFromRequest`); the logo's Remove button posts `intent`
 * `remove-certificate-logo`; anything else is the contact, organiser and invoice form
 * (`saveContactSettingsFromForm`). Answers a redirect with a toast, or the refused form's messages.
 */
export async function siteSettingsAction(actor: Actor, request: Request) {
	if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data'))
		return saveCertificateFromRequest(actor, request)
	const form = await request.formData()
	if (form.get('intent') === 'remove-certificate-logo') {
		const removed = await removeCertificateLogo(db, fileStore, actor, new Date())
		return redirect('/admin/settings', {
			headers: await toastHeaders(
				removed
					? {
							type: 'success',
							title: 'Logo removed',
							description: 'Certificates print the organiser’s name instead.',
						}
					: { type: 'error', title: 'No logo to remove', description: 'Certificates had no logo.' },
			),
		})
	}
	return formResponse(await saveContactSettingsFromForm(actor, form))
}

/**
 * Saves the "CPE certificates" form posted in `request` by `actor`: signatory name and title, the
 * evaluation checkbox and an optional logo. A refused form answers 400 (413 for a body over the
 * image limit) with each field's message and the texts kept; a saved one redirects back to
 * /admin/settings with a toast.
 */
async function saveCertificateFromRequest(actor: Actor, request: Request) {
	const upload = await readUploadForm(request, IMAGE_FORM_LIMITS)
	const fields = certificateSettingsFields(upload.formData)
	const values = {
		signatoryName: fields.signatoryName,
		signatoryTitle: fields.signatoryTitle,
		requireEvaluation: fields.requireEvaluation,
	}
	const refuse = (errors: CertificateSettingsAnswer['certificate']['errors'], status = 400) =>
		data<CertificateSettingsAnswer>({ certificate: { values, errors } }, { status })
	if (!upload.ok) return refuse({ logo: upload.message }, upload.status)
	const parsed = CertificateSettingsSchema.safeParse(fields)
	if (!parsed.success) {
		const errors: CertificateSettingsAnswer['certificate']['errors'] = {}
		for (const issue of parsed.error.issues) {
			const name = issue.path[0] as keyof typeof errors
			errors[name] ??= issue.message
		}
		return refuse(errors)
	}
	const saved = await saveCertificateSettings(db, fileStore, actor, parsed.data, new Date())
	if (!saved.ok) return refuse({ logo: saved.message })
	return redirect('/admin/settings', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Certificate settings saved',
			description: 'Certificates print them from now on.',
		}),
	})
}

/**
 * Saves the site settings form (contact and organiser, invoices and receipts) by `actor`. Answers
 * the form's messages (400, each under its field; 500 "Server Error" with the input kept) or a
 * redirect back to /admin/settings with a toast.
 */
export function saveContactSettingsFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: SiteSettingsSchema }), alertReplies, {
		failure: 'Contact settings could not be saved',
		save: (value) => saveContactSettings(db, actor, value, new Date()),
		answer: () => ({
			redirectTo: '/admin/settings',
			toast: { type: 'success', title: 'Settings saved', description: 'The public site shows them now.' },
		}),
	})
}

/**
 * The Home page texts form's values as stored, each list with `SPARE_ROWS` empty rows after its
 * stored ones. Throws a 500 "Failed to fetch data" when the settings cannot be read.
 */
export async function loadHomeTextsPage() {
	const { homeContent, homeContentFr } = await readSettingsOr500()
	const spare = <Row>(empty: Row) => Array.from({ length: SPARE_ROWS }, () => ({ ...empty }))
	return {
		defaults: {
			aboutHeading: homeContent.aboutHeading,
			about: homeContent.aboutParagraphs.join('\n\n'),
			takeaways: [...homeContent.takeaways, ...spare({ title: '', text: '' })],
			eventProfile: [...homeContent.eventProfile, ...spare({ label: '', value: '' })],
			groupDiscountNote: homeContent.groupDiscountNote,
			aboutHeadingFr: homeContentFr?.aboutHeading ?? '',
			aboutFr: homeContentFr?.aboutParagraphs.join('\n\n') ?? '',
			groupDiscountNoteFr: homeContentFr?.groupDiscountNote ?? '',
		},
	}
}

/**
 * Saves the Home page texts form by `actor`. Answers the form's messages (400, each under its field;
 * 500 "Server Error" with the input kept) or a redirect back to /admin/home-texts with a toast.
 */
export function saveHomeTextsFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: HomeTextsSchema }), alertReplies, {
		failure: 'Home page texts could not be saved',
		save: (value) => saveHomeTexts(db, actor, value, new Date()),
		answer: () => ({
			redirectTo: '/admin/home-texts',
			toast: {
				type: 'success',
				title: 'Home page saved',
				description: 'The home page shows the new texts now.',
			},
		}),
	})
}

/** The privacy notice form's values as stored, and its version. Throws a 500 when unreadable. */
export async function loadPrivacyNoticePage() {
	const settings = await readSettingsOr500()
	const french = settings.privacyNoticeFr
	return {
		defaults: {
			...settings.privacyNotice,
			collectedFr: french?.collected ?? '',
			purposeFr: french?.purpose ?? '',
			retentionFr: french?.retention ?? '',
			contactFr: french?.contact ?? '',
		},
		version: settings.privacy_version,
	}
}

/**
 * Saves the privacy notice form by `actor`. Answers the form's messages (400, each under its field;
 * 500 "Server Error" with the input kept) or a redirect back to /admin/privacy with a toast naming
 * the version in force.
 */
export function savePrivacyNoticeFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: PrivacyNoticeFormSchema }), alertReplies, {
		failure: 'Privacy notice could not be saved',
		save: (value) => savePrivacyNotice(db, actor, value, new Date()),
		answer: (version) => ({
			redirectTo: '/admin/privacy',
			toast: {
				type: 'success',
				title: 'Privacy notice saved',
				description: `The privacy notice is at version ${version}; new registrations and enquiries record it.`,
			},
		}),
	})
}

/** The hero picture page: the current picture's key (null when there is none). Throws a 500 when unreadable. */
export async function loadHeroPicturePage(): Promise<{ imageKey: string | null }> {
	const settings = await readSettingsOr500()
	return { imageKey: settings.hero_image_key }
}

/**
 * Replaces the hero picture from the form of `request` by `actor`. Answers the form's messages (the
 * Error dialog without a file; 400 with the image's message under the field; 500 "Server Error") or
 * a redirect back to /admin/hero-picture with a toast.
 */
export function saveHeroPictureFromForm(actor: Actor, request: Request) {
	return submitUploadForm(
		request,
		HeroPictureSchema,
		{ imageField: 'picture', required: HERO_PICTURE_REQUIRED_FIELDS },
		{
			failure: 'Hero picture could not be saved',
			save: (value) => replaceHeroPicture(db, fileStore, actor, value.picture, new Date()),
			answer: (result, reply) => {
				if (!result.ok) return formReply(400, reply({ fieldErrors: { picture: [result.message] } }))
				return {
					redirectTo: '/admin/hero-picture',
					toast: {
						type: 'success',
						title: 'Picture saved',
						description: 'The home page shows it when no edition is ahead.',
					},
				}
			},
		},
	)
}

/**
 * The hero video page: the current video's key and picture's key (null when none), and whether this
 * server can process videos (ffmpeg installed). Throws a 500 when the settings cannot be read.
 */
export async function loadHeroVideoPage() {
	const settings = await readSettingsOr500()
	return {
		videoKey: settings.hero_video_key,
		imageKey: settings.hero_image_key,
		available: await videoProcessingAvailable(),
	}
}

/**
 * The hero video page's action by `actor`: a multipart form replaces the video (413 or 400
 * with the video's message under the field, 500 "Server Error"), the Remove button's form (`intent`
 * `remove-video`) removes it; both redirect back to /admin/hero-video with a toast. Throws a 400
 * response for any other form.
 */
export async function heroVideoAction(actor: Actor, request: Request): Promise<FormOutcome<DialogReply>> {
	if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
		const form = await readUploadForm(request, VIDEO_FORM_LIMITS)
		if (!form.ok || form.formData.get('intent') !== 'remove-video')
			throw data('Unknown action.', { status: 400 })
		const removed = await removeHeroVideo(db, fileStore, actor, new Date())
		return {
			redirectTo: '/admin/hero-video',
			toast: removed
				? { type: 'success', title: 'Video removed', description: 'The past-edition hero shows its picture.' }
				: { type: 'error', title: 'No video to remove', description: 'There was no hero video.' },
		}
	}
	return submitUploadForm(
		request,
		HeroVideoSchema,
		{ imageField: 'video', required: [], limits: VIDEO_FORM_LIMITS },
		{
			failure: 'Hero video could not be saved',
			save: (value) => replaceHeroVideo(db, fileStore, actor, value.video, new Date()),
			answer: (result, reply) => {
				if (!result.ok) return formReply(400, reply({ fieldErrors: { video: [result.message] } }))
				return {
					redirectTo: '/admin/hero-video',
					toast: {
						type: 'success',
						title: 'Video saved',
						description: 'The home page plays it when no edition is ahead.',
					},
				}
			},
		},
	)
}

/**
 * Site-wide settings: one row (`settings.id = 1`).
 */
import type { Handle } from '#app/db/handle.ts'
import type { NewSettings, Settings } from '#app/db/schema.ts'
import {
	defaultPrivacyNotice,
	emptyHomeContent,
	type HomeContent,
	HomeContentSchema,
	type PrivacyNotice,
	PrivacyNoticeSchema,
} from './settings.ts'

export type SiteSettings = Omit<
	Settings,
	'home_content_json' | 'privacy_json' | 'home_content_json_fr' | 'privacy_json_fr' | 'id' | 'updated_at'
> & {
	homeContent: HomeContent
	privacyNotice: PrivacyNotice
	/**
	 * The home texts and the privacy notice in French (ADR 0059), same shapes; null when none is
	 * stored. A blank text in them means "the English one" (`localizedHomeContent`).
	 */
	homeContentFr: HomeContent | null
	privacyNoticeFr: PrivacyNotice | null
}

/** Defaults shown before any settings row exists (empty database). */
export const defaultSettings: SiteSettings = {
	site_name: 'Internal Audit Leadership Summit',
	organiser_name: '',
	organiser_about: '',
	organiser_about_fr: null,
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
	payment_instructions_fr: null,
	legal_name: '',
	legal_address: '',
	tax_number: '',
	tax_lines_json: '[]',
	payment_reminder_days: null,
	privacy_version: 1,
	certificate_signatory_name: '',
	certificate_signatory_title: '',
	certificate_logo_key: null,
	certificates_require_evaluation: 0,
	homeContent: emptyHomeContent,
	privacyNotice: defaultPrivacyNotice,
	homeContentFr: null,
	privacyNoticeFr: null,
}

/** The settings row with its home content parsed; `defaultSettings` when none is stored. */
export async function getSettings(db: Handle): Promise<SiteSettings> {
	const row = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst()
	if (!row) return defaultSettings
	const {
		home_content_json,
		privacy_json,
		home_content_json_fr,
		privacy_json_fr,
		id: _id,
		updated_at: _updated,
		...rest
	} = row
	const parsed = HomeContentSchema.safeParse(JSON.parse(home_content_json))
	const privacy = privacy_json ? PrivacyNoticeSchema.safeParse(JSON.parse(privacy_json)) : null
	const homeFr = home_content_json_fr ? HomeContentSchema.safeParse(JSON.parse(home_content_json_fr)) : null
	const privacyFr = privacy_json_fr ? PrivacyNoticeSchema.safeParse(JSON.parse(privacy_json_fr)) : null
	return {
		...rest,
		homeContent: parsed.success ? parsed.data : emptyHomeContent,
		privacyNotice: privacy?.success ? privacy.data : defaultPrivacyNotice,
		homeContentFr: homeFr?.success ? homeFr.data : null,
		privacyNoticeFr: privacyFr?.success ? privacyFr.data : null,
	}
}

/**
 * Writes the settings row (insert or replace). The French home texts and privacy notice are written
 * when given (null clears them), kept when left out.
 */
export async function saveSettings(
	db: Handle,
	settings: Omit<
		NewSettings,
		'id' | 'home_content_json' | 'privacy_json' | 'home_content_json_fr' | 'privacy_json_fr' | 'updated_at'
	> & {
		homeContent: HomeContent
		privacyNotice?: PrivacyNotice
		homeContentFr?: HomeContent | null
		privacyNoticeFr?: PrivacyNotice | null
	},
	now: Date,
): Promise<void> {
	const { homeContent, privacyNotice, homeContentFr, privacyNoticeFr, ...rest } = settings
	const json = (document: object | null) => (document ? JSON.stringify(document) : null)
	const values = {
		...rest,
		home_content_json: JSON.stringify(homeContent),
		...(privacyNotice ? { privacy_json: JSON.stringify(privacyNotice) } : {}),
		...(homeContentFr !== undefined ? { home_content_json_fr: json(homeContentFr) } : {}),
		...(privacyNoticeFr !== undefined ? { privacy_json_fr: json(privacyNoticeFr) } : {}),
		updated_at: now.toISOString(),
	}
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
	| 'organiser_about_fr'
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
	| 'payment_instructions_fr'
>

/** The settings columns invoices and receipts print, and the payment reminder's days. */
export type InvoiceSettingsColumns = Pick<
	Settings,
	'legal_name' | 'legal_address' | 'tax_number' | 'tax_lines_json' | 'payment_reminder_days'
>

/**
 * Writes the contact and organiser columns of the settings row, and those of `InvoiceSettingsColumns`
 * given, the others kept (from `defaultSettings` when there is no row yet).
 */
export async function updateContactSettings(
	db: Handle,
	columns: ContactSettingsColumns & Partial<InvoiceSettingsColumns>,
	now: Date,
): Promise<void> {
	const { homeContent, ...current } = await getSettings(db)
	await saveSettings(db, { ...current, ...columns, homeContent }, now)
}

/** Writes the home page texts of the settings row, the other columns kept. */
export async function updateHomeContent(
	db: Handle,
	homeContent: HomeContent,
	now: Date,
	/** The French home texts (null: none); left out, the stored ones are kept. */
	homeContentFr?: HomeContent | null,
): Promise<void> {
	const { homeContent: _old, ...current } = await getSettings(db)
	await saveSettings(
		db,
		{ ...current, homeContent, ...(homeContentFr === undefined ? {} : { homeContentFr }) },
		now,
	)
}

/** The privacy notice's version in force (1 before any settings row exists). */
export async function privacyVersion(db: Handle): Promise<number> {
	const row = await db.selectFrom('settings').select('privacy_version').where('id', '=', 1).executeTakeFirst()
	return row?.privacy_version ?? 1
}

/**
 * Writes the privacy notice's texts and raises its version when they changed (the other settings
 * kept); returns the version now in force. The default texts saved unchanged are stored as the
 * site's own, at the same version: the organiser has read them (the set-up checklist, ADR 0055).
 */
export async function updatePrivacyNotice(
	db: Handle,
	notice: PrivacyNotice,
	now: Date,
	french?: PrivacyNotice | null,
): Promise<number> {
	const current = await getSettings(db)
	// A change to either language's texts is a new version (French readers agree to the French).
	const unchanged =
		JSON.stringify(current.privacyNotice) === JSON.stringify(notice) &&
		(french === undefined || JSON.stringify(current.privacyNoticeFr) === JSON.stringify(french))
	if (unchanged && (await hasOwnPrivacyNotice(db))) return current.privacy_version
	const version = unchanged ? current.privacy_version : current.privacy_version + 1
	await saveSettings(
		db,
		{
			...current,
			privacyNotice: notice,
			...(french === undefined ? {} : { privacyNoticeFr: french }),
			privacy_version: version,
		},
		now,
	)
	return version
}

/** True once the privacy notice's texts were saved in the back office (`privacy_json` not ''). */
async function hasOwnPrivacyNotice(db: Handle): Promise<boolean> {
	const row = await db
		.selectFrom('settings')
		.select('id')
		.where('id', '=', 1)
		.where('privacy_json', '<>', '')
		.executeTakeFirst()
	return row !== undefined
}

/** Sets the past-edition hero picture (`hero_image_key`), the other settings kept; returns the previous key. */
export async function updateHeroImage(db: Handle, key: string, now: Date): Promise<string | null> {
	const { homeContent, ...current } = await getSettings(db)
	await saveSettings(db, { ...current, hero_image_key: key, homeContent }, now)
	return current.hero_image_key
}

/**
 * Saves the CPE certificates' settings (docs/event-days.md): the signatory's name and title,
 * whether the evaluation is required, and, when `logoKey` is given (a key, or null to remove it),
 * the logo. Returns the previous logo key, whose file the caller removes once this has committed.
 */
export async function updateCertificateSettings(
	db: Handle,
	values: {
		signatoryName: string
		signatoryTitle: string
		requireEvaluation: boolean
		logoKey?: string | null
	},
	now: Date,
): Promise<string | null> {
	const { homeContent, ...current } = await getSettings(db)
	await saveSettings(
		db,
		{
			...current,
			certificate_signatory_name: values.signatoryName,
			certificate_signatory_title: values.signatoryTitle,
			certificates_require_evaluation: values.requireEvaluation ? 1 : 0,
			certificate_logo_key: values.logoKey === undefined ? current.certificate_logo_key : values.logoKey,
			homeContent,
		},
		now,
	)
	return current.certificate_logo_key
}

/** Removes the certificates' logo from the settings; returns its key (null when there was none). */
export async function removeCertificateLogoKey(db: Handle, now: Date): Promise<string | null> {
	const { homeContent, ...current } = await getSettings(db)
	if (!current.certificate_logo_key) return null
	await saveSettings(db, { ...current, certificate_logo_key: null, homeContent }, now)
	return current.certificate_logo_key
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

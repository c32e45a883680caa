/**
 * What the public pages show of the site settings, picked field by field from the settings row
 * (docs/security.md, "Public data is what the page shows"). A public loader returns one of these
 * views, never the row: the row also holds what staff keep to themselves (the addresses that
 * receive enquiry notices, the payment instructions of the confirmation mail, the developer's
 * links of the back office), and a page's data (`<path>.data`) is readable by anyone. A new column
 * reaches a public page only when it is added to a view here. Browser-safe.
 */
import type { FooterSettings } from '#app/components/public/site-footer.tsx'
import { type Locale, currentLocale } from '#app/lib/i18n/locale.ts'
import { hasText, localized } from '#app/lib/i18n/localized.ts'
import { linkHref } from '#app/lib/link-href.ts'
import type { SiteSettings } from './settings.queries.server.ts'
import type { HomeContent, PrivacyNotice } from './settings.ts'

/**
 * What every public page shows (the public layout): the site's name in the header, and in the
 * footer the organiser, the contact address, phones (one a line) and e-mail, and the social links
 * (only those that may be links, `linkHref`; null otherwise). The footer declares the fields it
 * reads (`FooterSettings`), and this is that type.
 */
export type PublicSettings = FooterSettings

/** The public layout's view of `settings`. */
export function publicSettings(settings: SiteSettings): PublicSettings {
	return {
		site_name: settings.site_name,
		organiser_name: settings.organiser_name,
		contact_address: settings.contact_address,
		contact_phone: settings.contact_phone,
		contact_email: settings.contact_email,
		facebook_url: linkHref(settings.facebook_url),
		twitter_url: linkHref(settings.twitter_url),
		linkedin_url: linkHref(settings.linkedin_url),
		instagram_url: linkHref(settings.instagram_url),
	}
}

/**
 * What the home page shows of the settings beyond the layout's, each only where the page shows it
 * (routes/public/home.tsx): the about section (its heading only with paragraphs), the takeaways and
 * the event profile; the group discount note on the upcoming edition's fee card (an upcoming
 * edition with a fee); the organiser's paragraphs (only with an organiser's name); the hero's
 * picture key whatever the edition (behind the upcoming edition's details, or the past edition's
 * video), and its video key when the edition shown is past. What is not shown is empty ('', [], null).
 */
export interface HomeSettings {
	aboutHeading: string
	aboutParagraphs: string[]
	takeaways: HomeContent['takeaways']
	eventProfile: HomeContent['eventProfile']
	groupDiscountNote: string
	organiserAbout: string
	heroImageKey: string | null
	heroVideoKey: string | null
}

/**
 * The home texts in `locale` (ADR 0059), field by field: on a French page each French text that is
 * filled, else its English. The about paragraphs go as a whole (the French ones when any is
 * written); a takeaway's title and text and a profile line's label and value each fall back on
 * their own, the French list following the English one's order and length.
 */
export function localizedHomeContent(
	english: HomeContent,
	french: HomeContent | null,
	locale: Locale = currentLocale(),
): HomeContent {
	if (locale !== 'fr' || !french) return english
	const paragraphs = french.aboutParagraphs.filter(hasText)
	return {
		aboutHeading: localized(english.aboutHeading, french.aboutHeading, locale),
		aboutParagraphs: paragraphs.length ? paragraphs : english.aboutParagraphs,
		takeaways: english.takeaways.map((item, i) => ({
			title: localized(item.title, french.takeaways[i]?.title, locale),
			text: localized(item.text, french.takeaways[i]?.text, locale),
		})),
		eventProfile: english.eventProfile.map((item, i) => ({
			label: localized(item.label, french.eventProfile[i]?.label, locale),
			value: localized(item.value, french.eventProfile[i]?.value, locale),
		})),
		groupDiscountNote: localized(english.groupDiscountNote, french.groupDiscountNote, locale),
	}
}

/**
 * The home page's view of `settings` for the edition the page shows: its `phase` and whether it
 * has a `fee` (the fee card), or null before there is an edition (the upcoming hero, no fee card).
 * Texts in `locale` (by default the page's), each French one when filled, else the English.
 */
export function homeSettings(
	settings: SiteSettings,
	edition: { phase: 'upcoming' | 'past'; fee: unknown } | null,
	locale: Locale = currentLocale(),
): HomeSettings {
	const home = localizedHomeContent(settings.homeContent, settings.homeContentFr, locale)
	const past = edition?.phase === 'past'
	const feeCard = edition?.phase === 'upcoming' && Boolean(edition.fee)
	return {
		aboutHeading: home.aboutParagraphs.length ? home.aboutHeading : '',
		aboutParagraphs: home.aboutParagraphs,
		takeaways: home.takeaways,
		eventProfile: home.eventProfile,
		groupDiscountNote: feeCard ? home.groupDiscountNote : '',
		organiserAbout: settings.organiser_name
			? localized(settings.organiser_about, settings.organiser_about_fr, locale)
			: '',
		heroImageKey: settings.hero_image_key,
		heroVideoKey: past ? settings.hero_video_key : null,
	}
}

/** What the contact page shows beyond the layout's: the map (its embed URL) and the map link (`linkHref`). */
export interface ContactSettings {
	mapEmbedUrl: string | null
	mapLinkHref: string | null
}

/** The contact page's view of `settings`. */
export function contactSettings(settings: SiteSettings): ContactSettings {
	return { mapEmbedUrl: settings.map_embed_url || null, mapLinkHref: linkHref(settings.map_link_url) }
}

/** What the privacy notice page shows beyond the layout's: the notice's texts and its version. */
export interface PrivacySettings {
	notice: PrivacyNotice
	version: number
}

/**
 * The privacy notice page's view of `settings`, each text in `locale` (by default the page's): the
 * French one when filled, else the English (ADR 0059).
 */
export function privacySettings(settings: SiteSettings, locale: Locale = currentLocale()): PrivacySettings {
	const english = settings.privacyNotice
	const french = settings.privacyNoticeFr
	const pick = (key: keyof PrivacyNotice) => localized(english[key], french?.[key], locale)
	return {
		notice: {
			collected: pick('collected'),
			purpose: pick('purpose'),
			retention: pick('retention'),
			contact: pick('contact'),
		},
		version: settings.privacy_version,
	}
}

/**
 * The payment instructions (plain text, one line a line) in `locale` (by default the language
 * being rendered: a registrant's mail and invoice run in theirs): the French when filled, else the
 * English.
 */
export function paymentInstructions(settings: SiteSettings, locale: Locale = currentLocale()): string {
	return localized(settings.payment_instructions, settings.payment_instructions_fr, locale)
}

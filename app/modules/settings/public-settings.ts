/**
 * What the public pages show of the site settings, picked field by field from the settings row
 * (docs/security.md, "Public data is what the page shows"). A public loader returns one of these
 * views, never the row: the row also holds what staff keep to themselves (the addresses that
 * receive enquiry notices, the payment instructions of the confirmation mail, the developer's
 * links of the back office), and a page's data (`<path>.data`) is readable by anyone. A new column
 * reaches a public page only when it is added to a view here. Browser-safe.
 */
import type { FooterSettings } from '#app/components/public/site-footer.tsx'
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
 * The home page's view of `settings` for the edition the page shows: its `phase` and whether it
 * has a `fee` (the fee card), or null before there is an edition (the upcoming hero, no fee card).
 */
export function homeSettings(
	settings: SiteSettings,
	edition: { phase: 'upcoming' | 'past'; fee: unknown } | null,
): HomeSettings {
	const home = settings.homeContent
	const past = edition?.phase === 'past'
	const feeCard = edition?.phase === 'upcoming' && Boolean(edition.fee)
	return {
		aboutHeading: home.aboutParagraphs.length ? home.aboutHeading : '',
		aboutParagraphs: home.aboutParagraphs,
		takeaways: home.takeaways,
		eventProfile: home.eventProfile,
		groupDiscountNote: feeCard ? home.groupDiscountNote : '',
		organiserAbout: settings.organiser_name ? settings.organiser_about : '',
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

/** The privacy notice page's view of `settings`. */
export function privacySettings(settings: SiteSettings): PrivacySettings {
	const { collected, purpose, retention, contact } = settings.privacyNotice
	return { notice: { collected, purpose, retention, contact }, version: settings.privacy_version }
}

/**
 * The schema.org `Event` of the current edition for the home page's JSON-LD: name,
 * dates, the edition's venue in Accra, organiser and offers in GHS, with the page's and the
 * register page's addresses and the offers' names in the page's language (ADR 0059). Browser-safe.
 */
import { type Locale, localizedPath } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'

export interface EventJsonLdInput {
	siteName: string
	year: number
	theme: string | null
	venue: string | null
	/** The venue's own map link (the edition's `venue_map_url`), or null: the Place's `hasMap`. */
	venueMapHref?: string | null
	/** ISO start, or null while the date is not announced (no Event is emitted then). */
	startsAt: string | null
	/** Early-bird and regular fees in pesewas; the early-bird offer ends on its expiry day. */
	regularFeePesewas: number | null
	earlyBirdFeePesewas: number | null
	earlyBirdExpiresOn: string | null
	organiserName: string
	siteUrl: string
	/** The home page's language: its URLs and offer names are in it (English when not given). */
	locale?: Locale
}

/** A JSON-LD document, or null when the edition has no date (search engines require startDate). */
export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> | null {
	if (!input.startsAt) return null
	const locale = input.locale ?? 'en'
	const base = `${input.siteUrl.replace(/\/$/, '')}/`
	const url = new URL(localizedPath('/', locale), base).toString()
	const registerUrl = new URL(localizedPath('/register', locale), base).toString()
	const offers = []
	if (input.earlyBirdFeePesewas !== null && input.earlyBirdExpiresOn) {
		offers.push({
			'@type': 'Offer',
			name: m.pages_home_offer_early_bird({}, { locale }),
			price: input.earlyBirdFeePesewas / 100,
			priceCurrency: 'GHS',
			validThrough: `${input.earlyBirdExpiresOn}T23:59:59Z`,
			url: registerUrl,
			availability: 'https://schema.org/InStock',
		})
	}
	if (input.regularFeePesewas !== null) {
		offers.push({
			'@type': 'Offer',
			name: m.pages_home_offer_regular({}, { locale }),
			price: input.regularFeePesewas / 100,
			priceCurrency: 'GHS',
			url: registerUrl,
			availability: 'https://schema.org/InStock',
		})
	}
	return {
		'@context': 'https://schema.org',
		'@type': 'Event',
		name: `${input.siteName} ${input.year}`,
		...(input.theme ? { description: input.theme } : {}),
		startDate: input.startsAt,
		eventStatus: 'https://schema.org/EventScheduled',
		eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
		url,
		location: {
			'@type': 'Place',
			// The edition's venue, not the organiser's office.
			name: input.venue ?? 'Accra, Ghana',
			...(input.venueMapHref ? { hasMap: input.venueMapHref } : {}),
			address: {
				'@type': 'PostalAddress',
				...(input.venue ? { streetAddress: input.venue } : {}),
				addressLocality: 'Accra',
				addressCountry: 'GH',
			},
		},
		...(input.organiserName
			? { organizer: { '@type': 'Organization', name: input.organiserName, url } }
			: {}),
		...(offers.length ? { offers } : {}),
	}
}

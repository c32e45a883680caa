/**
 * What a delegate's own pages share (their ticket, their registration, the group contact's page and
 * the Pay pages): the message of a link that names nothing, and the summit as they show it, in the
 * language of the page being rendered (ADR 0059).
 */
import { formatEventDate, formatEventTime } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { venueMapHref } from '#app/lib/map-address.ts'
import { SITE_NAME } from '#app/lib/seo.ts'

/** What a forged, altered or cancelled ticket, manage or group link gets (with a 404), in the page's language. */
export function ticketNotValid(): string {
	return m.registrant_not_valid()
}

/**
 * The summit's name, year, date and time in Accra, venue and the venue's map link (the edition's
 * own, else a maps search for the venue: `venueMapHref`, ADR 0054), as the registrant's pages show them.
 */
export function eventOf(edition: {
	year: number
	theme: string | null
	venue: string | null
	venue_map_url: string | null
	starts_at: string | null
}) {
	return {
		name: `${SITE_NAME} ${edition.year}`,
		theme: edition.theme,
		dateText: edition.starts_at ? formatEventDate(edition.starts_at) : null,
		timeText: edition.starts_at
			? m.registrant_accra_time({ time: formatEventTime(edition.starts_at) })
			: null,
		venue: edition.venue,
		venueMapHref: venueMapHref(edition.venue, edition.venue_map_url),
	}
}

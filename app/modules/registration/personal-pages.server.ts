/**
 * What a delegate's own pages share (their ticket, their registration, the group contact's page and
 * the Pay pages): the message of a link that names nothing, and the summit as they show it.
 */
import { formatEventDate, formatEventTime } from '#app/lib/format.ts'
import { venueMapHref } from '#app/lib/map-address.ts'
import { SITE_NAME } from '#app/lib/seo.ts'

/** What a forged, altered or cancelled ticket, manage or group link gets (with a 404). */
export const TICKET_NOT_VALID =
	'This link is not valid: it may be incomplete, or the registration was cancelled. Check the link in your confirmation mail.'

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
		timeText: edition.starts_at ? `${formatEventTime(edition.starts_at)} (Accra time, GMT)` : null,
		venue: edition.venue,
		venueMapHref: venueMapHref(edition.venue, edition.venue_map_url),
	}
}

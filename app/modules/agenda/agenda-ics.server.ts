/**
 * iCalendar files for "Add to calendar": the whole agenda or one session, with times in
 * the Africa/Accra zone (TZID plus its VTIMEZONE), built by ical-generator. Our own texts (a
 * speaker's label, the venue map's) and the links are in the current language (ADR 0059): the
 * request's for `/fr/agenda.ics`, the registrant's (`inLocale`) for the confirmation mail's file.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { type ICalLocation } from 'ical-generator'
import { EVENT_TIME_ZONE } from '#app/lib/format.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { mapLinkPoint } from '#app/lib/map-address.ts'
import type { AgendaSessionRow } from './sessions.queries.server.ts'

export interface IcsContext {
	/** Calendar name, e.g. "Internal Audit Leadership Summit 2027". */
	calendarName: string
	/** Where the summit takes place (the edition's venue). */
	location: string | null
	/**
	 * The venue's map link (`venueMapHref`: the edition's own, or a maps search for the venue), or
	 * null. A point it names becomes the entry's GEO; the summit's entry gives the link in its notes.
	 */
	mapHref?: string | null
	/** Public origin, for each event's URL and UID domain. */
	siteUrl: string
}

/**
 * An entry's LOCATION: the venue (or "Accra, Ghana" before it is known), with the point its map link
 * names as GEO (and Apple's structured location) when it names one (ADR 0054).
 */
function eventLocation(context: IcsContext): ICalLocation | string {
	const title = context.location ?? 'Accra, Ghana'
	const geo = mapLinkPoint(context.mapHref ?? null)
	return geo ? { title, geo } : title
}

/** An empty calendar named `name`, in the Africa/Accra zone. */
function summitCalendarFile(name: string) {
	return ical({
		name,
		prodId: {
			company: 'Internal Audit Leadership Summit',
			product: 'Summit agenda',
			language: currentLocale().toUpperCase(),
		},
		timezone: { name: EVENT_TIME_ZONE, generator: getVtimezoneComponent },
	})
}

/** An RFC 5545 calendar (text) with one VEVENT per session. */
export function agendaCalendar(sessions: readonly AgendaSessionRow[], context: IcsContext): string {
	const calendar = summitCalendarFile(context.calendarName)
	const host = new URL(context.siteUrl).hostname
	for (const s of sessions) {
		calendar.createEvent({
			id: `agenda-session-${s.id}@${host}`,
			start: new Date(s.starts_at),
			end: new Date(s.ends_at),
			timezone: EVENT_TIME_ZONE,
			stamp: new Date(s.updated_at),
			summary: s.heading,
			description: [s.speaker ? m.documents_ics_speaker({ name: s.speaker }) : null, s.description]
				.filter(Boolean)
				.join('\n\n'),
			location: eventLocation(context),
			url: new URL(localizedPath('/agenda', currentLocale()), context.siteUrl).toString(),
		})
	}
	return calendar.toString()
}

/** A `text/calendar` download response. */
export function icsResponse(body: string, filename: string): Response {
	return new Response(body, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': `attachment; filename="${filename}"`,
			'Cache-Control': 'public, max-age=300',
		},
	})
}

/**
 * An RFC 5545 calendar (text) with the summit itself as one event, from `startsAt` to `endsAt` (ISO;
 * the last session's end, or the caller's estimate), for the confirmation mail. `uid` keeps the
 * event the same across mails, so a calendar updates it rather than adding a second one. The venue's
 * map link (`context.mapHref`) is in the event's notes, and its point, when it names one, in GEO.
 */
export function summitCalendar(
	{ startsAt, endsAt, uid }: { startsAt: string; endsAt: string; uid: string },
	context: IcsContext,
): string {
	const calendar = summitCalendarFile(context.calendarName)
	calendar.createEvent({
		id: `${uid}@${new URL(context.siteUrl).hostname}`,
		start: new Date(startsAt),
		end: new Date(endsAt),
		timezone: EVENT_TIME_ZONE,
		summary: context.calendarName,
		location: eventLocation(context),
		description: context.mapHref ? m.documents_ics_venue_map({ url: context.mapHref }) : null,
		url:
			currentLocale() === 'en'
				? context.siteUrl
				: new URL(localizedPath('/', currentLocale()), context.siteUrl).toString(),
	})
	return calendar.toString()
}

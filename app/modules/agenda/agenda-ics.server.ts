/**
 * iCalendar files for "Add to calendar": the whole agenda or one session, with times in
 * the Africa/Accra zone (TZID plus its VTIMEZONE), built by ical-generator.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'
import { EVENT_TIME_ZONE } from '#app/lib/format.ts'
import type { AgendaSessionRow } from './sessions.queries.server.ts'

export interface IcsContext {
	/** Calendar name, e.g. "Internal Audit Leadership Summit 2027". */
	calendarName: string
	/** Where the summit takes place (the edition's venue). */
	location: string | null
	/** Public origin, for each event's URL and UID domain. */
	siteUrl: string
}

/** An RFC 5545 calendar (text) with one VEVENT per session. */
export function agendaCalendar(sessions: readonly AgendaSessionRow[], context: IcsContext): string {
	const calendar = ical({
		name: context.calendarName,
		prodId: { company: 'Internal Audit Leadership Summit', product: 'Summit agenda', language: 'EN' },
		timezone: { name: EVENT_TIME_ZONE, generator: getVtimezoneComponent },
	})
	const host = new URL(context.siteUrl).hostname
	for (const s of sessions) {
		calendar.createEvent({
			id: `agenda-session-${s.id}@${host}`,
			start: new Date(s.starts_at),
			end: new Date(s.ends_at),
			timezone: EVENT_TIME_ZONE,
			stamp: new Date(s.updated_at),
			summary: s.heading,
			description: [s.speaker ? `Speaker: ${s.speaker}` : null, s.description].filter(Boolean).join('\n\n'),
			location: context.location ?? 'Accra, Ghana',
			url: new URL('/agenda', context.siteUrl).toString(),
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

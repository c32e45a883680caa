/**
 * The agenda timeline (/agenda): sessions grouped by day in Africa/Accra, with
 * times printed the same on server and browser, in the language being rendered (ADR 0059). Browser-safe.
 */
import type { AgendaSession } from '#app/db/schema.ts'
import { formatEventDate, formatTimeRange } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { currentLocale } from '#app/lib/i18n/locale.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'

/**
 * "1.5 CPE hours", "1 CPE hour" ("1,5 heure CPE", "2 heures CPE") for hundredths of an hour, in the
 * language being rendered, with that language's plural rule (French: singular below 2); null for
 * none or zero (a break earns no CPE and says nothing).
 */
export function cpeText(hundredths: number | null): string | null {
	if (!hundredths) return null
	const locale = currentLocale()
	const hours = formatCpeHours(hundredths, locale === 'fr')
	return new Intl.PluralRules(locale).select(hundredths / 100) === 'one'
		? m.pages_agenda_cpe_hour({ hours })
		: m.pages_agenda_cpe_hours({ hours })
}

/**
 * A session's stored fields that the back office sets: its edition, heading, start and end (ISO
 * instants, UTC), the speaker shown (a listed speaker's name, or free text) with the listed
 * speaker's id, and the description; the heading and description in French too (null for none yet,
 * ADR 0059); the CPE hours it earns, in hundredths of an hour (null or absent: none;
 * docs/event-days.md).
 */
export type AgendaSessionFields = Pick<
	AgendaSession,
	'edition_id' | 'heading' | 'starts_at' | 'ends_at' | 'speaker' | 'speaker_id' | 'description'
> &
	Partial<Pick<AgendaSession, 'heading_fr' | 'description_fr' | 'cpe_hours_hundredths'>>

export interface AgendaEntry {
	id: number
	heading: string
	startsAt: string
	endsAt: string
	/** "8:30 AM – 9:15 AM". */
	timeText: string
	speaker: string | null
	speakerId: number | null
	description: string | null
	/** "1.5 CPE hours" ("1,5 heure CPE") in the page's language; null for a session without CPE hours. */
	cpeText: string | null
}

export interface AgendaDay {
	/** `YYYY-MM-DD` in Accra. */
	date: string
	/** "Day 1 · Thursday, 25 March 2027" ("Jour 1 · jeudi 25 mars 2027"). */
	heading: string
	sessions: AgendaEntry[]
}

/** Groups sessions (any order) into days in time order, numbering the days from 1. */
export function groupAgendaByDay(
	sessions: readonly (Omit<AgendaSessionFields, 'edition_id'> & { id: number })[],
): AgendaDay[] {
	const sorted = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id)
	const days: AgendaDay[] = []
	for (const s of sorted) {
		const date = s.starts_at.slice(0, 10) // Accra is UTC+0
		let day = days.at(-1)
		if (day?.date !== date) {
			day = {
				date,
				heading: m.pages_agenda_day({ number: days.length + 1, date: formatEventDate(s.starts_at) }),
				sessions: [],
			}
			days.push(day)
		}
		day.sessions.push({
			id: s.id,
			heading: s.heading,
			startsAt: s.starts_at,
			endsAt: s.ends_at,
			timeText: formatTimeRange(s.starts_at, s.ends_at),
			speaker: s.speaker,
			speakerId: s.speaker_id,
			description: s.description,
			cpeText: cpeText(s.cpe_hours_hundredths ?? null),
		})
	}
	return days
}

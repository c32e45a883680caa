/**
 * The schedule as conference apps read it (ADR 0061): one edition's agenda as frab's model of a
 * conference, its days, rooms and events, built from the stored sessions, and its frab/pretalx JSON
 * shape (`schedule.json`). `schedule-xml.ts` writes the same model as frab XML. Pure functions.
 *
 * Times are Africa/Accra, which is UTC+0 all year: a session's instant is written with `+00:00`,
 * its day is its UTC date, `start` and `duration` are `HH:MM`.
 */
import crypto from 'node:crypto'
import type { ScheduleJson } from './schedule.schema.ts'

/** The namespace of every UUID in the schedule (fixed for good: changing it changes every guid). */
export const SCHEDULE_NAMESPACE = '5b0f7a4e-8d1c-4f62-9a3e-2c6d1e0b7f45'

/**
 * A name-based UUID (version 5, RFC 9562: SHA-1 of the namespace's bytes and the UTF-8 name) in its
 * usual lowercase text form. The same namespace and name always give the same UUID.
 */
export function uuidV5(namespace: string, name: string): string {
	const hex = namespace.replace(/-/g, '')
	if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`Not a UUID: ${namespace}`)
	const hash = crypto
		.createHash('sha1')
		.update(Buffer.from(hex, 'hex'))
		.update(name, 'utf8')
		.digest()
		.subarray(0, 16)
	hash[6] = (hash[6]! & 0x0f) | 0x50
	hash[8] = (hash[8]! & 0x3f) | 0x80
	const out = hash.toString('hex')
	return `${out.slice(0, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}-${out.slice(16, 20)}-${out.slice(20)}`
}

/** A session's guid: stable for its id, whatever else changes (`session:<id>` in our namespace). */
export const sessionGuid = (id: number) => uuidV5(SCHEDULE_NAMESPACE, `session:${id}`)
/** A room's guid, from its name. */
export const roomGuid = (name: string) => uuidV5(SCHEDULE_NAMESPACE, `room:${name}`)
/** A person's guid: a listed speaker's from their id, a typed name's from the name. */
export const personGuid = (person: { id: number | null; name: string }) =>
	uuidV5(SCHEDULE_NAMESPACE, person.id === null ? `person-name:${person.name}` : `speaker:${person.id}`)

/** What the schedule is built from: the edition and its sessions in the asked language. */
export interface ScheduleInput {
	edition: { year: number; venue: string | null; startsAt: string | null }
	/** Sessions in time order: instants are ISO-8601 (UTC), texts already in `language`. */
	sessions: readonly {
		id: number
		heading: string
		startsAt: string
		endsAt: string
		/** What the agenda shows as speaker (a listed speaker's name, a panel's line, or free text). */
		speaker: string | null
		/** The listed speaker's id and display name ("Dr. Ama Mensah"), or null for free text. */
		speakerId: number | null
		speakerName?: string | null
		description: string | null
		updatedAt: string
	}[]
	/** The language of the texts, written in every event. */
	language: 'en' | 'fr'
	/** The site's public origin (`https://summit.example`), for links. */
	siteUrl: string
	/** The agenda page's path in `language` (`/agenda`, `/fr/agenda`). */
	agendaPath: string
}

export interface SchedulePerson {
	/** A listed speaker's id; null for a speaker typed as text. */
	id: number | null
	guid: string
	name: string
}

export interface ScheduleEvent {
	id: number
	guid: string
	/** `2027-05-20T09:00:00+00:00` */
	date: string
	/** `09:00` */
	start: string
	/** `01:30` */
	duration: string
	room: string
	slug: string
	url: string
	title: string
	/** The agenda's speaker line when it says more than the listed speaker's name (a panel's), else ''. */
	subtitle: string
	abstract: string
	persons: SchedulePerson[]
}

export interface ScheduleDay {
	/** 1 for the first day, 2 for the day after (whether or not that day has sessions). */
	index: number
	/** `2027-05-20` */
	date: string
	/** The first session's start and the last one's end that day (ISO with `+00:00`). */
	start: string
	end: string
	/** Events of the one room, in time order. */
	events: ScheduleEvent[]
}

export interface Schedule {
	/** Changes whenever a session changes: the latest session change (ISO), or `0` for none. */
	version: string
	acronym: string
	title: string
	/** First and last day (`YYYY-MM-DD`). */
	start: string
	end: string
	baseUrl: string
	url: string
	language: 'en' | 'fr'
	room: { name: string; guid: string }
	days: ScheduleDay[]
}

/** The room of every session: the summit has one hall, named as the edition's venue. */
export const DEFAULT_ROOM = 'Main hall'
/** frab's `timeslot_duration`: sessions start on five-minute marks. */
export const TIMESLOT = '00:05'
export const TIME_ZONE_NAME = 'Africa/Accra'

/** `2027-05-20T09:00:00+00:00` for an ISO instant (Accra is UTC+0). */
export function accraDateTime(iso: string): string {
	return `${new Date(iso).toISOString().slice(0, 19)}+00:00`
}

/** `HH:MM` for a number of minutes (hours past 99 are not expected). */
export function hoursMinutes(minutes: number): string {
	const whole = Math.max(0, Math.round(minutes))
	return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

/** A URL slug of `text`: lowercase ASCII letters and digits joined by `-`, at most 60 characters. */
export function slugOf(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60)
		.replace(/-+$/, '')
}

/**
 * The schedule of `input`, or null when it has no date at all (no session and no start date). Days
 * are the dates that have sessions; before the agenda is out, the edition's first day with none.
 */
export function buildSchedule(input: ScheduleInput): Schedule | null {
	const { edition } = input
	const site = input.siteUrl.replace(/\/$/, '')
	const acronym = `ials${edition.year}`
	const room = { name: edition.venue?.trim() || DEFAULT_ROOM, guid: '' }
	room.guid = roomGuid(room.name)
	const url = `${site}${input.agendaPath}`
	const byDate = new Map<string, ScheduleEvent[]>()
	const bounds = new Map<string, { start: string; end: string }>()
	let version = ''
	for (const s of input.sessions) {
		const startsAt = new Date(s.startsAt).toISOString()
		const endsAt = new Date(s.endsAt).toISOString()
		const date = startsAt.slice(0, 10)
		const speaker = s.speaker?.trim()
		const listed = s.speakerId !== null && s.speakerName ? { id: s.speakerId, name: s.speakerName } : null
		const event: ScheduleEvent = {
			id: s.id,
			guid: sessionGuid(s.id),
			date: accraDateTime(startsAt),
			start: startsAt.slice(11, 16),
			duration: hoursMinutes((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
			room: room.name,
			slug: [acronym, String(s.id), slugOf(s.heading)].filter(Boolean).join('-'),
			url: `${url}#session-${s.id}`,
			title: s.heading,
			subtitle: listed && speaker && speaker !== listed.name ? speaker : '',
			abstract: s.description ?? '',
			persons: listed
				? [{ ...listed, guid: personGuid(listed) }]
				: speaker
					? [{ id: null, name: speaker, guid: personGuid({ id: null, name: speaker }) }]
					: [],
		}
		const list = byDate.get(date) ?? []
		list.push(event)
		byDate.set(date, list)
		const bound = bounds.get(date)
		bounds.set(date, {
			start: bound && bound.start < startsAt ? bound.start : startsAt,
			end: bound && bound.end > endsAt ? bound.end : endsAt,
		})
		const updated = new Date(s.updatedAt).toISOString()
		if (updated > version) version = updated
	}
	const dates = [...byDate.keys()].sort()
	const days: ScheduleDay[] = dates.map((date) => ({
		// Counted from the first day, so a day without sessions between two keeps its number.
		index: daysCount(dates[0]!, date),
		date,
		start: accraDateTime(bounds.get(date)!.start),
		end: accraDateTime(bounds.get(date)!.end),
		events: byDate.get(date)!,
	}))
	const first = dates[0] ?? (edition.startsAt ? new Date(edition.startsAt).toISOString().slice(0, 10) : null)
	if (!first) return null
	return {
		version: version || '0',
		acronym,
		title: `Internal Audit Leadership Summit ${edition.year}`,
		start: first,
		end: dates.at(-1) ?? first,
		baseUrl: `${site}/`,
		url,
		language: input.language,
		room,
		days,
	}
}

/** Days between two `YYYY-MM-DD` dates, both counted. */
function daysCount(start: string, end: string): number {
	return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1
}

/** The number of days frab counts: from the first day to the last, both included. */
export const conferenceDays = (schedule: Schedule) => daysCount(schedule.start, schedule.end)

/**
 * The frab/pretalx JSON shape (c3voc's `schedule.json`) of `schedule`: `{ schedule: { version,
 * base_url, conference: { acronym, title, start, end, daysCount, timeslot_duration,
 * time_zone_name, url, rooms, days: [{ index, date, day_start, day_end, rooms: { <room>: [event] }
 * }] } } }`, each event with guid, id, date, start, duration, room, slug, url, title, subtitle,
 * track, type, language, abstract, description, persons `[{ id, guid, public_name }]`, links and
 * attachments.
 */
export function frabJson(schedule: Schedule): ScheduleJson {
	return {
		$schema: 'https://c3voc.de/schedule/schema.json',
		generator: { name: 'summit', version: '1' },
		schedule: {
			version: schedule.version,
			base_url: schedule.baseUrl,
			conference: {
				acronym: schedule.acronym,
				title: schedule.title,
				start: schedule.start,
				end: schedule.end,
				daysCount: conferenceDays(schedule),
				timeslot_duration: TIMESLOT,
				time_zone_name: TIME_ZONE_NAME,
				url: schedule.url,
				rooms: [{ name: schedule.room.name, guid: schedule.room.guid }],
				days: schedule.days.map((day) => ({
					index: day.index,
					date: day.date,
					day_start: day.start,
					day_end: day.end,
					rooms: {
						[schedule.room.name]: day.events.map((event) => ({
							guid: event.guid,
							id: event.id,
							date: event.date,
							start: event.start,
							duration: event.duration,
							room: event.room,
							slug: event.slug,
							url: event.url,
							title: event.title,
							subtitle: event.subtitle,
							track: null,
							type: 'Session',
							language: schedule.language,
							abstract: event.abstract,
							description: '',
							logo: null,
							persons: event.persons.map((person) => ({
								...(person.id === null ? {} : { id: person.id }),
								guid: person.guid,
								public_name: person.name,
							})),
							links: [],
							attachments: [],
						})),
					},
				})),
			},
		},
	}
}

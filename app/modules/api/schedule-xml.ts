/**
 * The schedule as frab XML (`schedule.xml`, ADR 0061), read by Giggity, ConfClerk, EventFahrplan
 * and the c3voc tools: `<schedule>` with `<generator>`, `<version>`, `<conference>` (acronym, title,
 * start, end, days, timeslot_duration, base_url, time_zone_name, url), then one `<day index date
 * start end>` per day holding the one `<room name guid>` and its `<event guid id>`s, in the element
 * order pretalx writes. A small writer: every text and attribute is escaped, characters XML 1.0
 * forbids are dropped. Pure functions.
 */
import {
	conferenceDays,
	type Schedule,
	type ScheduleEvent,
	TIME_ZONE_NAME,
	TIMESLOT,
} from './schedule-data.ts'

/** Characters XML 1.0 does not allow anywhere (C0 controls but tab, CR, LF; lone surrogates; FFFE/FFFF). */
const FORBIDDEN =
	// eslint-disable-next-line no-control-regex
	/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `text` safe inside an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
	return text
		.replace(FORBIDDEN, '')
		.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)
}

type Attributes = Record<string, string | number | null | undefined>

/** An element with escaped attributes (null ones left out) and already-written `inner` XML. */
function element(name: string, attributes: Attributes, inner: string | null): string {
	const attrs = Object.entries(attributes)
		.filter(([, value]) => value !== null && value !== undefined)
		.map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
		.join('')
	return inner === null || inner === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${inner}</${name}>`
}

/** An element holding escaped `text` (empty for null). */
const text = (name: string, value: string | number | null, attributes: Attributes = {}) =>
	element(name, attributes, value === null ? null : escapeXml(String(value)))

function eventXml(event: ScheduleEvent, language: string): string {
	const persons = event.persons
		.map((person) => text('person', person.name, { id: person.id, guid: person.guid }))
		.join('')
	return element(
		'event',
		{ guid: event.guid, id: event.id },
		[
			text('room', event.room),
			text('title', event.title),
			text('subtitle', event.subtitle),
			text('type', 'Session'),
			text('date', event.date),
			text('start', event.start),
			text('duration', event.duration),
			text('abstract', event.abstract),
			text('slug', event.slug),
			text('track', null),
			element('persons', {}, persons),
			text('language', language),
			text('description', null),
			element('recording', {}, text('license', null) + text('optout', 'false')),
			element('links', {}, null),
			element('attachments', {}, null),
			text('url', event.url),
		].join(''),
	)
}

/** The frab XML document of `schedule` (UTF-8, with its XML declaration). */
export function frabXml(schedule: Schedule): string {
	const conference = element(
		'conference',
		{},
		[
			text('acronym', schedule.acronym),
			text('title', schedule.title),
			text('start', schedule.start),
			text('end', schedule.end),
			text('days', conferenceDays(schedule)),
			text('timeslot_duration', TIMESLOT),
			text('base_url', schedule.baseUrl),
			text('time_zone_name', TIME_ZONE_NAME),
			text('url', schedule.url),
		].join(''),
	)
	const days = schedule.days.map((day) =>
		element(
			'day',
			{ index: day.index, date: day.date, start: day.start, end: day.end },
			element(
				'room',
				{ name: schedule.room.name, guid: schedule.room.guid },
				day.events.map((event) => eventXml(event, schedule.language)).join(''),
			),
		),
	)
	return `<?xml version="1.0" encoding="UTF-8"?>\n${element(
		'schedule',
		{},
		[
			element('generator', { name: 'summit', version: '1' }, null),
			text('version', schedule.version),
			conference,
			...days,
		].join('\n'),
	)}\n`
}

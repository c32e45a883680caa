import { describe, expect, test } from 'vitest'
import {
	accraDateTime,
	buildSchedule,
	frabJson,
	hoursMinutes,
	type ScheduleInput,
	sessionGuid,
	slugOf,
	uuidV5,
} from './schedule-data.ts'
import { ScheduleJsonSchema } from './schedule.schema.ts'

const session = (
	id: number,
	startsAt: string,
	endsAt: string,
	extra: Partial<ScheduleInput['sessions'][number]> = {},
) => ({
	id,
	heading: `Session ${id}`,
	startsAt,
	endsAt,
	speaker: null,
	speakerId: null,
	description: null,
	updatedAt: '2027-01-01T00:00:00.000Z',
	...extra,
})

const input = (
	sessions: ScheduleInput['sessions'],
	edition: Partial<ScheduleInput['edition']> = {},
): ScheduleInput => ({
	edition: {
		year: 2027,
		venue: 'Accra International Conference Centre',
		startsAt: '2027-05-20T08:30:00.000Z',
		...edition,
	},
	sessions,
	language: 'en',
	siteUrl: 'https://summit.example/',
	agendaPath: '/agenda',
})

describe('uuidV5', () => {
	test('gives the UUIDs of RFC 9562 (the DNS namespace example) and of Python’s uuid5', () => {
		// uuid.uuid5(uuid.NAMESPACE_DNS, 'www.example.com')
		expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
			'2ed6657d-e927-568b-95e1-2665a8aea6a2',
		)
	})

	test('a session’s guid is the same at every call and differs between sessions', () => {
		expect(sessionGuid(7)).toBe(sessionGuid(7))
		expect(sessionGuid(7)).not.toBe(sessionGuid(8))
		expect(sessionGuid(7)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
	})

	test('refuses a namespace that is not a UUID', () => {
		expect(() => uuidV5('not-a-uuid', 'x')).toThrow('Not a UUID')
	})
})

describe('times and slugs', () => {
	test('instants are written in Accra time with +00:00, durations as HH:MM', () => {
		expect(accraDateTime('2027-05-20T09:15:00.000Z')).toBe('2027-05-20T09:15:00+00:00')
		expect(hoursMinutes(45)).toBe('00:45')
		expect(hoursMinutes(150)).toBe('02:30')
	})

	test('slugs are lowercase ASCII words joined by dashes', () => {
		expect(slugOf('Panel: Auditing the Algorithm — AI Governance')).toBe(
			'panel-auditing-the-algorithm-ai-governance',
		)
		expect(slugOf('Dr. Kwabena Ɔdɔm, Café')).toBe('dr-kwabena-d-m-cafe')
	})
})

describe('buildSchedule', () => {
	test('groups sessions by Accra day, with each day’s first start and last end, in one room named as the venue', () => {
		const schedule = buildSchedule(
			input([
				session(1, '2027-05-20T08:30:00.000Z', '2027-05-20T09:15:00.000Z'),
				session(2, '2027-05-20T16:00:00.000Z', '2027-05-20T17:30:00.000Z', {
					updatedAt: '2027-03-01T10:00:00.000Z',
				}),
				session(3, '2027-05-21T09:00:00.000Z', '2027-05-21T10:00:00.000Z'),
			]),
		)!
		expect(schedule.start).toBe('2027-05-20')
		expect(schedule.end).toBe('2027-05-21')
		expect(schedule.version).toBe('2027-03-01T10:00:00.000Z')
		expect(schedule.room.name).toBe('Accra International Conference Centre')
		expect(schedule.days.map((d) => [d.index, d.date, d.start, d.end, d.events.map((e) => e.id)])).toEqual([
			[1, '2027-05-20', '2027-05-20T08:30:00+00:00', '2027-05-20T17:30:00+00:00', [1, 2]],
			[2, '2027-05-21', '2027-05-21T09:00:00+00:00', '2027-05-21T10:00:00+00:00', [3]],
		])
		const second = schedule.days[0]!.events[1]!
		expect(second).toMatchObject({
			start: '16:00',
			duration: '01:30',
			date: '2027-05-20T16:00:00+00:00',
			slug: 'ials2027-2-session-2',
			url: 'https://summit.example/agenda#session-2',
		})
	})

	test('a listed speaker is the person, with their id and name; a panel’s line is the subtitle; a typed name has no id', () => {
		const schedule = buildSchedule(
			input([
				session(1, '2027-05-20T09:00:00.000Z', '2027-05-20T10:00:00.000Z', {
					speaker: 'Dr. Ama Mensah',
					speakerId: 4,
					speakerName: 'Dr. Ama Mensah',
				}),
				session(2, '2027-05-20T10:00:00.000Z', '2027-05-20T11:00:00.000Z', {
					speaker: 'Moderated by Dr. Ama Mensah, with Mr. Kofi Owusu',
					speakerId: 4,
					speakerName: 'Dr. Ama Mensah',
				}),
				session(3, '2027-05-20T11:00:00.000Z', '2027-05-20T12:00:00.000Z', { speaker: 'All delegates' }),
				session(4, '2027-05-20T12:00:00.000Z', '2027-05-20T13:00:00.000Z', { speaker: '  ' }),
			]),
		)!
		const [one, two, three, four] = schedule.days[0]!.events
		expect([one!.persons, one!.subtitle]).toEqual([
			[{ id: 4, name: 'Dr. Ama Mensah', guid: expect.any(String) }],
			'',
		])
		expect([two!.persons, two!.subtitle]).toEqual([
			one!.persons,
			'Moderated by Dr. Ama Mensah, with Mr. Kofi Owusu',
		])
		expect(three!.persons).toEqual([{ id: null, name: 'All delegates', guid: expect.any(String) }])
		expect(four!.persons).toEqual([])
	})

	test('a day without sessions between two keeps its number', () => {
		const schedule = buildSchedule(
			input([
				session(1, '2027-05-20T09:00:00.000Z', '2027-05-20T10:00:00.000Z'),
				session(2, '2027-05-22T09:00:00.000Z', '2027-05-22T10:00:00.000Z'),
			]),
		)!
		expect(schedule.days.map((d) => d.index)).toEqual([1, 3])
		expect(frabJson(schedule).schedule.conference.daysCount).toBe(3)
	})

	test('before the agenda is out: the edition’s day with no events; without a date either: none', () => {
		const early = buildSchedule(input([]))!
		expect([early.start, early.end, early.days, early.version]).toEqual(['2027-05-20', '2027-05-20', [], '0'])
		expect(buildSchedule(input([], { startsAt: null }))).toBeNull()
	})

	test('an edition without a venue has a “Main hall”', () => {
		const schedule = buildSchedule(
			input([session(1, '2027-05-20T09:00:00.000Z', '2027-05-20T10:00:00.000Z')], { venue: null }),
		)!
		expect(schedule.room.name).toBe('Main hall')
		expect(schedule.days[0]!.events[0]!.room).toBe('Main hall')
	})
})

describe('frabJson', () => {
	test('matches its schema, with events keyed by room and persons as {id, guid, public_name}', () => {
		const schedule = buildSchedule(
			input([
				session(1, '2027-05-20T09:00:00.000Z', '2027-05-20T10:00:00.000Z', {
					speaker: 'Dr. Ama',
					speakerId: 4,
					speakerName: 'Dr. Ama',
					description: 'About audit.',
				}),
				session(2, '2027-05-20T10:00:00.000Z', '2027-05-20T11:00:00.000Z', { speaker: 'All delegates' }),
			]),
		)!
		const json = frabJson(schedule)
		expect(() => ScheduleJsonSchema.parse(json)).not.toThrow()
		const conference = json.schedule.conference
		expect(conference).toMatchObject({ acronym: 'ials2027', daysCount: 1, time_zone_name: 'Africa/Accra' })
		const events = conference.days[0]!.rooms['Accra International Conference Centre']!
		expect(events.map((e) => [e.id, e.guid, e.start, e.duration, e.abstract, e.language])).toEqual([
			[1, sessionGuid(1), '09:00', '01:00', 'About audit.', 'en'],
			[2, sessionGuid(2), '10:00', '01:00', '', 'en'],
		])
		expect(events[0]!.persons).toEqual([{ id: 4, guid: expect.any(String), public_name: 'Dr. Ama' }])
		expect(events[1]!.persons).toEqual([{ guid: expect.any(String), public_name: 'All delegates' }])
	})
})

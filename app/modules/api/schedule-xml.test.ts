import { describe, expect, test } from 'vitest'
import { child, childrenNamed, parseXml } from '#tests/setup/xml-tree.ts'
import { buildSchedule, sessionGuid } from './schedule-data.ts'
import { escapeXml, frabXml } from './schedule-xml.ts'

const schedule = buildSchedule({
	edition: { year: 2027, venue: 'Hall "A" & <B>', startsAt: null },
	sessions: [
		{
			id: 11,
			heading: 'Risk & Return: <Audit> "at" scale',
			startsAt: '2027-05-20T09:00:00.000Z',
			endsAt: '2027-05-20T09:45:00.000Z',
			speaker: 'Dr. Kwabena Ɔdɔm',
			speakerId: 3,
			speakerName: 'Dr. Kwabena Ɔdɔm',
			description: 'Line one\nline two \u0001 with a control character',
			updatedAt: '2027-01-02T00:00:00.000Z',
		},
		{
			id: 12,
			heading: 'Closing',
			startsAt: '2027-05-21T16:00:00.000Z',
			endsAt: '2027-05-21T16:30:00.000Z',
			speaker: null,
			speakerId: null,
			description: null,
			updatedAt: '2027-01-01T00:00:00.000Z',
		},
	],
	language: 'fr',
	siteUrl: 'https://summit.example',
	agendaPath: '/fr/agenda',
})!

describe('escapeXml', () => {
	test('escapes markup characters and drops characters XML forbids', () => {
		expect(escapeXml(`a & b < c > "d" 'e'\u0000\u001f\uFFFF`)).toBe(
			'a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;',
		)
		expect(escapeXml('tab\there\nnew line, emoji 😀')).toBe('tab\there\nnew line, emoji 😀')
	})
})

describe('frabXml', () => {
	const xml = frabXml(schedule)
	const root = parseXml(xml)

	test('is a well-formed UTF-8 document rooted at <schedule>', () => {
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<schedule>')).toBe(true)
		expect(root.name).toBe('schedule')
		expect(child(root, 'version').text).toBe('2027-01-02T00:00:00.000Z')
	})

	test('has the conference with its days, time slot, time zone and base URL', () => {
		const conference = child(root, 'conference')
		const values = Object.fromEntries(conference.children.map((c) => [c.name, c.text]))
		expect(values).toEqual({
			acronym: 'ials2027',
			title: 'Internal Audit Leadership Summit 2027',
			start: '2027-05-20',
			end: '2027-05-21',
			days: '2',
			timeslot_duration: '00:05',
			base_url: 'https://summit.example/',
			time_zone_name: 'Africa/Accra',
			url: 'https://summit.example/fr/agenda',
		})
	})

	test('has one <day> a day, each with the room and its events, every text read back as written', () => {
		const days = childrenNamed(root, 'day')
		expect(days.map((d) => d.attributes)).toEqual([
			{
				index: '1',
				date: '2027-05-20',
				start: '2027-05-20T09:00:00+00:00',
				end: '2027-05-20T09:45:00+00:00',
			},
			{
				index: '2',
				date: '2027-05-21',
				start: '2027-05-21T16:00:00+00:00',
				end: '2027-05-21T16:30:00+00:00',
			},
		])
		const room = child(days[0]!, 'room')
		expect(room.attributes.name).toBe('Hall "A" & <B>')
		const event = child(room, 'event')
		expect(event.attributes).toEqual({ guid: sessionGuid(11), id: '11' })
		const field = (name: string) => child(event, name).text
		expect(field('title')).toBe('Risk & Return: <Audit> "at" scale')
		expect(field('room')).toBe('Hall "A" & <B>')
		expect(field('date')).toBe('2027-05-20T09:00:00+00:00')
		expect(field('start')).toBe('09:00')
		expect(field('duration')).toBe('00:45')
		expect(field('language')).toBe('fr')
		expect(field('abstract')).toBe('Line one\nline two  with a control character')
		expect(field('slug')).toBe('ials2027-11-risk-return-audit-at-scale')
		expect(field('url')).toBe('https://summit.example/fr/agenda#session-11')
		const persons = childrenNamed(child(event, 'persons'), 'person')
		expect(persons.map((p) => [p.attributes.id, p.text])).toEqual([['3', 'Dr. Kwabena Ɔdɔm']])
		for (const name of ['subtitle', 'type', 'track', 'description', 'recording', 'links', 'attachments']) {
			expect(childrenNamed(event, name)).toHaveLength(1)
		}
		const closing = child(child(days[1]!, 'room'), 'event')
		expect(childrenNamed(child(closing, 'persons'), 'person')).toEqual([])
	})

	test('the test’s reader refuses what is not well-formed', () => {
		expect(() => parseXml('<a><b></a></b>')).toThrow()
		expect(() => parseXml('<a>x & y</a>')).toThrow()
		expect(() => parseXml('<a>')).toThrow()
	})
})

import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { agendaCalendar, summitCalendar } from './agenda-ics.server.ts'

describe('agendaCalendar', () => {
	test('one VEVENT per session with Africa/Accra times that parse back to the same instants', () => {
		const text = agendaCalendar(
			[
				{
					id: 7,
					edition_id: 1,
					heading: 'Keynote: Assurance, Ɔdɔ & trust',
					starts_at: '2027-03-25T09:00:00.000Z',
					ends_at: '2027-03-25T09:45:00.000Z',
					speaker: 'Dr. Kwabena Ɔdɔm',
					speaker_id: 1,
					description: 'Opening keynote.',
					updated_at: '2027-01-01T00:00:00.000Z',
				},
			],
			{
				calendarName: 'Internal Audit Leadership Summit 2027',
				location: 'Accra',
				siteUrl: 'https://summit.example',
			},
		)
		expect(text).toContain('TZID=Africa/Accra')
		expect(text).toContain('BEGIN:VTIMEZONE')
		const calendar = new ICAL.Component(ICAL.parse(text))
		const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
		expect(events).toHaveLength(1)
		expect(events[0]!.summary).toBe('Keynote: Assurance, Ɔdɔ & trust')
		expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2027-03-25T09:00:00.000Z')
		expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2027-03-25T09:45:00.000Z')
		expect(events[0]!.description).toContain('Speaker: Dr. Kwabena Ɔdɔm')
		expect(events[0]!.uid).toBe('agenda-session-7@summit.example')
	})
})

describe('summitCalendar', () => {
	const times = {
		startsAt: '2027-03-25T08:30:00.000Z',
		endsAt: '2027-03-25T17:00:00.000Z',
		uid: 'summit-2027',
	}
	const context = {
		calendarName: 'Internal Audit Leadership Summit 2027',
		location: 'Accra International Conference Centre',
		siteUrl: 'https://summit.example',
	}
	const eventOf = (text: string) =>
		new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)

	test("the venue's map link: its point as GEO, the link in the notes, the venue as LOCATION", () => {
		const href = 'https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745'
		const text = summitCalendar(times, { ...context, mapHref: href })
		const event = eventOf(text)
		expect(event.location).toBe('Accra International Conference Centre')
		expect(event.description).toBe(`Venue map: ${href}`)
		expect(event.component.getFirstPropertyValue('geo')).toEqual([5.6037, -0.1745])
		expect(event.component.getFirstPropertyValue('url')).toBe('https://summit.example')
	})

	test('a map link without a point (a search, a short link) is in the notes only; none, no notes', () => {
		const search =
			'https://www.google.com/maps/search/?api=1&query=Accra%20International%20Conference%20Centre'
		const withSearch = eventOf(summitCalendar(times, { ...context, mapHref: search }))
		expect(withSearch.description).toBe(`Venue map: ${search}`)
		expect(withSearch.component.getFirstPropertyValue('geo')).toBeNull()
		const none = eventOf(summitCalendar(times, { ...context, location: null }))
		expect(none.location).toBe('Accra, Ghana')
		expect(none.description).toBeNull()
	})
})

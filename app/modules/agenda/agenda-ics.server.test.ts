import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { agendaCalendar } from './agenda-ics.server.ts'

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

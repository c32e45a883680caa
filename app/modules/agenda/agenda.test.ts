import { describe, expect, test } from 'vitest'
import { groupAgendaByDay } from './agenda.ts'

const session = (id: number, starts: string, ends: string) => ({
	id,
	heading: `Session ${id}`,
	starts_at: starts,
	ends_at: ends,
	speaker: null,
	speaker_id: null,
	description: null,
})

describe('groupAgendaByDay', () => {
	test('groups by Accra calendar day in time order, numbering the days', () => {
		const days = groupAgendaByDay([
			session(3, '2027-03-26T09:00:00.000Z', '2027-03-26T10:00:00.000Z'),
			session(1, '2027-03-25T08:30:00.000Z', '2027-03-25T09:15:00.000Z'),
			session(2, '2027-03-25T13:00:00.000Z', '2027-03-25T14:30:00.000Z'),
		])
		expect(days.map((d) => d.heading)).toEqual([
			'Day 1 · Thursday, 25 March 2027',
			'Day 2 · Friday, 26 March 2027',
		])
		expect(days[0]!.sessions.map((s) => s.id)).toEqual([1, 2])
		expect(days[0]!.sessions[1]!.timeText).toBe('1:00 PM – 2:30 PM')
	})

	test('no sessions, no days', () => {
		expect(groupAgendaByDay([])).toEqual([])
	})
})

describe('the CPE hours a session earns on the agenda', () => {
	test('in English and in French (decimal comma, singular below 2); none for a break', async () => {
		const { inLocale } = await import('#app/lib/i18n/locale.server.ts')
		const cpe = (hundredths: number | null) =>
			groupAgendaByDay([
				{
					...session(1, '2027-03-25T09:00:00.000Z', '2027-03-25T10:30:00.000Z'),
					cpe_hours_hundredths: hundredths,
				},
			])[0]!.sessions[0]!.cpeText
		expect(inLocale('en', () => cpe(150))).toBe('1.5 CPE hours')
		expect(inLocale('en', () => cpe(100))).toBe('1 CPE hour')
		expect(inLocale('fr', () => cpe(150))).toBe('1,5 heure CPE')
		expect(inLocale('fr', () => cpe(225))).toBe('2,25 heures CPE')
		expect(inLocale('en', () => cpe(null))).toBeNull()
		expect(inLocale('en', () => cpe(0))).toBeNull()
	})
})

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

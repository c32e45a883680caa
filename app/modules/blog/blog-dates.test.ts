import { describe, expect, test } from 'vitest'
import { formatCardDate, formatPostDate, postDay } from './blog-dates.ts'

describe('blog dates (spec §9, Africa/Accra = UTC)', () => {
	test('cards read "MMM D, YYYY"', () => {
		expect(formatCardDate('2026-11-12T10:00:00.000Z')).toBe('Nov 12, 2026')
		expect(formatCardDate('2027-03-05T00:00:00.000Z')).toBe('Mar 5, 2027')
	})

	test('a post reads "MMMM D, YYYY"', () => {
		expect(formatPostDate('2026-11-12T10:00:00.000Z')).toBe('November 12, 2026')
		expect(formatPostDate('2027-03-05T00:00:00.000Z')).toBe('March 5, 2027')
	})

	test('the day is Accra’s (UTC), whatever the server’s own time zone', () => {
		// 23:30 UTC is still the 12th in Accra; 00:30 UTC is already the 13th.
		expect(formatCardDate('2026-11-12T23:30:00.000Z')).toBe('Nov 12, 2026')
		expect(formatPostDate('2026-11-13T00:30:00.000Z')).toBe('November 13, 2026')
		expect(postDay('2026-11-12T23:30:00.000Z')).toBe('2026-11-12')
	})
})

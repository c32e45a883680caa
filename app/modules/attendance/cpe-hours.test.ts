/** CPE hours as staff type them and as they print (docs/event-days.md). */
import { describe, expect, test } from 'vitest'
import { formatCpeHours, parseCpeHours, totalCpeHours } from './cpe-hours.ts'

describe('CPE hours', () => {
	test('staff type a decimal with at most two places; blank is none', () => {
		expect(parseCpeHours('1.5')).toBe(150)
		expect(parseCpeHours(' 0.75 ')).toBe(75)
		expect(parseCpeHours('2')).toBe(200)
		expect(parseCpeHours('1,5')).toBe(150)
		expect(parseCpeHours('24')).toBe(2400)
		expect(parseCpeHours('')).toBeNull()
		expect(parseCpeHours('   ')).toBeNull()
		for (const bad of ['24.01', '1.555', '-1', 'one', '1.5h', '.5', '100'])
			expect(parseCpeHours(bad)).toBe('invalid')
	})

	test('they print without trailing zeros, with a comma in French', () => {
		expect(formatCpeHours(150)).toBe('1.5')
		expect(formatCpeHours(200)).toBe('2')
		expect(formatCpeHours(75)).toBe('0.75')
		expect(formatCpeHours(5)).toBe('0.05')
		expect(formatCpeHours(0)).toBe('0')
		expect(formatCpeHours(null)).toBe('')
		expect(formatCpeHours(150, true)).toBe('1,5')
	})

	test('a total counts sessions without hours as none', () => {
		expect(
			totalCpeHours([
				{ cpe_hours_hundredths: 150 },
				{ cpe_hours_hundredths: null },
				{ cpe_hours_hundredths: 75 },
			]),
		).toBe(225)
	})
})

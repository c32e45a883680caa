import { describe, expect, test } from 'vitest'
import {
	accraDay,
	formatCalendarDay,
	formatCedis,
	formatCedisExact,
	formatClockTime,
	formatCsvDateTime,
	formatDateTime,
	formatEventDate,
	formatEventTime,
	formatLongDate,
	formatShortDate,
	formatShortDay,
	formatTimeRange,
	formatWeekdayShortDate,
} from './format.ts'

describe('formatting', () => {
	test('fees in Ghana cedi', () => {
		expect(formatCedis(250_000)).toBe('GH₵ 2,500')
		expect(formatCedis(250_050)).toBe('GH₵ 2,500.50')
	})

	test('amounts on invoices and receipts, pesewas always shown', () => {
		expect(formatCedisExact(250_000)).toBe('GH₵ 2,500.00')
		expect(formatCedisExact(250_050)).toBe('GH₵ 2,500.50')
		expect(formatCedisExact(5)).toBe('GH₵ 0.05')
		expect(formatCedisExact(0)).toBe('GH₵ 0.00')
		expect(formatCedisExact(-5_000)).toBe('-GH₵ 50.00')
		expect(formatCedisExact(123_456_789)).toBe('GH₵ 1,234,567.89')
	})

	test('times show the real half of the day, not always AM', () => {
		expect(formatEventTime('2027-03-25T08:30:00.000Z')).toBe('8:30 AM')
		expect(formatEventTime('2027-03-25T14:05:00.000Z')).toBe('2:05 PM')
		expect(formatEventTime('2027-03-25T12:00:00.000Z')).toBe('12:00 PM')
		expect(formatEventTime('2027-03-25T00:15:00.000Z')).toBe('12:15 AM')
	})

	test('dates in Accra', () => {
		expect(formatEventDate('2027-03-25T08:30:00.000Z')).toBe('Thursday, 25 March 2027')
	})
})

describe('blog dates, "26 November 2026" in Accra like every other date', () => {
	test('a card and a post read day, month, year', () => {
		expect(formatLongDate('2026-11-26T10:00:00.000Z')).toBe('26 November 2026')
		expect(formatLongDate('2027-03-05T00:00:00.000Z')).toBe('5 March 2027')
	})

	test('the day is Accra’s (UTC), whatever the server’s own time zone', () => {
		// 23:30 UTC is still the 12th in Accra; 00:30 UTC is already the 13th.
		expect(formatLongDate('2026-11-12T23:30:00.000Z')).toBe('12 November 2026')
		expect(formatLongDate('2026-11-13T00:30:00.000Z')).toBe('13 November 2026')
		expect(accraDay('2026-11-12T23:30:00.000Z')).toBe('2026-11-12')
	})
})

describe('back-office dates and times in Accra', () => {
	test('short days, weekdays, date-times and clock times', () => {
		expect(formatShortDate('2027-02-23T08:30:00.000Z')).toBe('23 Feb 2027')
		expect(formatShortDay('2027-02-23')).toBe('23 Feb 2027')
		expect(formatCalendarDay('2027-02-15')).toBe('15 February 2027')
		expect(formatWeekdayShortDate('2027-03-18T08:30:00.000Z')).toBe('Thu, 18 Mar 2027')
		expect(formatDateTime('2027-02-23T14:05:00.000Z')).toBe('23 Feb 2027, 14:05')
		expect(formatClockTime('2027-02-23T14:05:00.000Z')).toBe('14:05')
		expect(formatTimeRange('2027-03-25T08:30:00.000Z', '2027-03-25T09:15:00.000Z')).toBe('8:30 AM – 9:15 AM')
		expect(formatCsvDateTime('2026-11-12T10:05:00.123Z')).toBe('2026-11-12 10:05:00')
	})
})

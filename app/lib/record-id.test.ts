import { describe, expect, test } from 'vitest'
import { MAX_RECORD_ID, parseRecordId } from './record-id.ts'

describe('parseRecordId', () => {
	test('accepts plain positive integers up to the largest id', () => {
		expect(parseRecordId('12')).toBe(12)
		expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID)
	})

	test('refuses anything that cannot be an id', () => {
		for (const bad of [
			undefined,
			'',
			'0',
			'012',
			'-1',
			'1e3',
			'1.5',
			'abc',
			'12abc',
			String(MAX_RECORD_ID + 1),
			'99999999999',
		]) {
			expect(parseRecordId(bad), String(bad)).toBeNull()
		}
	})
})

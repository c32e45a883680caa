import { describe, expect, test } from 'vitest'
import { byteRange } from './byte-range.ts'

describe('byteRange', () => {
	test('one range of bytes, open-ended or from the end, clamped to the file', () => {
		expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
		expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
		expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
		expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
	})

	test('past the end is unsatisfiable; none, several, another unit or nonsense: the whole file', () => {
		expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
		expect(byteRange(null, 1000)).toBeNull()
		expect(byteRange('bytes=0-9,20-29', 1000)).toBeNull()
		expect(byteRange('items=0-9', 1000)).toBeNull()
		expect(byteRange('bytes=abc', 1000)).toBeNull()
	})
})

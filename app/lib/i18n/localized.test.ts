import { describe, expect, test } from 'vitest'
import { hasText, localized, needsFrench } from './localized.ts'

describe('localized', () => {
	test('a French page shows the French text when it is filled', () => {
		expect(localized('Keynote', 'Discours d’ouverture', 'fr')).toBe('Discours d’ouverture')
	})

	test('a French page falls back to the English when the French is null, empty or blank', () => {
		expect(localized('Keynote', null, 'fr')).toBe('Keynote')
		expect(localized('Keynote', '', 'fr')).toBe('Keynote')
		expect(localized('Keynote', '  \n ', 'fr')).toBe('Keynote')
		expect(localized(null, undefined, 'fr')).toBeNull()
	})

	test('an English page always shows the English', () => {
		expect(localized('Keynote', 'Discours d’ouverture', 'en')).toBe('Keynote')
	})

	test('without a locale it follows the language being rendered (English outside a request)', () => {
		expect(localized('Keynote', 'Discours d’ouverture')).toBe('Keynote')
	})
})

describe('needsFrench', () => {
	test('an English text without a French one needs translating; an empty English does not', () => {
		expect(needsFrench('A bio', null)).toBe(true)
		expect(needsFrench('A bio', ' ')).toBe(true)
		expect(needsFrench('A bio', 'Une biographie')).toBe(false)
		expect(needsFrench('', null)).toBe(false)
		expect(needsFrench(null, null)).toBe(false)
		expect(hasText(' x ')).toBe(true)
	})
})

/**
 * Which of a content text's two columns a page shows (ADR 0059): staff write each text visitors
 * read in English (`x`) and, when they can, in French (`x_fr`). Safe in the browser and on the server.
 */
import { type Locale, currentLocale } from './locale.ts'

/**
 * The text to show in `locale` (by default the language being rendered, `currentLocale()`): the
 * French `french` on a French page when it holds more than white space, else `english` as it is.
 * English pages always get `english`.
 */
export function localized<T extends string | null | undefined>(
	english: T,
	french: string | null | undefined,
	locale: Locale = currentLocale(),
): T | string {
	return locale === 'fr' && hasText(french) ? french : english
}

/** Whether a French text is filled: more than white space. Empty or null ones "need translating". */
export function hasText(text: string | null | undefined): text is string {
	return typeof text === 'string' && text.trim() !== ''
}

/**
 * Whether an English text has no French twin yet: the English is filled and the French is not.
 * An empty English text needs no translation.
 */
export function needsFrench(english: string | null | undefined, french: string | null | undefined): boolean {
	return hasText(english) && !hasText(french)
}

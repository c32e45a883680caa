/**
 * The subject of an announcement's test mail (kind `announcement-test`, docs/event-days.md): the
 * announcement's own subject marked as a test, in English or French. The mark also tells the mail
 * worker which language to compose the test in, since a test is about no registrant.
 */
import type { Locale } from '#app/lib/i18n/locale.ts'

/** What a test mail's subject starts with, by the language it is composed in. */
export const TEST_SUBJECT_PREFIX: Record<Locale, string> = { en: '[Test] ', fr: '[Test, en français] ' }

/** The subject of the test of `subject` in `locale`: "[Test] Doors open at 8". */
export function testSubject(subject: string, locale: Locale): string {
	return `${TEST_SUBJECT_PREFIX[locale]}${subject}`
}

/** The language a test mail with `subject` is composed in: French when marked so, else English. */
export function testMailLocale(subject: string): Locale {
	return subject.startsWith(TEST_SUBJECT_PREFIX.fr) ? 'fr' : 'en'
}

/**
 * The one place where dates, times and money are turned into text (docs/CONTEXT.md "Time zone",
 * "Pesewas"). Every date and time the site prints is in Accra (`Africa/Accra`, UTC+0 all
 * year, no daylight saving), whatever the server's or the browser's own zone, so the server and the
 * browser render the same characters. Money is stored as whole pesewas and printed as Ghana cedi.
 * Pure functions: safe in the browser and on the server. Each takes an optional `locale` and is
 * otherwise in the language being rendered (`lib/i18n/locale.ts`, ADR 0059); the back office and CSV
 * exports are English.
 *
 * Inputs: `iso` is an ISO-8601 instant ("2027-03-18T08:30:00.000Z"); `day` is a `YYYY-MM-DD`
 * calendar day in Accra. Invalid input gives "Invalid Date"-style text; callers pass stored values.
 */

import { currentLocale, languageTag, type Locale } from './i18n/locale.ts'

/** The summit's time zone: every calendar day and clock time the site shows is in it. */
export const EVENT_TIME_ZONE = 'Africa/Accra'

/**
 * A formatter of ISO instants in Accra, in the language given or else the current one (made once per
 * language: making an Intl format costs more than using it).
 */
function accraFormat(options: Intl.DateTimeFormatOptions) {
	const formats = new Map<Locale, Intl.DateTimeFormat>()
	return (iso: string, locale: Locale = currentLocale()) => {
		let format = formats.get(locale)
		if (!format) {
			format = new Intl.DateTimeFormat(languageTag(locale), { timeZone: EVENT_TIME_ZONE, ...options })
			formats.set(locale, format)
		}
		return format.format(new Date(iso))
	}
}

/** A calendar day as an instant at noon UTC, so formatting it in Accra never shifts the day. */
function noonOf(day: string): string {
	return `${day}T12:00:00Z`
}

/** Today's calendar date in Accra as `YYYY-MM-DD` (Accra is UTC+0, so this is the UTC day). */
export function accraDate(now: Date): string {
	return now.toISOString().slice(0, 10)
}

/** The Accra calendar day of an ISO instant as `YYYY-MM-DD`, e.g. for `<time dateTime>`. */
export function accraDay(iso: string): string {
	return accraDate(new Date(iso))
}

/** "Thursday, 18 March 2027" for an ISO instant. */
export const formatEventDate = accraFormat({
	weekday: 'long',
	day: 'numeric',
	month: 'long',
	year: 'numeric',
})

/**
 * "26 November 2026" for an ISO instant: the day something was published (a blog post, on its card
 * and its page), in the same style as every other date the public site prints.
 */
export const formatLongDate = accraFormat({ day: 'numeric', month: 'long', year: 'numeric' })

/** "15 February 2027" ("15 février 2027") for a `YYYY-MM-DD` calendar day. */
export function formatCalendarDay(day: string, locale: Locale = currentLocale()): string {
	return formatLongDate(noonOf(day), locale)
}

/** "23 Feb 2027" for an ISO instant: the short day of back-office tables. */
export const formatShortDate = accraFormat({ day: 'numeric', month: 'short', year: 'numeric' })

/** "23 Feb 2027" for a `YYYY-MM-DD` calendar day. */
export function formatShortDay(day: string, locale: Locale = currentLocale()): string {
	return formatShortDate(noonOf(day), locale)
}

/** "Thu, 18 Mar 2027" for an ISO instant: the day of an agenda session in back-office tables. */
export const formatWeekdayShortDate = accraFormat({
	weekday: 'short',
	day: 'numeric',
	month: 'short',
	year: 'numeric',
})

/** "23 Feb 2027, 14:05" for an ISO instant: when something happened (activity, accounts). */
export const formatDateTime = accraFormat({
	day: 'numeric',
	month: 'short',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
})

/** "14:05" for an ISO instant: a 24-hour clock time (registration lists). */
export const formatClockTime = accraFormat({ hour: '2-digit', minute: '2-digit' })

/**
 * "8:30 AM" / "2:00 PM" for an ISO instant: the public site's times, with the real half of the day;
 * in French "8 h 30" / "14 h 00", as French writes clock times. Built by hand (not Intl) so every
 * runtime prints the same characters.
 */
export function formatEventTime(iso: string, locale: Locale = currentLocale()): string {
	const d = new Date(iso) // Accra is UTC+0
	const h = d.getUTCHours()
	const m = String(d.getUTCMinutes()).padStart(2, '0')
	if (locale === 'fr') return `${h}\u00a0h\u00a0${m}`
	const hour12 = h % 12 === 0 ? 12 : h % 12
	return `${hour12}:${m} ${h < 12 ? 'AM' : 'PM'}`
}

/** "8:30 AM – 9:15 AM" ("8 h 30 – 9 h 15") for a start and an end (ISO instants). */
export function formatTimeRange(startsAt: string, endsAt: string, locale: Locale = currentLocale()): string {
	return `${formatEventTime(startsAt, locale)} – ${formatEventTime(endsAt, locale)}`
}

/** "2026-11-12 10:05:00" for an ISO instant: the unambiguous date-time of CSV exports (UTC = Accra). */
export function formatCsvDateTime(iso: string): string {
	return new Date(iso).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * Number formats with 0 or 2 decimals per language, made once (a `toLocaleString` call builds a
 * formatter each time, and a document prints dozens of amounts).
 */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>()
function decimals(locale: Locale, digits: 0 | 2): Intl.NumberFormat {
	const key = `${locale}:${digits}`
	let format = NUMBER_FORMATS.get(key)
	if (!format) {
		format = new Intl.NumberFormat(languageTag(locale), {
			minimumFractionDigits: digits,
			maximumFractionDigits: digits,
		})
		NUMBER_FORMATS.set(key, format)
	}
	return format
}

/** An amount of cedis written in `locale`: "GH₵ 2,500" in English, "2 500 GH₵" in French. */
function cedisText(number: string, locale: Locale): string {
	return locale === 'fr' ? `${number}\u00a0GH₵` : `GH₵ ${number}`
}

/** Pesewas as Ghana cedi: 250000 → "GH₵ 2,500", 250050 → "GH₵ 2,500.50" ("2 500,50 GH₵" in French). */
export function formatCedis(pesewas: number, locale: Locale = currentLocale()): string {
	const cedis = pesewas / 100
	return cedisText(decimals(locale, Number.isInteger(cedis) ? 0 : 2).format(cedis), locale)
}

/**
 * Pesewas as Ghana cedi with the pesewas always shown, as invoices and receipts print amounts:
 * 250000 → "GH₵ 2,500.00", 5 → "GH₵ 0.05", -5000 → "-GH₵ 50.00" (French: "2 500,00 GH₵", "-50,00 GH₵").
 */
export function formatCedisExact(pesewas: number, locale: Locale = currentLocale()): string {
	const sign = pesewas < 0 ? '-' : ''
	return `${sign}${cedisText(decimals(locale, 2).format(Math.abs(pesewas) / 100), locale)}`
}

/**
 * A count with its noun, plural unless the count is 1 ("1 sponsor", "3 sponsors", "0 sponsors");
 * `pluralNoun` for a noun whose plural is not `noun` + "s" ("2 enquiries").
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
	return `${count} ${count === 1 ? noun : pluralNoun}`
}

/** The lines of a multi-line text (an address, phone numbers), trimmed, without empty ones. */
export function textLines(text: string): string[] {
	return text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean)
}

/** A phone number as a `tel:` link: its `+` and digits only. */
export function telHref(phone: string): string {
	return `tel:${phone.replace(/[^+\d]/g, '')}`
}

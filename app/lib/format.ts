/**
 * The one place where dates, times and money are turned into text (docs/CONTEXT.md "Time zone",
 * "Pesewas"). Every date and time the site prints is in Accra (`Africa/Accra`, UTC+0 all
 * year, no daylight saving), whatever the server's or the browser's own zone, so the server and the
 * browser render the same characters. Money is stored as whole pesewas and printed as Ghana cedi.
 * Pure functions: safe in the browser and on the server.
 *
 * Inputs: `iso` is an ISO-8601 instant ("2027-03-18T08:30:00.000Z"); `day` is a `YYYY-MM-DD`
 * calendar day in Accra. Invalid input gives "Invalid Date"-style text; callers pass stored values.
 */

/** The summit's time zone: every calendar day and clock time the site shows is in it. */
export const EVENT_TIME_ZONE = 'Africa/Accra'

function accraFormat(locale: 'en-GB', options: Intl.DateTimeFormatOptions) {
	const format = new Intl.DateTimeFormat(locale, { timeZone: EVENT_TIME_ZONE, ...options })
	return (iso: string) => format.format(new Date(iso))
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
export const formatEventDate = accraFormat('en-GB', {
	weekday: 'long',
	day: 'numeric',
	month: 'long',
	year: 'numeric',
})

/**
 * "26 November 2026" for an ISO instant: the day something was published (a blog post, on its card
 * and its page), in the same style as every other date the public site prints.
 */
export const formatLongDate = accraFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** "15 February 2027" for a `YYYY-MM-DD` calendar day. */
export function formatCalendarDay(day: string): string {
	return formatLongDate(noonOf(day))
}

/** "23 Feb 2027" for an ISO instant: the short day of back-office tables. */
export const formatShortDate = accraFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** "23 Feb 2027" for a `YYYY-MM-DD` calendar day. */
export function formatShortDay(day: string): string {
	return formatShortDate(noonOf(day))
}

/** "Thu, 18 Mar 2027" for an ISO instant: the day of an agenda session in back-office tables. */
export const formatWeekdayShortDate = accraFormat('en-GB', {
	weekday: 'short',
	day: 'numeric',
	month: 'short',
	year: 'numeric',
})

/** "23 Feb 2027, 14:05" for an ISO instant: when something happened (activity, accounts). */
export const formatDateTime = accraFormat('en-GB', {
	day: 'numeric',
	month: 'short',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
})

/** "14:05" for an ISO instant: a 24-hour clock time (registration lists). */
export const formatClockTime = accraFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

/**
 * "8:30 AM" / "2:00 PM" for an ISO instant: the public site's times, with the real half of the day.
 * Built by hand (not Intl) so every runtime prints the same characters.
 */
export function formatEventTime(iso: string): string {
	const d = new Date(iso) // Accra is UTC+0
	const h = d.getUTCHours()
	const m = d.getUTCMinutes()
	const hour12 = h % 12 === 0 ? 12 : h % 12
	return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** "8:30 AM – 9:15 AM" for a start and an end (ISO instants). */
export function formatTimeRange(startsAt: string, endsAt: string): string {
	return `${formatEventTime(startsAt)} – ${formatEventTime(endsAt)}`
}

/** "2026-11-12 10:05:00" for an ISO instant: the unambiguous date-time of CSV exports (UTC = Accra). */
export function formatCsvDateTime(iso: string): string {
	return new Date(iso).toISOString().slice(0, 19).replace('T', ' ')
}

/** Whole cedis, and cedis with pesewas: made once (a `toLocaleString` call builds a formatter each time). */
const CEDIS = [0, 2].map(
	(digits) =>
		new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
)

/** Pesewas as Ghana cedi: 250000 → "GH₵ 2,500", 250050 → "GH₵ 2,500.50". */
export function formatCedis(pesewas: number): string {
	const cedis = pesewas / 100
	return `GH₵ ${CEDIS[Number.isInteger(cedis) ? 0 : 1]!.format(cedis)}`
}

/** Made once: a document prints dozens of amounts, and making a format each time costs more than using it. */
const TWO_DECIMALS = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Pesewas as Ghana cedi with the pesewas always shown, as invoices and receipts print amounts:
 * 250000 → "GH₵ 2,500.00", 5 → "GH₵ 0.05", -5000 → "-GH₵ 50.00".
 */
export function formatCedisExact(pesewas: number): string {
	const sign = pesewas < 0 ? '-' : ''
	return `${sign}GH₵ ${TWO_DECIMALS.format(Math.abs(pesewas) / 100)}`
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

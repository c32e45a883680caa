/**
 * The event-data form (/admin/basic-data, /admin/basic-data-edit/{id}): one
 * schema for create and edit, shared by the form in the browser and the actions
 * on the server. Browser-safe (no server imports).
 *
 * Units and time zone: fees are typed as amounts in Ghana cedi ("2500", "2,500" or "2500.50") and
 * come out of the schema as integer pesewas; dates are `YYYY-MM-DD` calendar days and
 * the event time is `HH:MM`, both in Africa/Accra, which is UTC+0 all year, so the start is stored
 * as `${date}T${time}:00.000Z`.
 *
 * Every field but the year may stay empty while the next edition is being planned: the public site
 * shows the spec's fallback texts ("Venue coming soon", …) and no Event Rate card without a regular
 * fee. What is given must be consistent: see `EditionSchema`.
 */
import { z } from 'zod'
import { frenchText } from '#app/lib/schema-text.ts'
import type { EventEdition } from '#app/db/schema.ts'
import { mapField, mapLinkAddress } from '#app/lib/map-address.ts'

/** Event year choices (2025 to 2040). */
export const FIRST_EDITION_YEAR = 2025
export const LAST_EDITION_YEAR = 2040
export const EDITION_YEARS: readonly number[] = Array.from(
	{ length: LAST_EDITION_YEAR - FIRST_EDITION_YEAR + 1 },
	(_, i) => FIRST_EDITION_YEAR + i,
)

/** The group-discount rule's bounds, and a group's size: 2–50 attendees, 1–100 % off. */
export const GROUP_RULE_LIMITS = { minSize: 2, maxSize: 50, maxPercent: 100 } as const

/** Length limits (characters) and the largest fee (GH₵ 1,000,000, in pesewas). */
export const EDITION_LIMITS = { theme: 300, venue: 200, feeText: 16, maxFeePesewas: 100_000_000 } as const

export const EXPIRY_AFTER_EVENT = 'Early-bird expiry must not be after the event date'
export const EARLY_BIRD_ABOVE_REGULAR = 'Early-bird fee must not be above the regular fee'

const CEDIS_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/

/**
 * Converts an amount typed in cedis to integer pesewas without floating-point rounding:
 * "2500" → 250000, "2,500.5" → 250050, "2500.50" → 250050, "0" → 0. Commas are accepted only as
 * thousands separators. Returns null for anything else (negative numbers, letters, three decimals).
 */
export function cedisToPesewas(text: string): number | null {
	const trimmed = text.trim()
	if (!CEDIS_PATTERN.test(trimmed)) return null
	const [whole = '0', fraction = ''] = trimmed.replaceAll(',', '').split('.')
	const pesewas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
	return Number.isSafeInteger(pesewas) ? pesewas : null
}

/** Pesewas as a plain amount for the form's fee inputs: 250000 → "2500", 250050 → "2500.50". */
export function pesewasToCedisText(pesewas: number): string {
	const whole = Math.trunc(pesewas / 100)
	const rest = Math.abs(pesewas % 100)
	return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`
}

/** True for a real calendar day written `YYYY-MM-DD` (no 30 February). */
export function isCalendarDay(text: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
	const date = new Date(`${text}T00:00:00.000Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** True for a wall-clock time `HH:MM` (00:00 to 23:59). */
export function isClockTime(text: string): boolean {
	return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(text)
}

/** A time input may send seconds (`HH:MM:SS`); the form works in whole minutes. */
function toMinutes(text: string): string {
	return /^\d{2}:\d{2}:\d{2}(?:\.\d+)?$/.test(text) ? text.slice(0, 5) : text
}

/** The ISO-8601 UTC start of an Accra day and time (UTC+0): "2027-03-25", "08:30" → "2027-03-25T08:30:00.000Z". */
export function accraStartsAt(day: string, time: string): string {
	return `${day}T${time}:00.000Z`
}

/** Object checks that run even when a field failed, so the form shows every message in one go. */
export const ALWAYS = { when: () => true }

function fee(label: string) {
	return z
		.string()
		.trim()
		.max(EDITION_LIMITS.feeText, `Enter the ${label.toLowerCase()} as an amount, for example 2500 or 2500.50`)
		.transform((text, ctx) => {
			if (text.startsWith('-')) {
				ctx.issues.push({ code: 'custom', input: text, message: `${label} must be 0 or more` })
				return z.NEVER
			}
			const pesewas = cedisToPesewas(text)
			if (pesewas === null) {
				ctx.issues.push({
					code: 'custom',
					input: text,
					message: `Enter the ${label.toLowerCase()} as an amount in cedis, for example 2500 or 2500.50`,
				})
				return z.NEVER
			}
			if (pesewas > EDITION_LIMITS.maxFeePesewas) {
				ctx.issues.push({ code: 'custom', input: text, message: `${label} must be at most 1,000,000 cedis` })
				return z.NEVER
			}
			return pesewas
		})
		.optional()
}

/** A whole number typed in a form, from `min` to `max`; empty is undefined. */
function wholeNumber(label: string, min: number, max: number) {
	return z
		.number({ error: `Enter the ${label} as a whole number` })
		.int(`Enter the ${label} as a whole number`)
		.min(min, `The ${label} must be from ${min} to ${max}`)
		.max(max, `The ${label} must be from ${min} to ${max}`)
		.optional()
}

function calendarDay(label: string) {
	return z.string().trim().refine(isCalendarDay, `Enter the ${label} as a date`).optional()
}

/**
 * Create and edit event data. Output: `year` (2025–2040), `theme` and `venue` (trimmed),
 * `venueMapUrl` (the venue's map link as `mapLinkAddress` reads what was pasted: ADR 0054), fees in
 * pesewas, `earlyBirdExpiry` and `eventDate` as `YYYY-MM-DD`, `eventTime` as `HH:MM` (Accra). Rules:
 * - the year is required and one of the choices;
 * - fees are amounts ≥ 0 (at most two decimals), the early-bird fee not above the regular fee, and
 *   an early-bird fee needs a regular fee and an expiry date (and an expiry date needs a fee);
 * - the event date and time go together, the date lies in the chosen year, and the early-bird
 *   expiry is not after the event date (the expiry day counts in full);
 * - the group discount (`groupDiscountPercent`, 1–100 % off each person's fee) and the group size
 *   from which it applies (`groupMinSize`, 2–50) go together (docs/CONTEXT.md, "group discount").
 */
export const EditionSchema = z
	.object({
		year: z
			.number({ error: 'Event year is required' })
			.int('Choose an event year from the list')
			.min(FIRST_EDITION_YEAR, `Event year must be between ${FIRST_EDITION_YEAR} and ${LAST_EDITION_YEAR}`)
			.max(LAST_EDITION_YEAR, `Event year must be between ${FIRST_EDITION_YEAR} and ${LAST_EDITION_YEAR}`),
		theme: z
			.string()
			.trim()
			.max(EDITION_LIMITS.theme, `Event theme must be at most ${EDITION_LIMITS.theme} characters`)
			.optional(),
		themeFr: frenchText('The French theme', EDITION_LIMITS.theme),
		regularFee: fee('Regular fee'),
		venue: z
			.string()
			.trim()
			.max(EDITION_LIMITS.venue, `Venue must be at most ${EDITION_LIMITS.venue} characters`)
			.optional(),
		venueMapUrl: mapField('Venue map link', mapLinkAddress),
		earlyBirdFee: fee('Early-bird fee'),
		earlyBirdExpiry: calendarDay('early-bird expiry'),
		eventDate: calendarDay('event date'),
		eventTime: z
			.string()
			.trim()
			.transform(toMinutes)
			.refine(isClockTime, 'Enter the event time as hours and minutes, for example 08:30')
			.optional(),
		groupMinSize: wholeNumber('group size', GROUP_RULE_LIMITS.minSize, GROUP_RULE_LIMITS.maxSize),
		groupDiscountPercent: wholeNumber('group discount', 1, GROUP_RULE_LIMITS.maxPercent),
	})
	.superRefine((value, ctx) => {
		// Runs even when field rules failed (`ALWAYS`), so every message shows at once; a failed field
		// holds an aborted marker instead of its value, so compare only well-formed values.
		const regular = typeof value.regularFee === 'number' ? value.regularFee : undefined
		const earlyBird = typeof value.earlyBirdFee === 'number' ? value.earlyBirdFee : undefined
		const expiry =
			value.earlyBirdExpiry && isCalendarDay(value.earlyBirdExpiry) ? value.earlyBirdExpiry : undefined
		const date = value.eventDate && isCalendarDay(value.eventDate) ? value.eventDate : undefined
		const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })

		if (earlyBird !== undefined && value.regularFee === undefined) {
			issue('regularFee', 'Regular fee is required when there is an early-bird fee')
		}
		if (earlyBird !== undefined && regular !== undefined && earlyBird > regular) {
			issue('earlyBirdFee', EARLY_BIRD_ABOVE_REGULAR)
		}
		if (value.earlyBirdFee !== undefined && value.earlyBirdExpiry === undefined) {
			issue('earlyBirdExpiry', 'Early-bird expiry date is required with an early-bird fee')
		}
		if (value.earlyBirdExpiry !== undefined && value.earlyBirdFee === undefined) {
			issue('earlyBirdFee', 'Early-bird fee is required with an early-bird expiry date')
		}
		if (value.eventDate !== undefined && value.eventTime === undefined) {
			issue('eventTime', 'Event time is required with the event date')
		}
		if (value.eventTime !== undefined && value.eventDate === undefined) {
			issue('eventDate', 'Event date is required with the event time')
		}
		if (date && Number.isInteger(value.year) && Number(date.slice(0, 4)) !== value.year) {
			issue('eventDate', `The event date must be in ${value.year}, the event year`)
		}
		if (date && expiry && expiry > date) issue('earlyBirdExpiry', EXPIRY_AFTER_EVENT)
		if (value.groupDiscountPercent !== undefined && value.groupMinSize === undefined) {
			issue('groupMinSize', 'Group size is required with a group discount')
		}
		if (value.groupMinSize !== undefined && value.groupDiscountPercent === undefined) {
			issue('groupDiscountPercent', 'Group discount is required with a group size')
		}
	}, ALWAYS)

export type EditionFormInput = z.infer<typeof EditionSchema>

/** The form's text values (what the inputs hold). */
export interface EditionFormDefaults {
	year: string
	theme: string
	themeFr: string
	regularFee: string
	venue: string
	venueMapUrl: string
	earlyBirdFee: string
	earlyBirdExpiry: string
	eventDate: string
	eventTime: string
	groupMinSize: string
	groupDiscountPercent: string
}

/** The edit form's starting values for a stored edition (fees back in cedis, start split in Accra). */
export function editionFormDefaults(
	edition: Pick<
		EventEdition,
		| 'year'
		| 'theme'
		| 'theme_fr'
		| 'venue'
		| 'venue_map_url'
		| 'starts_at'
		| 'regular_fee_pesewas'
		| 'early_bird_fee_pesewas'
		| 'early_bird_expires_on'
		| 'group_min_size'
		| 'group_discount_percent'
	>,
): EditionFormDefaults {
	return {
		year: String(edition.year),
		theme: edition.theme ?? '',
		themeFr: edition.theme_fr ?? '',
		regularFee: edition.regular_fee_pesewas === null ? '' : pesewasToCedisText(edition.regular_fee_pesewas),
		venue: edition.venue ?? '',
		venueMapUrl: edition.venue_map_url ?? '',
		earlyBirdFee:
			edition.early_bird_fee_pesewas === null ? '' : pesewasToCedisText(edition.early_bird_fee_pesewas),
		earlyBirdExpiry: edition.early_bird_expires_on ?? '',
		// Accra is UTC+0: the stored UTC instant's date and time are the local ones.
		eventDate: edition.starts_at ? edition.starts_at.slice(0, 10) : '',
		eventTime: edition.starts_at ? edition.starts_at.slice(11, 16) : '',
		groupMinSize: edition.group_min_size === null ? '' : String(edition.group_min_size),
		groupDiscountPercent:
			edition.group_discount_percent === null ? '' : String(edition.group_discount_percent),
	}
}

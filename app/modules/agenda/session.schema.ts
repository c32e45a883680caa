/**
 * The agenda session form (/admin/add-agenda, /admin/edit-agenda/{id}): one
 * schema for create and edit, shared by the form in the browser and the actions on the
 * server. Browser-safe (no server imports).
 *
 * Time zone: the date is a `YYYY-MM-DD` day and the times are `HH:MM` in Africa/Accra, which is UTC+0
 * all year, so a session is stored as `${date}T${time}:00.000Z`. A session starts and
 * ends on its date (none runs past midnight).
 *
 * Speaker: either chosen from the speakers list (`speakerId`; the agenda then shows the speaker's
 * honorific and name and links their profile) or typed as free text (`speaker`, e.g. "All
 * delegates"; no link), or neither.
 */
import { z } from 'zod'
import { ALWAYS, isCalendarDay } from '#app/modules/editions/edition.schema.ts'
import { frenchText } from '#app/lib/schema-text.ts'
import { formatCpeHours, MAX_CPE_HOURS, parseCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import type { AgendaSessionFields } from './agenda.ts'

/** Length limits (characters). */
export const SESSION_LIMITS = { heading: 200, speaker: 120, description: 2000 } as const

export const END_NOT_AFTER_START = 'End time must be after the start time'
export const SPEAKER_TWICE = 'Choose a speaker from the list or type a name, not both'
export const CPE_HOURS_INVALID = `Enter the CPE hours as a number from 0 to ${MAX_CPE_HOURS} with at most two decimals, for example 1.5, or leave it blank`

/**
 * The session's CPE hours as staff type them (docs/event-days.md): blank for none (breaks, meals),
 * else a decimal with at most two places ("1.5", "0,75"), read by `parseCpeHours`; out to
 * hundredths of an hour, or null.
 */
const cpeHours = z
	.string()
	.max(20, CPE_HOURS_INVALID)
	.optional()
	.transform((text, ctx) => {
		const hundredths = parseCpeHours(text ?? '')
		if (hundredths === 'invalid') {
			ctx.addIssue({ code: 'custom', message: CPE_HOURS_INVALID })
			return z.NEVER
		}
		return hundredths
	})

/** A time input may send seconds (`HH:MM:SS`); sessions are planned in whole minutes. */
function toMinutes(text: string): string {
	return /^\d{2}:\d{2}:\d{2}(?:\.\d+)?$/.test(text) ? text.slice(0, 5) : text
}

function clockTime(label: string) {
	return z
		.string({ error: `${label} is required` })
		.trim()
		.transform(toMinutes)
		.refine(
			(text) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(text),
			`Enter the ${label.toLowerCase()} as hours and minutes, for example 09:15`,
		)
}

/** A positive whole-number id from a select. */
function id(required: string, invalid: string) {
	return z
		.number({ error: (issue) => (issue.input === undefined ? required : invalid) })
		.int(invalid)
		.positive(invalid)
}

/**
 * Create and edit an agenda session. Output: `editionId`, `heading` (trimmed, ≤ 200), `date`
 * (`YYYY-MM-DD`), `startTime` and `endTime` (`HH:MM`, Accra; the end after the start), an optional
 * `speakerId` or `speaker` text (not both, ≤ 200), an optional `description` (≤ 2000) and
 * `cpeHours`, the CPE hours it earns in hundredths of an hour (null: none; typed as "1.5").
 */
export const SessionSchema = z
	.object({
		editionId: id('Edition is required', 'Choose an edition from the list'),
		heading: z
			.string({ error: 'Heading is required' })
			.trim()
			.min(1, 'Heading is required')
			.max(SESSION_LIMITS.heading, `Heading must be at most ${SESSION_LIMITS.heading} characters`),
		headingFr: frenchText('The French heading', SESSION_LIMITS.heading),
		date: z
			.string({ error: 'Date is required' })
			.trim()
			.refine(isCalendarDay, 'Enter the date of the session as a date'),
		startTime: clockTime('Start time'),
		endTime: clockTime('End time'),
		speakerId: id('Choose a speaker', 'Choose a speaker from the list').optional(),
		speaker: z
			.string()
			.trim()
			.max(SESSION_LIMITS.speaker, `Speaker must be at most ${SESSION_LIMITS.speaker} characters`)
			.optional(),
		description: z
			.string()
			.trim()
			.max(SESSION_LIMITS.description, `Description must be at most ${SESSION_LIMITS.description} characters`)
			.optional(),
		descriptionFr: frenchText('The French description', SESSION_LIMITS.description),
		cpeHours,
	})
	.superRefine((value, ctx) => {
		// Runs even when field rules failed (`ALWAYS`): compare only well-formed times.
		const wellFormed = (text: unknown) => typeof text === 'string' && /^\d{2}:\d{2}$/.test(text)
		if (wellFormed(value.startTime) && wellFormed(value.endTime) && value.endTime <= value.startTime) {
			ctx.addIssue({ code: 'custom', path: ['endTime'], message: END_NOT_AFTER_START })
		}
		if (value.speakerId !== undefined && value.speaker) {
			ctx.addIssue({ code: 'custom', path: ['speaker'], message: SPEAKER_TWICE })
		}
	}, ALWAYS)

export type SessionFormInput = z.infer<typeof SessionSchema>

/** The form's text values (what the inputs hold). */
export interface SessionFormDefaults {
	editionId: string
	heading: string
	headingFr: string
	date: string
	startTime: string
	endTime: string
	speakerId: string
	speaker: string
	description: string
	descriptionFr: string
	/** "1.5", or '' for none. */
	cpeHours: string
}

/** The ISO-8601 UTC instant of an Accra day and time (UTC+0): "2027-03-18", "09:15" → "2027-03-18T09:15:00.000Z". */
export function accraInstant(day: string, time: string): string {
	return `${day}T${time}:00.000Z`
}

/**
 * The edit form's starting values for a stored session: the Accra date and times of its instants,
 * and the typed speaker text only when no speaker from the list is linked.
 */
export function sessionFormDefaults(session: AgendaSessionFields): SessionFormDefaults {
	return {
		editionId: String(session.edition_id),
		heading: session.heading,
		headingFr: session.heading_fr ?? '',
		// Accra is UTC+0: the stored UTC instant's date and time are the local ones.
		date: session.starts_at.slice(0, 10),
		startTime: session.starts_at.slice(11, 16),
		endTime: session.ends_at.slice(11, 16),
		speakerId: session.speaker_id === null ? '' : String(session.speaker_id),
		speaker: session.speaker_id === null ? (session.speaker ?? '') : '',
		description: session.description ?? '',
		descriptionFr: session.description_fr ?? '',
		cpeHours: formatCpeHours(session.cpe_hours_hundredths ?? null),
	}
}

/** What the agenda shows for a speaker chosen from the list: "Dr. Kwabena Ɔdɔm" (honorific and name). */
export function speakerDisplayName(speaker: { title: string; full_name: string }): string {
	return [speaker.title, speaker.full_name].filter(Boolean).join(' ')
}

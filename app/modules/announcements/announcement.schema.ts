/**
 * The announcement forms (/admin/announcements/new, /admin/announcements/{announcementId}), shared by
 * the form in the browser and the actions on the server. Browser-safe. docs/event-days.md,
 * "Announcements", says what each field does.
 *
 * - Edition (required), Subject (≤ 150) and Text (HTML from the blog's editor, ≤ 30,000, not blank;
 *   reduced to the blog allow-list on save), each text with its optional French twin (ADR 0059).
 * - Audience (`ANNOUNCEMENT_AUDIENCES`) and, for "A session's attendees", the session.
 * - Schedule: a date and time typed in Accra time (UTC+0), which must be ahead of now.
 */
import { z } from 'zod'
import type { AnnouncementAudience } from '#app/db/schema.ts'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'
import { accraLocalToIso, isBlankHtml } from '#app/modules/blog/blog-post.schema.ts'
import { ANNOUNCEMENT_AUDIENCES } from './announcement-audience.ts'

/** Length limits (characters; the text's counts its HTML). */
export const ANNOUNCEMENT_LIMITS = { subject: 150, body: 30_000 } as const

export const BODY_REQUIRED = 'Write the announcement’s text'
export const SESSION_REQUIRED = 'Choose the session whose attendees get it'
export const SEND_AT_FORMAT = 'Enter a date and time, for example 2027-03-25 08:00'
export const SEND_AT_PAST = 'This time has passed: choose a later one, or Send now'

const AUDIENCE_VALUES = ANNOUNCEMENT_AUDIENCES.map((a) => a.value) as [
	AnnouncementAudience,
	...AnnouncementAudience[],
]

const recordId = (message: string) => z.number({ error: message }).int(message).positive(message)

/**
 * Write and rewrite an announcement. Output: `editionId`, `subject` (≤ 150), `body` (HTML, ≤ 30,000,
 * not blank), the French twins `subjectFr` and `bodyFr` (undefined when blank), `audience` and
 * `sessionId` (required for the audience `session`, else ignored when saved).
 */
export const AnnouncementSchema = z
	.object({
		editionId: recordId('Choose the edition'),
		subject: requiredText('Subject', ANNOUNCEMENT_LIMITS.subject),
		subjectFr: frenchText('The French subject', ANNOUNCEMENT_LIMITS.subject),
		body: z
			.string({ error: BODY_REQUIRED })
			.max(ANNOUNCEMENT_LIMITS.body, `Text must be at most ${ANNOUNCEMENT_LIMITS.body} characters`)
			.refine((html) => !isBlankHtml(html), BODY_REQUIRED),
		bodyFr: z
			.string()
			.max(ANNOUNCEMENT_LIMITS.body, `The French text must be at most ${ANNOUNCEMENT_LIMITS.body} characters`)
			.transform((html) => (isBlankHtml(html) ? undefined : html))
			.optional(),
		audience: z.enum(AUDIENCE_VALUES, { error: 'Choose who gets it' }),
		sessionId: recordId(SESSION_REQUIRED).optional(),
	})
	.superRefine((value, ctx) => {
		if (value.audience === 'session' && value.sessionId === undefined)
			ctx.addIssue({ code: 'custom', path: ['sessionId'], message: SESSION_REQUIRED })
	})
/** A valid form's value (the session only for the audience `session`). */
export type AnnouncementInput = Omit<z.output<typeof AnnouncementSchema>, 'sessionId'> & {
	sessionId?: number
}

/** The Schedule form: `sendAt`, a `datetime-local` value in Accra time, as an ISO instant (UTC). */
export const ScheduleSchema = z.object({
	sendAt: z
		.string({ error: SEND_AT_FORMAT })
		.trim()
		.refine((text) => accraLocalToIso(text) !== null, SEND_AT_FORMAT)
		.transform((text) => accraLocalToIso(text)!),
})

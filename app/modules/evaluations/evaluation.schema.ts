/**
 * The evaluation form (docs/event-days.md, "Evaluation"; docs/security.md, "Field limits"):
 * `overall`, a rating 1–5 (required); `comments`, optional; for each session rated, `rating-<id>`,
 * 1–5 or absent ("Did not attend", the default) and `comment-<id>`, optional, kept only with a
 * rating. Browser-safe. Messages are the `evaluation` catalog's, looked up when a value is checked,
 * so they are in the page's language (ADR 0059).
 */
import { z } from 'zod'
import { m } from '#app/lib/i18n/messages.ts'

/** Length limits (characters, after trimming). */
export const EVALUATION_LIMITS = { comments: 2000, sessionComment: 1000 } as const

/** The ratings, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const
export type Rating = (typeof RATINGS)[number]

const RATING_VALUES = ['1', '2', '3', '4', '5'] as const

/** The form's field names of session `sessionId`. */
export function sessionFields(sessionId: number): { rating: string; comment: string } {
	return { rating: `rating-${sessionId}`, comment: `comment-${sessionId}` }
}

function comment(max: number) {
	return z
		.string()
		.trim()
		.max(max, { error: () => m.evaluation_error_too_long({ max }) })
		.optional()
}

/** One delegate's answer as stored: the ratings are 1–5, comments trimmed ('' when none). */
export interface EvaluationAnswer {
	overall: Rating
	comments: string
	sessions: { sessionId: number; rating: Rating; comment: string }[]
}

/**
 * The form's schema for the sessions `sessionIds` (the edition's sessions to rate): parses the
 * posted fields into an `EvaluationAnswer`. Refuses a missing or unknown overall rating, a session
 * rating other than 1–5, a comment too long, and a session comment without the session's rating.
 * Fields of other sessions are ignored.
 */
export function evaluationSchema(sessionIds: readonly number[]) {
	const shape: Record<string, z.ZodType> = {
		overall: z.enum(RATING_VALUES, { error: () => m.evaluation_error_overall() }),
		comments: comment(EVALUATION_LIMITS.comments),
	}
	for (const id of sessionIds) {
		const names = sessionFields(id)
		shape[names.rating] = z.enum(RATING_VALUES, { error: () => m.evaluation_error_rating() }).optional()
		shape[names.comment] = comment(EVALUATION_LIMITS.sessionComment)
	}
	return z
		.object(shape)
		.superRefine((values, ctx) => {
			for (const id of sessionIds) {
				const names = sessionFields(id)
				if (values[names.comment] && !values[names.rating])
					ctx.addIssue({
						code: 'custom',
						path: [names.comment],
						message: m.evaluation_error_comment_without_rating(),
					})
			}
		})
		.transform((values): EvaluationAnswer => {
			const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
			return {
				overall: Number(values.overall) as Rating,
				comments: text('comments'),
				sessions: sessionIds.flatMap((sessionId) => {
					const names = sessionFields(sessionId)
					const rating = values[names.rating]
					return typeof rating === 'string'
						? [{ sessionId, rating: Number(rating) as Rating, comment: text(names.comment) }]
						: []
				}),
			}
		})
}

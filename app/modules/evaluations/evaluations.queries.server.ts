/**
 * Reads and writes of the delegates' evaluation (docs/event-days.md, "Evaluation"). Answers are
 * anonymous: a response (`evaluation_responses`, with its `evaluation_session_ratings`) has a random
 * id and the Accra day only, no link to its registration; `evaluation_answers` says only that a
 * registration answered. Responses are always read in the order of their random ids, never in the
 * order they were written, so no list or file tells who answered when. No rules here: the window
 * and the one-answer rule are in `evaluation.server.ts`. Times are ISO-8601 UTC strings.
 */
import type { Handle } from '#app/db/handle.ts'
import type { EvaluationAnswer } from './evaluation.schema.ts'

/** Whether registration `attendeeId` has answered its edition's evaluation. */
export async function hasAnsweredEvaluation(db: Handle, attendeeId: number): Promise<boolean> {
	const row = await db
		.selectFrom('evaluation_answers')
		.select('attendee_id')
		.where('attendee_id', '=', attendeeId)
		.executeTakeFirst()
	return row !== undefined
}

/**
 * Records that registration `attendeeId` of edition `editionId` answered. Throws a unique violation
 * when it already had (the primary key): call it in the transaction that writes the response.
 */
export async function insertAnswerMark(db: Handle, attendeeId: number, editionId: number): Promise<void> {
	await db
		.insertInto('evaluation_answers')
		.values({ attendee_id: attendeeId, edition_id: editionId })
		.execute()
}

/**
 * Writes response `id` (random) to edition `editionId`'s evaluation, answered on Accra day
 * `answeredOn` (`YYYY-MM-DD`), with its session ratings.
 */
export async function insertResponse(
	db: Handle,
	response: { id: string; editionId: number; answeredOn: string; answer: EvaluationAnswer },
): Promise<void> {
	const { id, answer } = response
	await db
		.insertInto('evaluation_responses')
		.values({
			id,
			edition_id: response.editionId,
			overall_rating: answer.overall,
			comments: answer.comments,
			answered_on: response.answeredOn,
		})
		.execute()
	if (!answer.sessions.length) return
	await db
		.insertInto('evaluation_session_ratings')
		.values(
			answer.sessions.map((s) => ({
				response_id: id,
				session_id: s.sessionId,
				rating: s.rating,
				comment: s.comment,
			})),
		)
		.execute()
}

/** A session of the agenda as the evaluation lists it. */
export interface EvaluationSession {
	id: number
	heading: string
	headingFr: string | null
	startsAt: string
	endsAt: string
	/** Null: a break, lunch, or a session whose CPE hours are not set. */
	cpeHoursHundredths: number | null
}

/** Every agenda session of edition `editionId`, in the agenda's order (start, then id). */
export async function listEvaluationSessions(db: Handle, editionId: number): Promise<EvaluationSession[]> {
	return db
		.selectFrom('agenda_sessions')
		.select([
			'id',
			'heading',
			'heading_fr as headingFr',
			'starts_at as startsAt',
			'ends_at as endsAt',
			'cpe_hours_hundredths as cpeHoursHundredths',
		])
		.where('edition_id', '=', editionId)
		.orderBy('starts_at')
		.orderBy('id')
		.execute()
}

/** The ids of the sessions registration `attendeeId` was scanned into. */
export async function attendedSessionIds(db: Handle, attendeeId: number): Promise<Set<number>> {
	const rows = await db
		.selectFrom('session_attendance')
		.select('session_id')
		.where('attendee_id', '=', attendeeId)
		.execute()
	return new Set(rows.map((r) => r.session_id))
}

/** The session of edition `editionId` that ends last (its start and end), or undefined without sessions. */
export async function lastSessionOf(
	db: Handle,
	editionId: number,
): Promise<{ startsAt: string; endsAt: string } | undefined> {
	return db
		.selectFrom('agenda_sessions')
		.select(['starts_at as startsAt', 'ends_at as endsAt'])
		.where('edition_id', '=', editionId)
		.orderBy('ends_at', 'desc')
		.orderBy('starts_at', 'desc')
		.limit(1)
		.executeTakeFirst()
}

/** How many registrations of edition `editionId` are checked in. */
export async function countCheckedIn(db: Handle, editionId: number): Promise<number> {
	const row = await db
		.selectFrom('attendees')
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('edition_id', '=', editionId)
		.where('checked_in_at', 'is not', null)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** How many responses edition `editionId` has for each overall rating (a rating without any is absent). */
export async function overallRatingCounts(db: Handle, editionId: number): Promise<Map<number, number>> {
	const rows = await db
		.selectFrom('evaluation_responses')
		.select((eb) => ['overall_rating as rating', eb.fn.countAll<number | string>().as('n')])
		.where('edition_id', '=', editionId)
		.groupBy('overall_rating')
		.execute()
	return new Map(rows.map((r) => [r.rating, Number(r.n)]))
}

/** Per session of edition `editionId` rated at least once: the number of ratings and their sum. */
export async function sessionRatingTotals(
	db: Handle,
	editionId: number,
): Promise<Map<number, { count: number; sum: number }>> {
	const rows = await db
		.selectFrom('evaluation_session_ratings as r')
		.innerJoin('evaluation_responses as e', 'e.id', 'r.response_id')
		.select((eb) => [
			'r.session_id as sessionId',
			eb.fn.countAll<number | string>().as('n'),
			eb.fn.sum<number | string>('r.rating').as('total'),
		])
		.where('e.edition_id', '=', editionId)
		.groupBy('r.session_id')
		.execute()
	return new Map(rows.map((r) => [r.sessionId, { count: Number(r.n), sum: Number(r.total) }]))
}

/** The overall comments of edition `editionId` that are not empty, in the order of their responses' random ids. */
export async function overallComments(db: Handle, editionId: number): Promise<string[]> {
	const rows = await db
		.selectFrom('evaluation_responses')
		.select('comments')
		.where('edition_id', '=', editionId)
		.where('comments', '<>', '')
		.orderBy('id')
		.execute()
	return rows.map((r) => r.comments)
}

/** The session comments of edition `editionId` that are not empty, with their session and rating, in random-id order. */
export async function sessionComments(
	db: Handle,
	editionId: number,
): Promise<{ sessionId: number; rating: number; comment: string }[]> {
	return db
		.selectFrom('evaluation_session_ratings as r')
		.innerJoin('evaluation_responses as e', 'e.id', 'r.response_id')
		.select(['r.session_id as sessionId', 'r.rating', 'r.comment'])
		.where('e.edition_id', '=', editionId)
		.where('r.comment', '<>', '')
		.orderBy('r.response_id')
		.execute()
}

/** A response as the CSV export writes it: its day, overall rating, comments and session ratings. */
export interface ResponseRow {
	id: string
	answeredOn: string
	overallRating: number
	comments: string
	ratings: Map<number, { rating: number; comment: string }>
}

/**
 * The responses of edition `editionId` in batches of `size`, in the order of their random ids (keyset
 * on the id, so memory holds one batch whatever the number).
 */
export async function* responseBatches(
	db: Handle,
	editionId: number,
	size = 500,
): AsyncGenerator<ResponseRow[]> {
	let after = ''
	for (;;) {
		const rows = await db
			.selectFrom('evaluation_responses')
			.select(['id', 'answered_on as answeredOn', 'overall_rating as overallRating', 'comments'])
			.where('edition_id', '=', editionId)
			.where('id', '>', after)
			.orderBy('id')
			.limit(size)
			.execute()
		if (!rows.length) return
		const ratings = await db
			.selectFrom('evaluation_session_ratings')
			.select(['response_id as responseId', 'session_id as sessionId', 'rating', 'comment'])
			.where(
				'response_id',
				'in',
				rows.map((r) => r.id),
			)
			.execute()
		yield rows.map((row) => ({
			...row,
			answeredOn: String(row.answeredOn).slice(0, 10),
			ratings: new Map(
				ratings
					.filter((r) => r.responseId === row.id)
					.map((r) => [r.sessionId, { rating: r.rating, comment: r.comment }]),
			),
		}))
		if (rows.length < size) return
		after = rows[rows.length - 1]!.id
	}
}

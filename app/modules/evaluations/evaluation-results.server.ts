/**
 * An edition's evaluation results for staff (docs/event-days.md, "Evaluation"): how many answered
 * and the response rate (of the checked-in registrations), the overall average and the count per
 * rating, each session's average and number of ratings (agenda order), and the comments, overall and
 * per session, in the order of the responses' random ids, so nothing tells who wrote them. And the
 * CSV export's columns: one row per response. In English (the back office's language).
 */
import type { CsvColumn } from '#app/lib/csv/csv-export.server.ts'
import { formatCsvDateTime } from '#app/lib/format.ts'
import type { Handle } from '#app/db/handle.ts'
import { RATINGS } from './evaluation.schema.ts'
import { sessionsToRate } from './evaluation.server.ts'
import {
	countCheckedIn,
	type EvaluationSession,
	listEvaluationSessions,
	overallComments,
	overallRatingCounts,
	type ResponseRow,
	sessionComments,
	sessionRatingTotals,
} from './evaluations.queries.server.ts'

/** A session's line of the results. */
export interface SessionResult {
	id: number
	heading: string
	startsAt: string
	endsAt: string
	/** How many rated it. */
	count: number
	/** The mean of its ratings, null without any. */
	average: number | null
	/** Its comments that are not empty, each with the rating it came with. */
	comments: { rating: number; comment: string }[]
}

/** An edition's results (see the module's comment). */
export interface EvaluationResults {
	responses: number
	checkedIn: number
	/** Responses per checked-in registration, 0–1 (may pass 1: anyone registered may answer); null without check-ins. */
	responseRate: number | null
	overall: { average: number | null; counts: { rating: number; count: number }[] }
	sessions: SessionResult[]
	comments: string[]
}

/**
 * The sessions the results list: those delegates rate (`sessionsToRate`) and any other session that
 * was rated (its CPE hours changed since), in the agenda's order.
 */
function resultSessions(all: readonly EvaluationSession[], rated: ReadonlySet<number>): EvaluationSession[] {
	const asked = new Set(sessionsToRate(all).map((s) => s.id))
	return all.filter((s) => asked.has(s.id) || rated.has(s.id))
}

/** The results of edition `editionId` (see `EvaluationResults`). */
export async function evaluationResults(db: Handle, editionId: number): Promise<EvaluationResults> {
	const [counts, totals, checkedIn, all, comments, perSession] = await Promise.all([
		overallRatingCounts(db, editionId),
		sessionRatingTotals(db, editionId),
		countCheckedIn(db, editionId),
		listEvaluationSessions(db, editionId),
		overallComments(db, editionId),
		sessionComments(db, editionId),
	])
	const responses = [...counts.values()].reduce((a, b) => a + b, 0)
	const sum = [...counts.entries()].reduce((a, [rating, n]) => a + rating * n, 0)
	return {
		responses,
		checkedIn,
		responseRate: checkedIn ? responses / checkedIn : null,
		overall: {
			average: responses ? sum / responses : null,
			counts: [...RATINGS].reverse().map((rating) => ({ rating, count: counts.get(rating) ?? 0 })),
		},
		sessions: resultSessions(all, new Set(totals.keys())).map((s) => {
			const total = totals.get(s.id)
			return {
				id: s.id,
				heading: s.heading,
				startsAt: s.startsAt,
				endsAt: s.endsAt,
				count: total?.count ?? 0,
				average: total?.count ? total.sum / total.count : null,
				comments: perSession
					.filter((c) => c.sessionId === s.id)
					.map(({ rating, comment }) => ({ rating, comment })),
			}
		}),
		comments,
	}
}

/** The file name of edition `year`'s evaluation export: `Evaluation_2027.csv`. */
export function evaluationCsvName(year: number): string {
	return `Evaluation_${year}.csv`
}

/**
 * The CSV columns of an evaluation export for `sessions` (the edition's sessions listed in the
 * results, agenda order): Answered on (Accra day), Overall rating, Comments, then for each session
 * "<heading> (<start>) rating" and "… comment" (empty when the response did not rate it).
 */
export function evaluationCsvColumns(
	sessions: readonly Pick<SessionResult, 'id' | 'heading' | 'startsAt'>[],
): CsvColumn<ResponseRow>[] {
	return [
		{ header: 'Answered on', value: (r) => r.answeredOn },
		{ header: 'Overall rating', value: (r) => r.overallRating },
		{ header: 'Comments', value: (r) => r.comments },
		...sessions.flatMap((s): CsvColumn<ResponseRow>[] => {
			const name = `${s.heading} (${formatCsvDateTime(s.startsAt).slice(0, 16)})`
			return [
				{ header: `${name} rating`, value: (r) => r.ratings.get(s.id)?.rating ?? null },
				{ header: `${name} comment`, value: (r) => r.ratings.get(s.id)?.comment ?? null },
			]
		}),
	]
}

/**
 * The delegates' evaluation (docs/event-days.md, "Evaluation"; ADR 0068): which sessions are rated,
 * when it is open, and one anonymous answer per registration. Saving writes the registration's
 * `evaluation_answers` mark and the response (a random id, the Accra day, its session ratings) in
 * one transaction, so either both are kept or neither; a second answer (or two sent at once) is
 * refused and writes nothing.
 */
import crypto from 'node:crypto'
import { isUniqueViolation } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import { accraDate } from '#app/lib/format.ts'
import type { EvaluationAnswer } from './evaluation.schema.ts'
import {
	evaluationPhase,
	type EvaluationPhase,
	evaluationWindow,
	type EvaluationWindow,
} from './evaluation-window.ts'
import {
	attendedSessionIds,
	type EvaluationSession,
	hasAnsweredEvaluation,
	insertAnswerMark,
	insertResponse,
	lastSessionOf,
	listEvaluationSessions,
} from './evaluations.queries.server.ts'

/**
 * The sessions a delegate rates, of an edition's `sessions` (in the agenda's order): those that earn
 * CPE hours (breaks and lunch have none); when none of the edition's sessions has CPE hours set, all
 * of them, so an agenda without hours can still be evaluated.
 */
export function sessionsToRate<S extends Pick<EvaluationSession, 'cpeHoursHundredths'>>(
	sessions: readonly S[],
): S[] {
	const withHours = sessions.filter((s) => (s.cpeHoursHundredths ?? 0) > 0)
	return withHours.length ? withHours : [...sessions]
}

/** An edition's evaluation as a delegate's page shows it. */
export interface EvaluationState {
	window: EvaluationWindow | null
	phase: EvaluationPhase
	answered: boolean
	/** The sessions to rate: those registration `attendeeId` was scanned into first, then the others, each in the agenda's order. */
	sessions: (EvaluationSession & { attended: boolean })[]
}

/**
 * Where the evaluation of `edition` stands at `now` for registration `attendeeId`: its window and
 * phase, whether the registration has answered, and the sessions to rate (attended first).
 */
export async function evaluationStateOf(
	db: Handle,
	attendeeId: number,
	edition: { id: number; starts_at: string | null },
	now: Date,
): Promise<EvaluationState> {
	const [last, answered, all, attended] = await Promise.all([
		lastSessionOf(db, edition.id),
		hasAnsweredEvaluation(db, attendeeId),
		listEvaluationSessions(db, edition.id),
		attendedSessionIds(db, attendeeId),
	])
	const window = evaluationWindow(edition.starts_at, last?.endsAt ?? null)
	const rated = sessionsToRate(all).map((s) => ({ ...s, attended: attended.has(s.id) }))
	return {
		window,
		phase: evaluationPhase(window, now),
		answered,
		sessions: [...rated.filter((s) => s.attended), ...rated.filter((s) => !s.attended)],
	}
}

/** Why an answer was not kept. */
export interface EvaluationRefusal {
	reason: 'already-answered'
	message: string
}

const inTransaction = refusableTransactions<EvaluationRefusal>((error) =>
	isUniqueViolation(error) ? alreadyAnswered() : undefined,
)

function alreadyAnswered(): EvaluationRefusal {
	return { reason: 'already-answered', message: 'This registration has already answered the evaluation.' }
}

/**
 * Keeps `answer` of registration `attendee` (its id and edition) at `now`, in one transaction: the
 * mark that it answered and the anonymous response, dated with the Accra day of `now`, under a
 * random id. Returns `{ ok: true }`, or the refusal when the registration had already answered
 * (also when two answers race: the mark's primary key lets one through), writing nothing. The
 * window and the sessions are the caller's to check (`evaluationStateOf`, `evaluationSchema`).
 * Throws on a database failure (nothing written).
 */
export async function submitEvaluation(
	db: Database,
	attendee: { id: number; editionId: number },
	answer: EvaluationAnswer,
	now: Date,
): Promise<{ ok: true } | ({ ok: false } & EvaluationRefusal)> {
	const result = await inTransaction(db, async (trx) => {
		if (await hasAnsweredEvaluation(trx, attendee.id)) throw new Refused(alreadyAnswered())
		await insertAnswerMark(trx, attendee.id, attendee.editionId)
		await insertResponse(trx, {
			id: crypto.randomUUID(),
			editionId: attendee.editionId,
			answeredOn: accraDate(now),
			answer,
		})
		return true as const
	})
	return result === true ? { ok: true } : { ok: false, ...result }
}

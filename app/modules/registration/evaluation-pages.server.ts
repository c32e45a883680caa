/**
 * The delegate's evaluation (docs/event-days.md, "Evaluation") as their manage link reaches it, on
 * the app's own database: the form at `/registration/{token}/evaluation` (and
 * `/fr/registration/{token}/evaluation`), its action, and the manage page's "Tell us how it went"
 * section. The token is verified as the manage page's is: a forged, altered or cancelled one gets
 * the 404 of `ticketNotValid()`, and no data. The rules (window, sessions, one answer) are the
 * `evaluations` module's. Texts are in the language of the page's URL (ADR 0059).
 *
 * Not limited per network address as the other public forms are: delegates answer together from
 * the venue's one address at the end of the last day, a forged token is refused before anything is
 * read or written, and a registration writes at most one answer.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { db } from '#app/db/db.server.ts'
import { formatEventDate, formatTimeRange, formatWeekdayShortDate } from '#app/lib/format.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { notFound } from '#app/lib/page-data.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { evaluationSchema } from '#app/modules/evaluations/evaluation.schema.ts'
import {
	evaluationStateOf,
	submitEvaluation,
	type EvaluationState,
} from '#app/modules/evaluations/evaluation.server.ts'
import { registrationOfToken } from './my-registration.server.ts'
import { eventOf, ticketNotValid } from './personal-pages.server.ts'

/** The registration the manage token names, its edition and where its evaluation stands now; or the 404. */
async function evaluationOf(token: string | undefined, now: Date) {
	const attendee = token ? await registrationOfToken(db, token, 'manage') : undefined
	if (!attendee) notFound(ticketNotValid())
	const edition = await getEdition(db, attendee.editionId)
	if (!edition) notFound(ticketNotValid())
	return { attendee, edition, state: await evaluationStateOf(db, attendee.id, edition, now) }
}

/** What the manage page's "Tell us how it went" section shows: the form's link while open, thanks once answered; else nothing. */
export type ManageEvaluation = { state: 'open'; href: string } | { state: 'answered' } | null

/**
 * The manage page's evaluation section for the registration `token` names (already verified by the
 * manage page, `attendeeId` and `edition` its own) at `now`: thanks once it answered, the form's link
 * (in the page's language) while the evaluation is open, else null (not open yet, or closed).
 */
export async function manageEvaluation(
	token: string,
	attendeeId: number,
	edition: { id: number; starts_at: string | null },
	now: Date = new Date(),
): Promise<ManageEvaluation> {
	const state = await evaluationStateOf(db, attendeeId, edition, now)
	if (state.answered) return { state: 'answered' }
	if (state.phase !== 'open') return null
	return { state: 'open', href: localizedPath(`/registration/${token}/evaluation`, currentLocale()) }
}

/** A session to rate as the form shows it: its heading in the page's language, day and time, whether the delegate was scanned in. */
export interface SessionToRate {
	id: number
	heading: string
	when: string
	attended: boolean
}

/** The evaluation page's data: the summit, where the evaluation stands, and the sessions to rate. */
export interface EvaluationPage {
	event: ReturnType<typeof eventOf>
	phase: EvaluationState['phase']
	answered: boolean
	/** "Thursday, 18 March 2027": the first day it opens, and the last it is open; null while undated. */
	opensOn: string | null
	closesOn: string | null
	sessions: SessionToRate[]
	/** The manage page, in the page's language. */
	manageHref: string
}

function pageOf(
	token: string,
	edition: Parameters<typeof eventOf>[0],
	state: EvaluationState,
): EvaluationPage {
	const locale = currentLocale()
	return {
		event: eventOf(edition),
		phase: state.phase,
		answered: state.answered,
		opensOn: state.window ? formatEventDate(state.window.opensAt) : null,
		closesOn: state.window
			? formatEventDate(new Date(Date.parse(state.window.closesAt) - 1).toISOString())
			: null,
		sessions: state.sessions.map((s) => ({
			id: s.id,
			heading: localized(s.heading, s.headingFr, locale),
			when: `${formatWeekdayShortDate(s.startsAt)}, ${formatTimeRange(s.startsAt, s.endsAt)}`,
			attended: s.attended,
		})),
		manageHref: localizedPath(`/registration/${token}`, locale),
	}
}

/** The evaluation page (`/registration/{token}/evaluation`) at `now`. Throws the 404 of an invalid token. */
export async function loadEvaluationPage(
	token: string | undefined,
	now: Date = new Date(),
): Promise<EvaluationPage> {
	const { edition, state } = await evaluationOf(token, now)
	return pageOf(token!, edition, state)
}

/** What the evaluation form's action answers when it does not redirect. */
export type EvaluationAnswerReply =
	{ result: SubmissionResult<string[]> } | { refused: 'already-answered' | 'not-open' | 'closed' }

/**
 * The evaluation form's action at `now`: keeps the answer (`submitEvaluation`) and redirects (303)
 * to the page, which then thanks the delegate. Bad input: 400 with the fields' messages and the input
 * kept. Already answered (also a second tab, or two posts at once): 409 `already-answered`, nothing
 * written. Not open yet or closed: 403, nothing written. Throws the 404 of an invalid token.
 */
export async function evaluationFromForm(
	token: string | undefined,
	request: Request,
	now: Date = new Date(),
) {
	const { attendee, state } = await evaluationOf(token, now)
	if (state.answered) return data({ refused: 'already-answered' as const }, { status: 409 })
	if (state.phase !== 'open')
		return data(
			{ refused: state.phase === 'closed' ? ('closed' as const) : ('not-open' as const) },
			{ status: 403 },
		)
	const submission = parseWithZod(await request.formData(), {
		schema: evaluationSchema(state.sessions.map((s) => s.id)),
	})
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const kept = await submitEvaluation(db, attendee, submission.value, now)
	if (!kept.ok) return data({ refused: 'already-answered' as const }, { status: 409 })
	throw redirect(new URL(request.url).pathname, { status: 303 })
}

/**
 * When an edition's evaluation can be answered, and when its invitation goes (docs/event-days.md,
 * "Evaluation"). Pure functions: times are ISO-8601 UTC strings; days are Africa/Accra (UTC+0 all
 * year, so an Accra day starts at 00:00 UTC).
 */
import { accraDay } from '#app/lib/format.ts'

const DAY_MS = 86_400_000

/** How long the evaluation stays open after the edition's last session ends (days). */
export const EVALUATION_OPEN_DAYS = 30

/** From when (`opensAt`) until when (`closesAt`, excluded) an evaluation can be answered, ISO. */
export interface EvaluationWindow {
	opensAt: string
	closesAt: string
}

/** Where an evaluation stands at a moment: not open yet, open, or closed. */
export type EvaluationPhase = 'not-yet' | 'open' | 'closed'

/** 00:00 in Accra of the day of `iso`, as an ISO instant. */
function startOfAccraDay(iso: string): string {
	return `${accraDay(iso)}T00:00:00.000Z`
}

/**
 * The evaluation's window of an edition starting at `startsAt` whose last session ends at
 * `lastSessionEndsAt` (null without sessions: the start stands for it): open from 00:00 in Accra of
 * the first day, until `EVALUATION_OPEN_DAYS` days after the last session ends. Null while the
 * edition has no date.
 */
export function evaluationWindow(
	startsAt: string | null,
	lastSessionEndsAt: string | null,
): EvaluationWindow | null {
	if (!startsAt) return null
	const end = Math.max(Date.parse(lastSessionEndsAt ?? startsAt), Date.parse(startsAt))
	return {
		opensAt: startOfAccraDay(startsAt),
		closesAt: new Date(end + EVALUATION_OPEN_DAYS * DAY_MS).toISOString(),
	}
}

/** Where `window` stands at `now` (a null window, an undated edition, is not open yet). */
export function evaluationPhase(window: EvaluationWindow | null, now: Date): EvaluationPhase {
	if (!window) return 'not-yet'
	const at = now.getTime()
	if (at < Date.parse(window.opensAt)) return 'not-yet'
	return at < Date.parse(window.closesAt) ? 'open' : 'closed'
}

/**
 * When the invitations to evaluate go, given the edition's last session (the one ending last): from
 * its start (`from`) until the end of the Accra day it ends on (`until`, excluded, 00:00 of the next
 * day). So they are queued on the last day, while delegates are still in the room, and never on
 * another day.
 */
export function inviteWindow(lastSession: { startsAt: string; endsAt: string }): {
	from: string
	until: string
} {
	return {
		from: lastSession.startsAt,
		until: new Date(Date.parse(startOfAccraDay(lastSession.endsAt)) + DAY_MS).toISOString(),
	}
}

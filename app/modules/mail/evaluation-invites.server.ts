/**
 * The invitation to evaluate (docs/event-days.md, "Evaluation"): on the last day of an edition (the
 * Accra day its last session ends), from the start of that last session until the day ends, every
 * checked-in registration of the edition that has not answered gets one `evaluation-invite` mail, in
 * its language, with the links to the form and to its manage page. The mail worker runs
 * `inviteToEvaluate` every few minutes; a registration checked in later that day is invited at the
 * next look. When it is sent, a registration that has answered meanwhile, or an evaluation that has
 * closed, gets nothing.
 */
import type { Database } from '#app/db/handle.ts'
import { formatEventDate, textLines } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import type { MailMessage } from '#app/lib/mail/transport.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { findAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { getEdition, listEditions } from '#app/modules/editions/editions.queries.server.ts'
import {
	evaluationPhase,
	evaluationWindow,
	inviteWindow,
} from '#app/modules/evaluations/evaluation-window.ts'
import { hasAnsweredEvaluation, lastSessionOf } from '#app/modules/evaluations/evaluations.queries.server.ts'
import type { OutboxMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { type ComposeContext, oneLine, registrationLinks, renderBoth } from './compose-parts.server.ts'
import { EvaluationInvite } from './emails/evaluation-invite.tsx'
import { queueEvaluationInvites } from './evaluation-invites.queries.server.ts'

const DAY_MS = 86_400_000

/** Editions that started longer ago than this are not looked at (no summit lasts so long). */
const LOOK_BACK_DAYS = 14

/**
 * Queues the invitations due at `now` (see the module's comment), with Message-IDs on
 * `messageIdHost`; returns how many were queued. Cheap when none is due: the editions are read, and
 * the last session of any that started in the last `LOOK_BACK_DAYS` days. Safe to run from several
 * processes at once (`queueEvaluationInvites`).
 */
export async function inviteToEvaluate(db: Database, now: Date, messageIdHost: string): Promise<number> {
	const at = now.getTime()
	let queued = 0
	for (const edition of await listEditions(db)) {
		if (!edition.starts_at) continue
		const start = Date.parse(edition.starts_at)
		if (start > at || start < at - LOOK_BACK_DAYS * DAY_MS) continue
		const last = await lastSessionOf(db, edition.id)
		if (!last) continue
		const window = inviteWindow(last)
		if (at < Date.parse(window.from) || at >= Date.parse(window.until)) continue
		const subject = (locale: 'en' | 'fr') =>
			m.evaluation_mail_subject({ summit: SITE_NAME, year: edition.year }, { locale })
		queued += await queueEvaluationInvites(
			db,
			edition.id,
			{ en: subject('en'), fr: subject('fr') },
			messageIdHost,
			now,
		)
	}
	return queued
}

/**
 * The invitation `mail` (kind `evaluation-invite`) as sent at `now`, in the current language (the
 * registrant's), or null when there is nothing to send: the registration is gone or has no ticket
 * reference, it has answered since, or the evaluation is not open.
 */
export async function evaluationInvite(
	db: Database,
	mail: OutboxMail,
	context: ComposeContext,
	now: Date,
): Promise<Omit<MailMessage, 'from' | 'subject' | 'messageId'> | null> {
	const attendee = mail.attendeeId === null ? undefined : await findAttendee(db, mail.attendeeId)
	if (!attendee?.ticketRef) return null
	const [edition, settings, last, answered] = await Promise.all([
		getEdition(db, attendee.editionId),
		getSettings(db),
		lastSessionOf(db, attendee.editionId),
		hasAnsweredEvaluation(db, attendee.id),
	])
	if (!edition || answered) return null
	const window = evaluationWindow(edition.starts_at, last?.endsAt ?? null)
	if (!window || evaluationPhase(window, now) !== 'open') return null
	const { manageUrl } = await registrationLinks(db, attendee.ticketRef, context.siteUrl)
	const element = EvaluationInvite({
		siteName: settings.site_name || SITE_NAME,
		year: edition.year,
		name: attendee.fullName,
		formUrl: `${manageUrl}/evaluation`,
		manageUrl,
		closesOn: formatEventDate(new Date(Date.parse(window.closesAt) - 1).toISOString()),
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return {
		to: { name: oneLine(attendee.fullName), address: attendee.email },
		...(await renderBoth(element)),
		replyTo: settings.contact_email || undefined,
	}
}

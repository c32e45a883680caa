/**
 * Issuing, revoking and reissuing CPE certificates from the back office (docs/event-days.md, "CPE
 * certificates"; ADR 0068). Each change writes its certificates, their `certificate` mails (one per
 * certificate, in the registrant's language) and an activity row in one transaction, so a failure
 * leaves nothing half done and a repeated click issues nothing twice.
 */
import type { Database, Handle } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { sessionsAttendedBy } from '#app/modules/attendance/attendance.queries.server.ts'
import { totalCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import { getEdition, getEditionForChange } from '#app/modules/editions/editions.queries.server.ts'
import { hasAnsweredEvaluation } from '#app/modules/evaluations/evaluations.queries.server.ts'
import { enqueueMails, type NewMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { newCertificateNumber } from './certificate-number.ts'
import {
	attendedSessionsOf,
	type CertificateRow,
	correctRegistrationName,
	cpeStandings,
	findCertificate,
	insertCertificates,
	lastSerialOf,
	lastSessionEndOf,
	markCertificateRevoked,
	type NewCertificate,
	registrationsForCertificates,
	validCertificateOf,
} from './certificates.queries.server.ts'

/** Certificates issued per transaction: short write transactions, flat memory. */
export const ISSUE_BATCH = 200

/** The reason a certificate replaced after a name correction is revoked with. */
export const REISSUED_REASON = 'Reissued: name corrected'

/**
 * Where registration `attendeeId` stands for a certificate (one registration; the bulk figures use
 * `cpeStandings`): its CPE hours (hundredths) from the sessions it was scanned into, whether it
 * answered the evaluation, and whether it is eligible (hours > 0, and the evaluation answered when
 * `requireEvaluation`).
 */
export async function eligibilityOf(db: Handle, attendeeId: number, requireEvaluation: boolean) {
	const sessions = await sessionsAttendedBy(db, attendeeId)
	const hours = totalCpeHours(sessions.map((s) => ({ cpe_hours_hundredths: s.cpeHoursHundredths })))
	const answered = await hasAnsweredEvaluation(db, attendeeId)
	return { sessions, hours, answered, eligible: hours > 0 && (answered || !requireEvaluation) }
}

/**
 * Whether certificates of edition `editionId` may be issued at `now`: once its last session has
 * ended. `reason` says why not ('no-sessions', 'not-ended' with `endsAt`).
 */
export async function issuingOpen(
	db: Handle,
	editionId: number,
	now: Date,
): Promise<
	| { open: true; endsAt: string }
	| { open: false; reason: 'no-sessions' }
	| { open: false; reason: 'not-ended'; endsAt: string }
> {
	const endsAt = await lastSessionEndOf(db, editionId)
	if (!endsAt) return { open: false, reason: 'no-sessions' }
	if (Date.parse(endsAt) > now.getTime()) return { open: false, reason: 'not-ended', endsAt }
	return { open: true, endsAt }
}

/** The subject of a certificate mail for the edition of `year`, in `locale`. */
function mailSubject(year: number, locale: 'en' | 'fr'): string {
	return m.certificate_mail_subject({ summit: SITE_NAME, year }, { locale })
}

/** What an issue run did: how many were issued; `refused` when the edition or its timing forbids it. */
export type IssueOutcome = { ok: true; issued: number } | { ok: false; message: string }

/**
 * Issues a certificate to every eligible registration of `editionId` that has none yet (see
 * `eligibilityOf`; one whose certificate was revoked is left alone: a revocation is not undone by
 * the next run), by `actor` at `now`: each gets the edition's next serial (no gaps) and a new
 * number, the name, hours and sessions it prints, and one `certificate` mail (Message-ID on
 * `messageIdHost`), in batches of `batch` per transaction; one "Issue Certificates" activity row
 * counts them. Refused (nothing written) before the last session has ended. Running it again issues
 * only to those still without one. Throws on a database failure (the batch under way is not kept).
 */
export async function issueCertificates(
	db: Database,
	actor: Actor,
	editionId: number,
	now: Date,
	messageIdHost: string,
	batch = ISSUE_BATCH,
): Promise<IssueOutcome> {
	const edition = await getEdition(db, editionId)
	if (!edition) return { ok: false, message: 'That edition no longer exists.' }
	const timing = await issuingOpen(db, editionId, now)
	if (!timing.open)
		return {
			ok: false,
			message:
				timing.reason === 'no-sessions'
					? 'The edition has no sessions in its agenda: there is no attendance to certify.'
					: 'Certificates can be issued once the last session has ended.',
		}
	const requireEvaluation = (await getSettings(db)).certificates_require_evaluation === 1
	let issued = 0
	for (;;) {
		const count = await writeTransaction(db, async (trx) => {
			// Locks the edition (PostgreSQL): two runs at once take serials one after the other.
			await getEditionForChange(trx, editionId)
			const due = (await cpeStandings(trx, editionId))
				.filter((s) => !s.hasCertificate && (s.answeredEvaluation || !requireEvaluation))
				.slice(0, batch)
			if (due.length === 0) return 0
			const [people, sessions, lastSerial] = await Promise.all([
				registrationsForCertificates(
					trx,
					due.map((d) => d.attendeeId),
				),
				attendedSessionsOf(
					trx,
					due.map((d) => d.attendeeId),
				),
				lastSerialOf(trx, editionId),
			])
			const hoursOf = new Map(due.map((d) => [d.attendeeId, d.hours]))
			const certificates: NewCertificate[] = people.map((person, index) => ({
				editionId,
				attendeeId: person.id,
				serial: lastSerial + index + 1,
				number: newCertificateNumber(edition.year, lastSerial + index + 1),
				fullName: person.fullName,
				hours: hoursOf.get(person.id)!,
				sessions: sessions.get(person.id) ?? [],
				issuedAt: now.toISOString(),
				issuedBy: actor.fullName,
			}))
			const ids = await insertCertificates(trx, certificates)
			await enqueueMails(
				trx,
				people.map((person, index): NewMail => ({
					kind: 'certificate',
					attendeeId: person.id,
					certificateId: ids[index],
					to: person.email,
					subject: mailSubject(edition.year, person.locale),
				})),
				messageIdHost,
				now,
			)
			return certificates.length
		})
		if (count === 0) break
		issued += count
		mailQueued()
		if (count < batch) break
	}
	if (issued > 0)
		await recordActivity(
			db,
			actorActivity(
				actor,
				'Issue Certificates',
				`Issued ${issued} CPE certificate${issued === 1 ? '' : 's'} for ${edition.year}`,
			),
			now,
		)
	return { ok: true, issued }
}

/**
 * Revokes certificate `id` by `actor` at `now` for `reason` (1–300 characters, checked by the form),
 * with a "Revoke Certificate" activity row: its number no longer verifies. Returns the certificate
 * as it was, or null when there is none or it was already revoked (nothing written).
 */
export async function revokeCertificate(
	db: Database,
	actor: Actor,
	id: number,
	reason: string,
	now: Date,
): Promise<CertificateRow | null> {
	return writeTransaction(db, async (trx) => {
		const certificate = await findCertificate(trx, id)
		if (!certificate || !(await markCertificateRevoked(trx, id, actor.fullName, reason, now))) return null
		await recordActivity(
			trx,
			actorActivity(actor, 'Revoke Certificate', `Revoked certificate ${certificate.number}: ${reason}`),
			now,
		)
		return certificate
	})
}

/** What a name correction did: the new certificate's number, or why nothing was done. */
export type ReissueOutcome = { ok: true; number: string } | { ok: false; message: string }

/**
 * Corrects the name of certificate `id`'s registration to `fullName` and reissues it, by `actor`
 * at `now`, in one transaction: the registration's `full_name` is updated, the certificate is
 * revoked with `REISSUED_REASON`, a new one (next serial, new number, the corrected name, the
 * hours and sessions attended now) is issued and its `certificate` mail queued, with a "Reissue
 * Certificate" activity row. Refused (nothing written) when the certificate is revoked already or
 * its registration is gone.
 */
export async function correctNameAndReissue(
	db: Database,
	actor: Actor,
	id: number,
	fullName: string,
	now: Date,
	messageIdHost: string,
): Promise<ReissueOutcome> {
	const outcome = await writeTransaction(db, async (trx): Promise<ReissueOutcome> => {
		const old = await findCertificate(trx, id)
		if (!old || old.revokedAt) return { ok: false, message: 'This certificate is revoked already.' }
		const edition = await getEditionForChange(trx, old.editionId)
		if (!edition || !(await correctRegistrationName(trx, old.attendeeId, fullName)))
			return { ok: false, message: 'The registration of this certificate no longer exists.' }
		await markCertificateRevoked(trx, id, actor.fullName, REISSUED_REASON, now)
		const [person] = await registrationsForCertificates(trx, [old.attendeeId])
		const standing = await eligibilityOf(trx, old.attendeeId, false)
		const serial = (await lastSerialOf(trx, old.editionId)) + 1
		const number = newCertificateNumber(edition.year, serial)
		const sessions = standing.sessions.map((s) => ({
			heading: s.heading,
			heading_fr: s.headingFr,
			starts_at: s.startsAt,
			cpe_hours_hundredths: s.cpeHoursHundredths,
		}))
		const [newId] = await insertCertificates(trx, [
			{
				editionId: old.editionId,
				attendeeId: old.attendeeId,
				serial,
				number,
				fullName,
				// The hours attended now; should attendance have been removed since, what was certified.
				hours: standing.hours > 0 ? standing.hours : old.hours,
				sessions: standing.hours > 0 ? sessions : JSON.parse(old.sessionsJson),
				issuedAt: now.toISOString(),
				issuedBy: actor.fullName,
			},
		])
		await enqueueMails(
			trx,
			[
				{
					kind: 'certificate',
					attendeeId: old.attendeeId,
					certificateId: newId,
					to: person!.email,
					subject: mailSubject(edition.year, person!.locale),
				},
			],
			messageIdHost,
			now,
		)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Reissue Certificate',
				`Corrected the name on certificate ${old.number} and reissued it as ${number}`,
			),
			now,
		)
		return { ok: true, number }
	})
	if (outcome.ok) mailQueued()
	return outcome
}

/** Registration `attendeeId`'s valid certificate (for the manage page), if any. */
export function certificateOfRegistration(db: Handle, attendeeId: number) {
	return validCertificateOf(db, attendeeId)
}

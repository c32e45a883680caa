/**
 * Registering an attendee for the current edition.
 */
import type { Database, Handle } from '#app/db/handle.ts'
import type { EventEdition } from '#app/db/schema.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { BASE_LOCALE, type Locale } from '#app/lib/i18n/locale.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { editionPhase, feeOwedAlone } from '#app/modules/editions/edition.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { mailLimitMessage } from '#app/modules/outbox/mail-limits.ts'
import {
	limitVisitorMail,
	MailLimitReached,
	type MailSender,
	noteMailRefusal,
} from '#app/modules/outbox/mail-limits.server.ts'
import { enqueueMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { privacyVersion } from '#app/modules/settings/settings.queries.server.ts'
import type { RegistrationInput } from './registration.schema.ts'
import { insertAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { registrantLocale } from '#app/modules/payments/payments.queries.server.ts'
import { findRegistrationId, reminderQueuedSince } from './registration.queries.server.ts'
import { deskReference, newTicketRef } from './ticket-token.server.ts'
import { registrationCreatedData } from './registration-webhooks.ts'
import { queueWebhookEvent } from '#app/modules/webhooks/webhook-queue.server.ts'

export type RegistrationResult =
	| { ok: true; attendeeId: number; editionYear: number }
	| { ok: false; reason: 'not-open' | 'closed' | 'duplicate' | 'mail-limit'; message: string }

/** Trims and lower-cases an email so one address registers once per edition. */
export function normaliseEmail(email: string): string {
	return email.trim().toLowerCase()
}

/**
 * The contact columns a registration and a partnership enquiry both store, from the contact fields
 * they share (`ContactFields`): the email normalised, the optional fields null when empty.
 */
export function contactColumns(input: RegistrationInput) {
	return {
		full_name: input.name,
		email: normaliseEmail(input.email),
		contact_number: input.contact_number ?? null,
		whatsapp_number: input.whatsapp_number,
		company_name: input.company_name,
		designation: input.role,
		heard_from: input.notice ?? null,
	}
}

/**
 * The consent columns of a new registration or enquiry: when `consent` (the privacy notice's box was
 * ticked), `now` and the notice's version in force (read in the same transaction `db`); otherwise
 * none recorded.
 */
export async function consentColumns(db: Handle, consent: boolean | undefined, now: Date) {
	if (!consent) return { consent_at: null, consent_version: null }
	return { consent_at: now.toISOString(), consent_version: await privacyVersion(db) }
}

/**
 * The edition current at `now` while it takes registrations (it has not started yet), or the
 * refusal to show: none exists yet ('not-open'), or it has started ('closed').
 */
export async function editionOpenForRegistration(
	db: Handle,
	now: Date,
): Promise<
	{ ok: true; edition: EventEdition } | { ok: false; reason: 'not-open' | 'closed'; message: string }
> {
	const edition = await getCurrentEdition(db, now)
	if (!edition) {
		return { ok: false, reason: 'not-open', message: m.forms_registration_not_open() }
	}
	if (editionPhase(edition, now) === 'past') {
		return { ok: false, reason: 'closed', message: m.forms_registration_closed({ year: edition.year }) }
	}
	return { ok: true, edition }
}

/**
 * Stores a registration for the edition current at `now`, recording that edition and the time,
 * with its ticket reference, and queues its confirmation mail in the same transaction (the mail
 * worker sends it; its Message-ID is on `messageIdHost`). Refuses (nothing written) when
 * no edition exists, when the current edition has already started, or when the email is already
 * registered for it; then its registrant is sent their ticket again (`remindRegistered`), since the
 * page answers a duplicate as it answers a new registration (docs/security.md: it must not tell
 * anyone which addresses are registered). With a `sender` (a visitor's request), the mail is counted
 * against the mail limits first, for an address already registered as for a new one: over
 * a limit, nothing is stored and the refusal is 'mail-limit' with the visitor's message, and recorded
 * for the Mail screen. A new registration queues its `registration.created` webhooks in its
 * transaction (docs/webhooks.md). Other database errors are thrown. `locale` is the registrant's language (the
 * page's they registered on, ADR 0059), kept with the registration; their mails are in it.
 */
export async function registerAttendee(
	db: Database,
	input: RegistrationInput,
	now: Date,
	messageIdHost: string,
	sender?: MailSender,
	locale: Locale = BASE_LOCALE,
): Promise<RegistrationResult> {
	const open = await editionOpenForRegistration(db, now)
	if (!open.ok) return open
	const { edition } = open
	const duplicate = {
		ok: false,
		reason: 'duplicate',
		message: m.forms_already_registered({ year: edition.year }),
	} as const
	try {
		const ticketRef = newTicketRef()
		const attendeeId = await writeTransaction(db, async (trx) => {
			// Counted before the insert finds a duplicate, so an address already registered meets the
			// limits exactly as a new one does.
			await limitVisitorMail(trx, sender, [{ to: input.email }], now)
			const row = {
				edition_id: edition.id,
				...contactColumns(input),
				ticket_ref: ticketRef,
				desk_ref: deskReference(ticketRef),
				...(await consentColumns(trx, input.consent, now)),
				...feeOwedAlone(edition, now),
				locale,
				created_at: now.toISOString(),
			}
			const id = await insertAttendee(trx, row)
			await queueWebhookEvent(
				trx,
				'registration.created',
				() => registrationCreatedData(id, row, edition),
				now,
			)
			await enqueueMail(
				trx,
				{
					kind: 'attendee-confirmation',
					attendeeId: id,
					to: normaliseEmail(input.email),
					subject: m.mail_subject_confirmation({ summit: SITE_NAME, year: edition.year }, { locale }),
				},
				messageIdHost,
				now,
			)
			return id
		})
		mailQueued()
		return { ok: true, attendeeId, editionYear: edition.year }
	} catch (error) {
		if (error instanceof MailLimitReached) {
			await noteMailRefusal(db, error, 'registration', now)
			return {
				ok: false,
				reason: 'mail-limit',
				message: mailLimitMessage(error.breaches, 'this email address'),
			}
		}
		if (!isUniqueViolation(error)) throw error
		if (await remindRegistered(db, edition, normaliseEmail(input.email), now, messageIdHost, sender))
			mailQueued()
		return duplicate
	}
}

/** At most one "you are already registered" mail per registration in this many hours. */
const REMINDER_EVERY_HOURS = 24

/**
 * Queues the "you are already registered" mail (`already-registered`: the ticket again) to the
 * registration of `email` for `edition`, unless one was queued in the last `REMINDER_EVERY_HOURS`
 * (so nobody's inbox can be filled by registering their address again and again), and unless it
 * goes over a mail limit of `sender`: then it is silently not queued (the visitor's answer stays that
 * of a new registration) and the refusal is recorded for the Mail screen. Returns whether
 * a mail was queued.
 */
export async function remindRegistered(
	db: Database,
	edition: { id: number; year: number },
	email: string,
	now: Date,
	messageIdHost: string,
	sender: MailSender | undefined,
): Promise<boolean> {
	return writeTransaction(db, async (trx) => {
		const attendeeId = await findRegistrationId(trx, edition.id, email)
		if (attendeeId === undefined) return false
		// In the registration's own language, not the page's this second attempt came from.
		const locale = await registrantLocale(trx, { attendeeId })
		const since = new Date(now.getTime() - REMINDER_EVERY_HOURS * 3_600_000).toISOString()
		if (await reminderQueuedSince(trx, attendeeId, since)) return false
		await limitVisitorMail(trx, sender, [{ to: email }], now)
		await enqueueMail(
			trx,
			{
				kind: 'already-registered',
				attendeeId,
				to: email,
				subject: m.mail_subject_already({ summit: SITE_NAME, year: edition.year }, { locale }),
			},
			messageIdHost,
			now,
		)
		return true
	}).catch(async (error: unknown) => {
		if (!(error instanceof MailLimitReached)) throw error
		await noteMailRefusal(db, error, 're-send', now)
		return false
	})
}

/**
 * Registering a group: one contact registers 2–50 colleagues of one company for the current
 * edition (docs/CONTEXT.md, "group registration"). Each colleague becomes their own attendee, with
 * their own ticket and confirmation mail, linked to the group (`registration_groups`), which keeps
 * the contact, the fee worked out at that moment (`groupFee`: the group discount applied from the
 * edition's minimum size) and the contact's consent. The contact gets a summary mail with the
 * fee. All of it is stored in one transaction, or nothing is; a visitor's group is first counted
 * against the mail limits, and over one nothing is stored.
 */
import { m } from '#app/lib/i18n/messages.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { BASE_LOCALE, type Locale } from '#app/lib/i18n/locale.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { feeOwedInGroup, type GroupFee, groupFee } from '#app/modules/editions/edition.ts'
import { foldRecipient, mailLimitMessage } from '#app/modules/outbox/mail-limits.ts'
import {
	limitVisitorMail,
	MailLimitReached,
	type MailSender,
	noteMailRefusal,
} from '#app/modules/outbox/mail-limits.server.ts'
import { enqueueMail, enqueueMails } from '#app/modules/outbox/outbox.queries.server.ts'
import type { GroupRegistrationInput } from './group-registration.schema.ts'
import { insertAttendees } from '#app/modules/attendees/attendees.queries.server.ts'
import {
	consentColumns,
	contactColumns,
	editionOpenForRegistration,
	normaliseEmail,
} from './registration.server.ts'
import { insertGroup, registeredEmails, setGroupConsent } from './registration.queries.server.ts'
import { deskReference, newTicketRef } from './ticket-token.server.ts'
import { registrationCreatedData } from './registration-webhooks.ts'
import { queueWebhookEvents } from '#app/modules/webhooks/webhook-queue.server.ts'

/** A colleague's row refused after the form's own checks: its place in the form and why. */
interface RowRefusal {
	index: number
	message: string
}

export type GroupRegistrationResult =
	| { ok: true; groupId: number; size: number; fee: GroupFee | null }
	| { ok: false; reason: 'not-open' | 'closed'; message: string }
	| { ok: false; reason: 'duplicate'; message: string; rows: RowRefusal[] }
	| {
			ok: false
			reason: 'mail-limit'
			message: string
			/** The form's e-mail fields whose mailbox is over its limit, with their message. */
			fieldErrors: Record<string, string[]>
	  }

/** The colleagues (by their place in the form) whose e-mail is already registered for edition `editionId`. */
async function alreadyRegistered(
	db: Handle,
	editionId: number,
	colleagues: GroupRegistrationInput['colleagues'],
	year: number,
): Promise<RowRefusal[]> {
	const taken = new Set(
		await registeredEmails(
			db,
			editionId,
			colleagues.map((colleague) => normaliseEmail(colleague.email)),
		),
	)
	return colleagues
		.filter((colleague) => taken.has(normaliseEmail(colleague.email)))
		.map((colleague) => ({
			index: colleague.index,
			message: m.forms_group_row_registered({ year }),
		}))
}

/** The form's message when some colleagues are already registered. */
function duplicatesMessage(rows: RowRefusal[], year: number): string {
	return m.forms_group_duplicates({ count: rows.length, year })
}

/** The field message of an e-mail whose mailbox has had its mails for the hour (current language). */
export const MAILBOX_FULL = m.forms_mailbox_full

/**
 * The refusal of `input` for going over the mail limits `breaches`: the message, and the e-mail
 * fields (the contact's `email`, a colleague's `colleagues[i].email`) whose folded address is over
 * the per-recipient limit.
 */
function mailLimitRefusal(input: GroupRegistrationInput, breaches: MailLimitReached['breaches']) {
	const full = new Set(breaches.filter((b) => b.scope === 'recipient').map((b) => b.key))
	const fieldErrors: Record<string, string[]> = {}
	if (full.has(foldRecipient(input.email))) fieldErrors.email = [MAILBOX_FULL()]
	for (const colleague of input.colleagues)
		if (full.has(foldRecipient(colleague.email)))
			fieldErrors[`colleagues[${colleague.index}].email`] = [MAILBOX_FULL()]
	return {
		ok: false,
		reason: 'mail-limit',
		message: mailLimitMessage(breaches, 'the addresses marked below'),
		fieldErrors,
	} as const
}

/**
 * Stores group `input` for the edition current at `now` (see the module's comment), queuing each
 * colleague's confirmation and the contact's summary (Message-IDs on `messageIdHost`) and a
 * `registration.created` webhook per colleague (docs/webhooks.md). Refuses,
 * having stored nothing: no edition yet, or it has started; with a `sender` (a visitor's request),
 * its mails over a mail limit ('mail-limit', the mailboxes over theirs named; recorded for the Mail
 * screen); any colleague already registered for it (each such row named). Other database
 * errors are thrown, nothing stored. `locale` is the contact's language (the page's they registered
 * on, ADR 0059): every colleague is registered in it, and every mail of the group is in it.
 */
export async function registerGroup(
	db: Database,
	input: GroupRegistrationInput,
	now: Date,
	messageIdHost: string,
	sender?: MailSender,
	locale: Locale = BASE_LOCALE,
): Promise<GroupRegistrationResult> {
	const open = await editionOpenForRegistration(db, now)
	if (!open.ok) return open
	const { edition } = open
	const size = input.colleagues.length
	const fee = groupFee(edition, size, now)
	const refused = (rows: RowRefusal[]) =>
		({ ok: false, reason: 'duplicate', message: duplicatesMessage(rows, edition.year), rows }) as const
	try {
		const stored = await writeTransaction(db, async (trx) => {
			const stamp = now.toISOString()
			// Writes first (the mail's count, then the group's row): on SQLite the transaction takes the
			// write lock at once (waiting its turn behind another process) instead of reading first and
			// failing to upgrade.
			await limitVisitorMail(
				trx,
				sender,
				[...input.colleagues.map((colleague) => ({ to: colleague.email })), { to: input.email }],
				now,
			)
			const groupId = await insertGroup(trx, {
				edition_id: edition.id,
				company_name: input.company_name,
				contact_name: input.name,
				contact_email: normaliseEmail(input.email),
				contact_whatsapp_number: input.whatsapp_number,
				size,
				discount_percent: fee?.discountPercent ?? 0,
				fee_per_person_pesewas: fee?.perPersonPesewas ?? null,
				total_pesewas: fee?.totalPesewas ?? null,
				manage_ref: newTicketRef(),
				created_at: stamp,
			})
			const taken = await alreadyRegistered(trx, edition.id, input.colleagues, edition.year)
			if (taken.length) throw new GroupRefused(taken)
			const consent = await consentColumns(trx, input.consent, now)
			await setGroupConsent(trx, groupId, consent)
			const subject = m.mail_subject_confirmation({ summit: SITE_NAME, year: edition.year }, { locale })
			// One statement for the colleagues and one for their confirmations, however large the group.
			const rows = input.colleagues.map((colleague) => {
				const ticketRef = newTicketRef()
				return {
					edition_id: edition.id,
					...contactColumns({ ...colleague, company_name: input.company_name }),
					ticket_ref: ticketRef,
					desk_ref: deskReference(ticketRef),
					// Given by the contact for the group, as the notice says.
					...consent,
					group_id: groupId,
					...feeOwedInGroup(fee),
					locale,
					created_at: stamp,
				}
			})
			const attendees = await insertAttendees(trx, rows)
			// In the order the colleagues were entered (the insert's answer has none).
			const idOf = new Map(attendees.map((a) => [a.email, a.id]))
			await queueWebhookEvents(
				trx,
				'registration.created',
				() => rows.map((row) => registrationCreatedData(idOf.get(row.email)!, row, edition)),
				now,
			)
			await enqueueMails(
				trx,
				input.colleagues.map((colleague) => {
					const to = normaliseEmail(colleague.email)
					return { kind: 'attendee-confirmation', attendeeId: idOf.get(to)!, to, subject }
				}),
				messageIdHost,
				now,
			)
			await enqueueMail(
				trx,
				{
					kind: 'group-summary',
					groupId,
					to: normaliseEmail(input.email),
					subject: m.mail_subject_group({ size, summit: SITE_NAME, year: edition.year }, { locale }),
				},
				messageIdHost,
				now,
			)
			return { ok: true, groupId, size, fee } as const
		})
		mailQueued()
		return stored
	} catch (error) {
		if (error instanceof GroupRefused) return refused(error.rows)
		if (error instanceof MailLimitReached) {
			await noteMailRefusal(db, error, 'group', now)
			return mailLimitRefusal(input, error.breaches)
		}
		// A colleague registered by someone else between the check and the insert.
		if (!isUniqueViolation(error)) throw error
		const taken = await alreadyRegistered(db, edition.id, input.colleagues, edition.year)
		if (!taken.length) throw error
		return refused(taken)
	}
}

/** Thrown inside the transaction to undo it when colleagues are already registered. */
class GroupRefused extends Error {
	constructor(readonly rows: RowRefusal[]) {
		super('Colleagues already registered')
	}
}

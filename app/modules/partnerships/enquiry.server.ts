/**
 * Sending a partnership enquiry from `/add-sponsorship`.
 */
import type { Database } from '#app/db/handle.ts'
import crypto from 'node:crypto'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { consentColumns, contactColumns } from '#app/modules/registration/registration.server.ts'
import { textLines } from '#app/lib/format.ts'
import { mailQueued } from '#app/lib/mail/mail-signal.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { mailLimitMessage } from '#app/modules/outbox/mail-limits.ts'
import {
	limitVisitorMail,
	MailLimitReached,
	type MailSender,
	noteMailRefusal,
} from '#app/modules/outbox/mail-limits.server.ts'
import { enqueueMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { queueWebhookEvent } from '#app/modules/webhooks/webhook-queue.server.ts'
import { getSettings, type SiteSettings } from '#app/modules/settings/settings.queries.server.ts'
import { type PartnershipEnquiryInput, REFERENCE_ALPHABET } from './partnership.schema.ts'
import { insertEnquiry } from './partnerships.queries.server.ts'

/** Attempts at a fresh reference before giving up (a clash has odds of about 1 in 650 billion). */
const REFERENCE_ATTEMPTS = 5

export interface EnquiryResult {
	ok: true
	enquiryId: number
	reference: string
	/** The edition current when the enquiry arrived, or null when there is none. */
	editionId: number | null
}

/** A new random reference such as `IALS-7K3Q-9P2D` (crypto random; see `REFERENCE_PATTERN`). */
export function generateReference(): string {
	const pick = () =>
		Array.from({ length: 4 }, () => REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]).join('')
	return `IALS-${pick()}-${pick()}`
}

/**
 * Where enquiry notices go: the settings' notice addresses, or the contact email when there are
 * none, or nobody.
 */
export function noticeRecipients(settings: Pick<SiteSettings, 'notice_emails' | 'contact_email'>): string[] {
	const listed = textLines(settings.notice_emails)
	if (listed.length) return listed
	return settings.contact_email ? [settings.contact_email] : []
}

interface EnquiryOptions {
	messageIdHost?: string
	newReference?: () => string
	/** The enquirer's language (the page's the form was posted on, ADR 0059); English when absent. */
	locale?: 'en' | 'fr'
}

/** An enquiry refused, nothing stored: its notices would go over the client's mail limit. */
export interface EnquiryRefused {
	ok: false
	reason: 'mail-limit'
	message: string
}

/**
 * Stores an enquiry with the edition current at `now` (null when no edition exists: enquiries are
 * welcome at any time), the time, and a unique reference, and queues a notice to each organiser
 * address (`noticeRecipients`) in the same transaction (Message-IDs on `messageIdHost`).
 * With a `sender` (a visitor's request) the notices are counted against the client's mail limit
 * first (staff addresses count for no recipient or domain): over it nothing is stored, and
 * the refusal (with the visitor's message) is recorded for the Mail screen. Retries with a new
 * reference when one is already taken; throws after `REFERENCE_ATTEMPTS` clashes or on any other
 * database error. `newReference` is replaceable for tests. Without a sender (tests arranging data)
 * nothing is counted and the enquiry is never refused.
 */
export function submitEnquiry(
	db: Database,
	input: PartnershipEnquiryInput,
	now: Date,
	options?: EnquiryOptions & { sender?: undefined },
): Promise<EnquiryResult>
export function submitEnquiry(
	db: Database,
	input: PartnershipEnquiryInput,
	now: Date,
	options: EnquiryOptions & { sender: MailSender },
): Promise<EnquiryResult | EnquiryRefused>
export async function submitEnquiry(
	db: Database,
	input: PartnershipEnquiryInput,
	now: Date,
	{
		messageIdHost = 'localhost',
		newReference = generateReference,
		sender,
		locale = 'en',
	}: EnquiryOptions & { sender?: MailSender } = {},
): Promise<EnquiryResult | EnquiryRefused> {
	const edition = await getCurrentEdition(db, now)
	const editionId = edition?.id ?? null
	const recipients = noticeRecipients(await getSettings(db))
	for (let attempt = 1; ; attempt++) {
		const reference = newReference()
		try {
			const enquiryId = await writeTransaction(db, async (trx) => {
				await limitVisitorMail(
					trx,
					sender,
					recipients.map((to) => ({ to, toStaff: true })),
					now,
				)
				const row = {
					edition_id: editionId,
					...contactColumns(input),
					package: input.packages,
					heard_from: input.notice ?? null,
					reference,
					...(await consentColumns(trx, input.consent, now)),
					locale,
					created_at: now.toISOString(),
				}
				const id = await insertEnquiry(trx, row)
				await queueWebhookEvent(
					trx,
					'enquiry.received',
					() => ({
						id,
						reference,
						edition: edition ? { id: edition.id, year: edition.year } : null,
						company_name: row.company_name,
						full_name: row.full_name,
						email: row.email,
						designation: row.designation,
						whatsapp_number: row.whatsapp_number,
						package: row.package,
						language: locale,
						created_at: row.created_at,
					}),
					now,
				)
				for (const to of recipients) {
					await enqueueMail(
						trx,
						{
							kind: 'partnership-notice',
							enquiryId: id,
							to,
							subject: `Partnership enquiry: ${input.company_name.replace(/\s+/g, ' ')} (${input.packages})`,
						},
						messageIdHost,
						now,
					)
				}
				return id
			})
			if (recipients.length) mailQueued()
			return { ok: true, enquiryId, reference, editionId }
		} catch (error) {
			if (error instanceof MailLimitReached) {
				await noteMailRefusal(db, error, 'enquiry', now)
				return {
					ok: false,
					reason: 'mail-limit',
					message: mailLimitMessage(error.breaches, 'these addresses'),
				}
			}
			if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error
		}
	}
}

/**
 * The mail outbox (`mail_outbox`): rows written in the transaction of what causes a mail,
 * taken by the mail worker under a lease, marked handed over the moment the SMTP server has the whole
 * message (ADR 0065), and marked sent, to retry, or failed. The back office's Mail screen reads and
 * re-queues them; the names of their `.eml` files are read to remove them with personal data.
 */
import crypto from 'node:crypto'
import { containsInsensitive, dialectOf, lockedForUpdate } from '#app/db/dialect.ts'
import type { Database, Handle } from '#app/db/handle.ts'
import { dueQueueRows } from '#app/db/leased-queue.ts'
import { countRows, onePage, type PageQuery, changedAny } from '#app/db/rows.ts'
import type { MailStatus } from '#app/db/schema.ts'
import { writeTransaction } from '#app/db/transaction.ts'

/** The kinds of mail, each composed by its own template (`compose.server.ts`). */
export const MAIL_KINDS = [
	'attendee-confirmation',
	'already-registered',
	'partnership-notice',
	'group-summary',
	'sign-in-warning',
	'payment-received',
	'payment-reminder',
	// The invitation to evaluate, on the last day (docs/event-days.md, "Evaluation").
	'evaluation-invite',
	// Announcements (docs/event-days.md): to a registrant or a group's contact, and a staff member's test.
	'announcement',
	'announcement-test',
	// A delegate's CPE certificate, its PDF attached (docs/event-days.md).
	'certificate',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export interface NewMail {
	kind: MailKind
	attendeeId?: number
	enquiryId?: number
	groupId?: number
	/** A `payment-received` mail: the receipt it sends. */
	receiptId?: number
	/** An `announcement` or `announcement-test` mail: the announcement it sends. */
	announcementId?: number
	/** A `certificate` mail: the certificate it attaches. */
	certificateId?: number
	to: string
	subject: string
}

/**
 * Queues a mail (status queued, due now) with a new Message-ID on `messageIdHost`. Call it inside the
 * transaction of what causes the mail: both are kept, or neither. Returns its id.
 */
export async function enqueueMail(
	db: Handle,
	mail: NewMail,
	messageIdHost: string,
	now: Date,
): Promise<number> {
	const row = await db
		.insertInto('mail_outbox')
		.values(outboxRow(mail, messageIdHost, now))
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Queues several mails in one statement, as `enqueueMail` queues one (inside the same transaction). */
export async function enqueueMails(
	db: Handle,
	mails: readonly NewMail[],
	messageIdHost: string,
	now: Date,
): Promise<void> {
	if (mails.length === 0) return
	await db
		.insertInto('mail_outbox')
		.values(mails.map((mail) => outboxRow(mail, messageIdHost, now)))
		.execute()
}

/** The outbox row of a new mail: queued, due `now`, with a new Message-ID on `messageIdHost`. */
function outboxRow(mail: NewMail, messageIdHost: string, now: Date) {
	const stamp = now.toISOString()
	return {
		kind: mail.kind,
		attendee_id: mail.attendeeId ?? null,
		enquiry_id: mail.enquiryId ?? null,
		group_id: mail.groupId ?? null,
		receipt_id: mail.receiptId ?? null,
		announcement_id: mail.announcementId ?? null,
		certificate_id: mail.certificateId ?? null,
		to_address: mail.to,
		subject: mail.subject,
		message_id: `<${crypto.randomUUID()}@${messageIdHost}>`,
		next_attempt_at: stamp,
		created_at: stamp,
	}
}

/** A row as the worker sends it. */
export interface OutboxMail {
	id: number
	kind: string
	attendeeId: number | null
	enquiryId: number | null
	groupId: number | null
	receiptId: number | null
	/** An announcement's mail: the announcement (else null). */
	announcementId: number | null
	/** A `certificate` mail's certificate. */
	certificateId: number | null
	to: string
	subject: string
	messageId: string
	attempts: number
}

/** The Mail screen's note on a mail handed over whole by a worker that stopped before the answer came. */
export const UNCONFIRMED_NOTE =
	'Sent whole, but the server stopped before the mail server confirmed it: resend if it did not arrive.'

/**
 * Takes up to `limit` mails that are due at `now` (queued with their next attempt passed, or left
 * "sending" by a worker whose lease ran out, e.g. a killed process), oldest first: marks them
 * sending until `now + leaseMs`, counts the attempt and clears its hand-over mark. Another worker
 * (on PostgreSQL) skips the rows taken. Returns them. When none is due it only reads, without a
 * transaction: most polls find nothing, and a write transaction would wait for SQLite's write lock
 * (ADR 0049).
 *
 * A mail left "sending" whose lease ran out and that has a hand-over mark (`markMailHandedOver`:
 * its final "." reached the SMTP server) is never taken again, by any worker: in the same
 * transaction it is marked sent, with `UNCONFIRMED_NOTE` as its last error (ADR 0065). One UPDATE
 * does it, and the rows taken must have no mark, so two workers at once on PostgreSQL can neither
 * send it nor settle it twice.
 */
export async function claimDueMails(
	db: Database,
	now: Date,
	limit: number,
	leaseMs: number,
): Promise<OutboxMail[]> {
	const stamp = now.toISOString()
	if (!(await dueQueueRows(db, 'mail_outbox', stamp, 1).execute()).length) return []
	return writeTransaction(db, async (trx) => {
		await trx
			.updateTable('mail_outbox')
			.set({ status: 'sent', sent_at: stamp, lease_until: null, last_error: UNCONFIRMED_NOTE })
			.where('status', '=', 'sending')
			.where('lease_until', '<', stamp)
			.where('handed_over_at', 'is not', null)
			.execute()
		const due = await lockedForUpdate(
			trx,
			dueQueueRows(trx, 'mail_outbox', stamp, limit).where((eb) =>
				eb.or([eb('status', '=', 'queued'), eb('handed_over_at', 'is', null)]),
			),
			{ skipLocked: true },
		).execute()
		if (!due.length) return []
		return trx
			.updateTable('mail_outbox')
			.set((eb) => ({
				status: 'sending',
				lease_until: new Date(now.getTime() + leaseMs).toISOString(),
				attempts: eb('attempts', '+', 1),
				handed_over_at: null,
			}))
			.where(
				'id',
				'in',
				due.map((d) => d.id),
			)
			.returning([
				'id',
				'kind',
				'attendee_id as attendeeId',
				'enquiry_id as enquiryId',
				'group_id as groupId',
				'receipt_id as receiptId',
				'announcement_id as announcementId',
				'certificate_id as certificateId',
				'to_address as to',
				'subject',
				'message_id as messageId',
				'attempts',
			])
			.execute()
	})
}

/**
 * Marks mail `id`, still "sending", as handed over at `now`: its final "." has been written to the
 * SMTP connection, and from then on only the server decides whether it is delivered (ADR 0065).
 * Start it the moment that happens, without awaiting first: with PostgreSQL the statement leaves on
 * an idle pooled connection before the server's answer can be read; with SQLite it is written at
 * once.
 */
export async function markMailHandedOver(db: Handle, id: number, now: Date): Promise<void> {
	await db
		.updateTable('mail_outbox')
		.set({ handed_over_at: now.toISOString() })
		.where('id', '=', id)
		.where('status', '=', 'sending')
		.execute()
}

/** Extends the lease of mails `ids` still being sent to `until` (ISO): the worker is alive. */
export async function extendMailLease(db: Handle, ids: readonly number[], until: string): Promise<void> {
	if (!ids.length) return
	await db
		.updateTable('mail_outbox')
		.set({ lease_until: until })
		.where('id', 'in', [...ids])
		.where('status', '=', 'sending')
		.execute()
}

/**
 * Marks mail `id` sent at `now` (with its `.eml` file's name when written to a file). Returns false
 * when the mail is gone (its registration cancelled or erased while it was being sent).
 */
export async function markMailSent(db: Handle, id: number, now: Date, emlName?: string): Promise<boolean> {
	const result = await db
		.updateTable('mail_outbox')
		.set({
			status: 'sent',
			sent_at: now.toISOString(),
			lease_until: null,
			last_error: null,
			eml_name: emlName ?? null,
		})
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Puts mail `id` back in the queue for `nextAttemptAt` (ISO), noting `error`; or, with no next attempt, marks it failed. */
export async function markMailFailedAttempt(
	db: Handle,
	id: number,
	error: string,
	nextAttemptAt: string | null,
): Promise<void> {
	await db
		.updateTable('mail_outbox')
		.set({
			status: nextAttemptAt ? 'queued' : 'failed',
			next_attempt_at: nextAttemptAt ?? undefined,
			lease_until: null,
			last_error: error.slice(0, 500),
		})
		.where('id', '=', id)
		.execute()
}

/**
 * Queues mail `id` again, due at `now`, its attempts counted from zero (the Mail screen's Resend).
 * Returns false when there is no such mail or it is being sent.
 */
export async function requeueMail(db: Handle, id: number, now: Date): Promise<boolean> {
	const result = await db
		.updateTable('mail_outbox')
		.set({
			status: 'queued',
			attempts: 0,
			next_attempt_at: now.toISOString(),
			lease_until: null,
			last_error: null,
		})
		.where('id', '=', id)
		.where('status', '<>', 'sending')
		.executeTakeFirst()
	return changedAny(result)
}

/** The status of the newest mail about each of `attendeeIds` (those without mail are left out). */
export async function mailStatusesOf(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, MailStatus>> {
	const statuses = new Map<number, MailStatus>()
	if (!attendeeIds.length) return statuses
	const rows = await db
		.selectFrom('mail_outbox')
		.select(['attendee_id', 'status'])
		.where('attendee_id', 'in', [...attendeeIds])
		.orderBy('id')
		.execute()
	for (const row of rows) statuses.set(row.attendee_id!, row.status)
	return statuses
}

/** A mail as the Mail screen lists it. */
export interface AdminMailRow {
	id: number
	kind: string
	to: string
	subject: string
	status: MailStatus
	attempts: number
	lastError: string | null
	nextAttemptAt: string
	sentAt: string | null
	emlName: string | null
	createdAt: string
}

export type MailSort = 'date' | 'to' | 'status'
export type MailFilter = 'all' | MailStatus

export interface MailListQuery extends PageQuery<MailSort> {
	status: MailFilter
}

const sortColumns = { date: 'created_at', to: 'to_address', status: 'status' } as const

function searchMails(db: Handle, { q, status }: { q: string; status: MailFilter }) {
	const dialect = dialectOf(db)
	let query = db.selectFrom('mail_outbox')
	if (status !== 'all') query = query.where('status', '=', status)
	if (q) {
		query = query.where((eb) =>
			eb.or([
				containsInsensitive(eb, dialect, eb.ref('to_address'), q),
				containsInsensitive(eb, dialect, eb.ref('subject'), q),
			]),
		)
	}
	return query
}

/** One page of mails whose recipient or subject contains `q`, of `status`; newest first by default. */
export async function listAdminMails(db: Handle, query: MailListQuery): Promise<AdminMailRow[]> {
	return searchMails(db, query)
		.select([
			'id',
			'kind',
			'to_address as to',
			'subject',
			'status',
			'attempts',
			'last_error as lastError',
			'next_attempt_at as nextAttemptAt',
			'sent_at as sentAt',
			'eml_name as emlName',
			'created_at as createdAt',
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('id', 'desc')
		.$call(onePage(query))
		.execute()
}

/** Number of mails matching the search and the status filter. */
export async function countAdminMails(
	db: Handle,
	filter: { q: string; status: MailFilter },
): Promise<number> {
	return countRows(searchMails(db, filter))
}

/** The `.eml` file name of mail `id`, when it was written to one. */
export async function findMailFile(db: Handle, id: number): Promise<string | null> {
	const row = await db.selectFrom('mail_outbox').select('eml_name').where('id', '=', id).executeTakeFirst()
	return row?.eml_name ?? null
}

/**
 * The `.eml` files of the mails about the registrations (`about` 'attendee') or partnership
 * enquiries ('enquiry') `ids`: removed with their personal data.
 */
export async function mailFilesAbout(
	db: Handle,
	about: 'attendee' | 'enquiry',
	ids: readonly number[],
): Promise<string[]> {
	const column = about === 'attendee' ? 'attendee_id' : 'enquiry_id'
	const names: string[] = []
	for (let i = 0; i < ids.length; i += 500) {
		const rows = await db
			.selectFrom('mail_outbox')
			.select('eml_name')
			.where(column, 'in', ids.slice(i, i + 500))
			.where('eml_name', 'is not', null)
			.execute()
		names.push(...rows.map((r) => r.eml_name!))
	}
	return names
}

/**
 * The `.eml` files of the mails about edition `editionId`'s registrations, groups and partnership
 * enquiries (removed with its personal data).
 */
export async function mailFilesOfEdition(db: Handle, editionId: number): Promise<string[]> {
	const rows = await db
		.selectFrom('mail_outbox')
		.select('eml_name')
		.where('eml_name', 'is not', null)
		.where((eb) =>
			eb.or([
				eb('attendee_id', 'in', eb.selectFrom('attendees').select('id').where('edition_id', '=', editionId)),
				eb(
					'group_id',
					'in',
					eb.selectFrom('registration_groups').select('id').where('edition_id', '=', editionId),
				),
				eb(
					'enquiry_id',
					'in',
					eb.selectFrom('partnership_enquiries').select('id').where('edition_id', '=', editionId),
				),
			]),
		)
		.execute()
	return rows.map((r) => r.eml_name!)
}

/**
 * Registrants hear back (ADR 0034):
 * - `mail_outbox`: every mail to send, written in the transaction of what causes it and sent by the
 *   mail worker: its kind and what it is about (an attendee or an enquiry; a cancelled registration
 *   takes its queued mails with it), recipient, subject, a stable `Message-ID`, status (queued,
 *   sending, sent, failed), attempts, last error, next attempt, the lease of the worker sending it,
 *   and, when mail is written to files instead of sent, the `.eml` file's name.
 * - `attendees`: a random `ticket_ref` (the ticket and the manage link are signed from it) and the
 *   short `desk_ref` derived from it (typed at the check-in desk), payment
 *   status (unpaid, paid, waived; set by staff) and check-in (when, and the staff member's name).
 * - `registration_cancellations`: one row per registration its registrant cancelled, with no
 *   personal data (the edition and the time), so the counts stay right after the data is deleted.
 * - `settings`: the organisers' notice addresses (one a line) and how to pay (shown in the mail).
 *
 * Frozen once landed.
 */
import crypto from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))
	await db.schema.alterTable('attendees').addColumn('ticket_ref', 'text').execute()
	await db.schema.alterTable('attendees').addColumn('desk_ref', 'text').execute()
	const existing = await db.selectFrom('attendees').select('id').execute()
	for (const { id } of existing as { id: number }[]) {
		const ref = crypto.randomBytes(16).toString('base64url')
		await db
			.updateTable('attendees')
			.set({ ticket_ref: ref, desk_ref: deskRef(ref) })
			.where('id', '=', id)
			.execute()
	}
	await db.schema
		.createIndex('attendees_ticket_ref_key')
		.on('attendees')
		.column('ticket_ref')
		.unique()
		.execute()
	await db.schema.createIndex('attendees_desk_ref_idx').on('attendees').column('desk_ref').execute()
	await db.schema
		.alterTable('attendees')
		.addColumn('payment_status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('unpaid')
				.check(sql`payment_status in ('unpaid', 'paid', 'waived')`),
		)
		.execute()
	await db.schema.alterTable('attendees').addColumn('checked_in_at', t.timestamp).execute()
	await db.schema.alterTable('attendees').addColumn('checked_in_by', 'text').execute()

	await db.schema
		.createTable('mail_outbox')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('attendee_id', 'integer', (c) => c.references('attendees.id').onDelete('cascade'))
		.addColumn('enquiry_id', 'integer', (c) => c.references('partnership_enquiries.id').onDelete('cascade'))
		.addColumn('to_address', 'text', (c) => c.notNull())
		.addColumn('subject', 'text', (c) => c.notNull())
		.addColumn('message_id', 'text', (c) => c.notNull().unique())
		.addColumn('status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('queued')
				.check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
		)
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('last_error', 'text')
		.addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
		.addColumn('lease_until', t.timestamp)
		.addColumn('sent_at', t.timestamp)
		.addColumn('eml_name', 'text')
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('mail_outbox_due_idx')
		.on('mail_outbox')
		.columns(['status', 'next_attempt_at'])
		.execute()
	await db.schema.createIndex('mail_outbox_attendee_idx').on('mail_outbox').column('attendee_id').execute()
	await db.schema.createIndex('mail_outbox_enquiry_idx').on('mail_outbox').column('enquiry_id').execute()

	await db.schema
		.createTable('registration_cancellations')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('cascade'),
		)
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()

	await db.schema
		.alterTable('settings')
		.addColumn('notice_emails', 'text', (c) => c.notNull().defaultTo(''))
		.execute()
	await db.schema
		.alterTable('settings')
		.addColumn('payment_instructions', 'text', (c) => c.notNull().defaultTo(''))
		.execute()
}

/** The desk reference of `ref`, as `deskReference` in modules/attendees computes it (copied: migrations are frozen). */
function deskRef(ref: string): string {
	const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
	const digest = crypto.createHash('sha256').update(ref).digest()
	let out = ''
	for (let i = 0; i < 8; i++) out += alphabet[digest[i]! % alphabet.length]
	return `${out.slice(0, 4)}-${out.slice(4)}`
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('settings').dropColumn('payment_instructions').execute()
	await db.schema.alterTable('settings').dropColumn('notice_emails').execute()
	await db.schema.dropTable('registration_cancellations').execute()
	await db.schema.dropTable('mail_outbox').execute()
	await db.schema.dropIndex('attendees_ticket_ref_key').execute()
	await db.schema.dropIndex('attendees_desk_ref_idx').execute()
	for (const column of ['checked_in_by', 'checked_in_at', 'payment_status', 'desk_ref', 'ticket_ref']) {
		await db.schema.alterTable('attendees').dropColumn(column).execute()
	}
}

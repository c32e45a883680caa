/**
 * The days around the event (ADR 0068, docs/event-days.md): announcements to registrants, session
 * attendance with CPE hours, CPE certificates and the delegates' evaluation.
 *
 * - `agenda_sessions.cpe_hours_hundredths`: the continuing professional education (CPE) hours a
 *   session earns, in hundredths of an hour (1.5 h = 150); null for none (breaks, lunch).
 * - `session_attendance`: one row per attendee per session they were scanned into at its door,
 *   with when and by whom; a second scan finds the row and adds none. Indexed both ways round, so
 *   a session's attendees and an attendee's sessions are each read from an index alone.
 * - `announcements`: a message staff write to registrants of one edition (subject and sanitised HTML,
 *   each with its French twin), who gets it (`audience`, and the session for `session`), and where it
 *   stands: a draft, scheduled for `send_at`, queued (its mails in the outbox, `recipient_count` of
 *   them, at `queued_at`) or cancelled. Kept after sending; its counts come from its outbox rows.
 * - `certificates`: a delegate's CPE certificate as issued: numbered per edition without gaps
 *   (`serial`) and publicly by `number` (which holds a random part, so numbers cannot be guessed),
 *   with the name, hours and sessions it prints; revoked (with when, by whom and why, also when
 *   reissued after a name was corrected) instead of deleted. At most one certificate of an
 *   attendee is not revoked.
 * - `evaluation_responses` and `evaluation_session_ratings`: the delegates' answers to an edition's
 *   evaluation, with no link to who answered (a random id and the Accra day only);
 *   `evaluation_answers` records that a registration answered, so it answers once.
 * - `mail_outbox.announcement_id` and `.certificate_id`: what an announcement's or a certificate's
 *   mail is composed from. One announcement mail per address per announcement, one mail per
 *   certificate, and one evaluation invitation per attendee (unique indexes), so a queueing run
 *   repeated after a crash queues nothing twice.
 * - Settings: the certificate's signatory (name and title) and logo, and whether a certificate needs
 *   the evaluation answered first.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from 'kysely'
import { columnTypes, dialectOf } from '../dialect.ts'

export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(dialectOf(db))

	await db.schema
		.alterTable('agenda_sessions')
		.addColumn('cpe_hours_hundredths', 'integer', (c) =>
			c.check(
				sql`cpe_hours_hundredths is null or (cpe_hours_hundredths >= 0 and cpe_hours_hundredths <= 2400)`,
			),
		)
		.execute()

	await db.schema
		.createTable('session_attendance')
		.addColumn('session_id', 'integer', (c) =>
			c.notNull().references('agenda_sessions.id').onDelete('cascade'),
		)
		.addColumn('attendee_id', 'integer', (c) => c.notNull().references('attendees.id').onDelete('cascade'))
		.addColumn('scanned_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('scanned_by', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('session_attendance_pk', ['session_id', 'attendee_id'])
		.execute()
	await db.schema
		.createIndex('session_attendance_attendee_idx')
		.on('session_attendance')
		.columns(['attendee_id', 'session_id'])
		.execute()

	await db.schema
		.createTable('announcements')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('cascade'),
		)
		.addColumn('subject', 'text', (c) => c.notNull())
		.addColumn('subject_fr', 'text')
		.addColumn('body_html', 'text', (c) => c.notNull())
		.addColumn('body_html_fr', 'text')
		.addColumn('audience', 'text', (c) =>
			c
				.notNull()
				.check(
					sql`audience in ('all', 'unpaid', 'paid', 'group-contacts', 'checked-in', 'not-checked-in', 'session')`,
				),
		)
		.addColumn('session_id', 'integer', (c) => c.references('agenda_sessions.id').onDelete('set null'))
		.addColumn('status', 'text', (c) =>
			c
				.notNull()
				.defaultTo('draft')
				.check(sql`status in ('draft', 'scheduled', 'queued', 'cancelled')`),
		)
		.addColumn('send_at', t.timestamp)
		.addColumn('queued_at', t.timestamp)
		.addColumn('recipient_count', 'integer')
		.addColumn('created_by', 'text', (c) => c.notNull())
		.addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
		.execute()
	await db.schema
		.createIndex('announcements_due_idx')
		.on('announcements')
		.columns(['status', 'send_at'])
		.execute()

	await db.schema
		.createTable('certificates')
		.addColumn('id', t.id, t.primaryKey)
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('cascade'),
		)
		.addColumn('attendee_id', 'integer', (c) => c.notNull().references('attendees.id').onDelete('cascade'))
		.addColumn('serial', 'integer', (c) => c.notNull())
		.addColumn('number', 'text', (c) => c.notNull().unique())
		.addColumn('full_name', 'text', (c) => c.notNull())
		.addColumn('cpe_hours_hundredths', 'integer', (c) => c.notNull())
		.addColumn('sessions_json', 'text', (c) => c.notNull())
		.addColumn('issued_at', t.timestamp, (c) => c.notNull())
		.addColumn('issued_by', 'text', (c) => c.notNull())
		.addColumn('revoked_at', t.timestamp)
		.addColumn('revoked_by', 'text')
		.addColumn('revoked_reason', 'text')
		.addUniqueConstraint('certificates_edition_serial_unique', ['edition_id', 'serial'])
		.execute()
	await db.schema.createIndex('certificates_attendee_idx').on('certificates').column('attendee_id').execute()
	await sql`create unique index certificates_one_valid_idx on certificates (attendee_id) where revoked_at is null`.execute(
		db,
	)

	await db.schema
		.createTable('evaluation_responses')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('cascade'),
		)
		.addColumn('overall_rating', 'integer', (c) => c.notNull().check(sql`overall_rating between 1 and 5`))
		.addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('answered_on', t.date, (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('evaluation_responses_edition_idx')
		.on('evaluation_responses')
		.column('edition_id')
		.execute()
	await db.schema
		.createTable('evaluation_session_ratings')
		.addColumn('response_id', 'text', (c) =>
			c.notNull().references('evaluation_responses.id').onDelete('cascade'),
		)
		.addColumn('session_id', 'integer', (c) =>
			c.notNull().references('agenda_sessions.id').onDelete('cascade'),
		)
		.addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
		.addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
		.addPrimaryKeyConstraint('evaluation_session_ratings_pk', ['response_id', 'session_id'])
		.execute()
	await db.schema
		.createIndex('evaluation_session_ratings_session_idx')
		.on('evaluation_session_ratings')
		.column('session_id')
		.execute()
	await db.schema
		.createTable('evaluation_answers')
		.addColumn('attendee_id', 'integer', (c) => c.primaryKey().references('attendees.id').onDelete('cascade'))
		.addColumn('edition_id', 'integer', (c) =>
			c.notNull().references('event_editions.id').onDelete('cascade'),
		)
		.execute()

	await db.schema
		.alterTable('mail_outbox')
		.addColumn('announcement_id', 'integer', (c) => c.references('announcements.id').onDelete('set null'))
		.execute()
	await db.schema
		.alterTable('mail_outbox')
		.addColumn('certificate_id', 'integer', (c) => c.references('certificates.id').onDelete('set null'))
		.execute()
	await sql`create unique index mail_outbox_announcement_once_idx on mail_outbox (announcement_id, to_address) where kind = 'announcement'`.execute(
		db,
	)
	await sql`create unique index mail_outbox_certificate_once_idx on mail_outbox (certificate_id) where kind = 'certificate'`.execute(
		db,
	)
	await sql`create unique index mail_outbox_evaluation_invite_once_idx on mail_outbox (attendee_id) where kind = 'evaluation-invite'`.execute(
		db,
	)

	for (const column of ['certificate_signatory_name', 'certificate_signatory_title']) {
		await db.schema
			.alterTable('settings')
			.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
			.execute()
	}
	await db.schema.alterTable('settings').addColumn('certificate_logo_key', 'text').execute()
	await db.schema
		.alterTable('settings')
		.addColumn('certificates_require_evaluation', 'integer', (c) => c.notNull().defaultTo(0))
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const column of [
		'certificates_require_evaluation',
		'certificate_logo_key',
		'certificate_signatory_title',
		'certificate_signatory_name',
	]) {
		await db.schema.alterTable('settings').dropColumn(column).execute()
	}
	await sql`drop index mail_outbox_evaluation_invite_once_idx`.execute(db)
	await sql`drop index mail_outbox_certificate_once_idx`.execute(db)
	await sql`drop index mail_outbox_announcement_once_idx`.execute(db)
	await db.schema.alterTable('mail_outbox').dropColumn('certificate_id').execute()
	await db.schema.alterTable('mail_outbox').dropColumn('announcement_id').execute()
	await db.schema.dropTable('evaluation_answers').execute()
	await db.schema.dropTable('evaluation_session_ratings').execute()
	await db.schema.dropTable('evaluation_responses').execute()
	await db.schema.dropTable('certificates').execute()
	await db.schema.dropTable('announcements').execute()
	await db.schema.dropTable('session_attendance').execute()
	await db.schema.alterTable('agenda_sessions').dropColumn('cpe_hours_hundredths').execute()
}

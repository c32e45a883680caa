/**
 * Every read and write of announcements (docs/event-days.md, "Announcements"; migration 0027): the
 * `announcements` rows, who an audience selects now (`announcementRecipients`), and the counts of an
 * announcement's mails in the outbox. Functions take the database or a transaction first; times are
 * ISO-8601 UTC strings.
 */
import { sql } from 'kysely'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import { changedAny, countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import type { AnnouncementAudience, AnnouncementStatus } from '#app/db/schema.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import { paymentStateSql } from '#app/modules/payments/payments.queries.server.ts'

/** What staff write of an announcement (the texts already reduced to the allow-list). */
export interface AnnouncementWrite {
	edition_id: number
	subject: string
	subject_fr: string | null
	body_html: string
	body_html_fr: string | null
	audience: AnnouncementAudience
	session_id: number | null
}

/** The statuses an announcement can still be changed, sent or scheduled in. */
export const OPEN_STATUSES = ['draft', 'scheduled'] as const satisfies readonly AnnouncementStatus[]

/** An announcement as its page reads it, with its edition's year and its session's heading. */
export interface AnnouncementRow extends AnnouncementWrite {
	id: number
	status: AnnouncementStatus
	send_at: string | null
	queued_at: string | null
	recipient_count: number | null
	created_by: string
	created_at: string
	updated_at: string
	edition_year: number
	session_heading: string | null
}

/** Adds announcement `row` as a draft by `createdBy` (a staff member's name) at `now`; its id. */
export async function insertAnnouncement(
	db: Handle,
	row: AnnouncementWrite,
	createdBy: string,
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const added = await db
		.insertInto('announcements')
		.values({ ...row, status: 'draft', created_by: createdBy, created_at: stamp, updated_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	return added.id
}

/**
 * Replaces what staff wrote of announcement `id` while it is a draft or scheduled; false when it is
 * gone or already queued or cancelled (nothing changed).
 */
export async function updateOpenAnnouncement(
	db: Handle,
	id: number,
	row: AnnouncementWrite,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('announcements')
		.set({ ...row, updated_at: now.toISOString() })
		.where('id', '=', id)
		.where('status', 'in', [...OPEN_STATUSES])
		.executeTakeFirst()
	return changedAny(result)
}

/** Announcement `id` with its edition's year and its session's heading, or undefined. */
export async function findAnnouncement(db: Handle, id: number): Promise<AnnouncementRow | undefined> {
	return db
		.selectFrom('announcements as n')
		.innerJoin('event_editions as e', 'e.id', 'n.edition_id')
		.leftJoin('agenda_sessions as s', 's.id', 'n.session_id')
		.select([
			'n.id',
			'n.edition_id',
			'n.subject',
			'n.subject_fr',
			'n.body_html',
			'n.body_html_fr',
			'n.audience',
			'n.session_id',
			'n.status',
			'n.send_at',
			'n.queued_at',
			'n.recipient_count',
			'n.created_by',
			'n.created_at',
			'n.updated_at',
			'e.year as edition_year',
			's.heading as session_heading',
		])
		.where('n.id', '=', id)
		.executeTakeFirst()
}

/**
 * Schedules announcement `id` (a draft or scheduled) for `sendAt` (ISO), or with `sendAt` null puts a
 * scheduled one back to a draft. False when it is in neither state (gone, queued, cancelled) or, to
 * cancel, not scheduled.
 */
export async function setAnnouncementSchedule(
	db: Handle,
	id: number,
	sendAt: string | null,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('announcements')
		.set({ status: sendAt ? 'scheduled' : 'draft', send_at: sendAt, updated_at: now.toISOString() })
		.where('id', '=', id)
		.where('status', 'in', sendAt ? [...OPEN_STATUSES] : ['scheduled'])
		.executeTakeFirst()
	return changedAny(result)
}

/**
 * Marks announcement `id` queued at `now` with `recipientCount` mails, only while it is a draft or
 * scheduled: the one statement that decides which of two runs at once (two instances, a repeated
 * run) queues it. False when another run did, or it is gone or cancelled.
 */
export async function markAnnouncementQueued(
	db: Handle,
	id: number,
	recipientCount: number,
	now: Date,
): Promise<boolean> {
	const stamp = now.toISOString()
	const result = await db
		.updateTable('announcements')
		.set({ status: 'queued', queued_at: stamp, recipient_count: recipientCount, updated_at: stamp })
		.where('id', '=', id)
		.where('status', 'in', [...OPEN_STATUSES])
		.executeTakeFirst()
	return changedAny(result)
}

/** Marks scheduled announcement `id` cancelled at `now`; false when it is no longer scheduled. */
export async function markAnnouncementCancelled(db: Handle, id: number, now: Date): Promise<boolean> {
	const result = await db
		.updateTable('announcements')
		.set({ status: 'cancelled', updated_at: now.toISOString() })
		.where('id', '=', id)
		.where('status', '=', 'scheduled')
		.executeTakeFirst()
	return changedAny(result)
}

/** The ids of the scheduled announcements whose `send_at` has come at `now`, oldest first. */
export async function dueAnnouncementIds(db: Handle, now: Date): Promise<number[]> {
	const rows = await db
		.selectFrom('announcements')
		.select('id')
		.where('status', '=', 'scheduled')
		.where('send_at', '<=', now.toISOString())
		.orderBy('send_at')
		.orderBy('id')
		.execute()
	return rows.map((row) => row.id)
}

/** One recipient of an announcement: a registration or a group's contact, with its language. */
export interface AnnouncementRecipient {
	attendeeId: number | null
	groupId: number | null
	address: string
	locale: Locale
}

/** The states whose registration still owes money (docs/payments.md). */
const OWING = sql<boolean>`in ('unpaid', 'part-paid')`

/**
 * Who `audience` selects now among the registrations of edition `editionId` (docs/event-days.md,
 * "Who gets it"), each address once (the first found, in id order):
 *
 * - `all`: every registration (a group's colleagues at their own addresses);
 * - `unpaid`: every registration alone that owes (unpaid or part-paid), and the contact of every
 *   group with a colleague who owes (the contact pays for the group, as payment reminders do);
 * - `paid`: every registration fully paid with a fee above zero (group colleagues included);
 * - `group-contacts`: the contact of every group with a colleague still registered;
 * - `checked-in` / `not-checked-in`: by the door's check-in;
 * - `session`: the registrations scanned into session `sessionId` (`session_attendance`).
 */
export async function announcementRecipients(
	db: Handle,
	of: { editionId: number; audience: AnnouncementAudience; sessionId: number | null },
): Promise<AnnouncementRecipient[]> {
	const people = db
		.selectFrom('attendees as a')
		.select(['a.id', 'a.email', 'a.locale'])
		.where('a.edition_id', '=', of.editionId)
		.orderBy('a.id')
	const groups = db
		.selectFrom('registration_groups as g')
		.select([
			'g.id',
			'g.contact_email',
			// The group's language: its colleagues', registered in its contact's.
			sql<Locale | null>`(select min(c.locale) from attendees c where c.group_id = g.id)`.as('locale'),
		])
		.where('g.edition_id', '=', of.editionId)
		.orderBy('g.id')
	const attendeeRows = async (query: typeof people) =>
		(await query.execute()).map((row) => ({
			attendeeId: row.id,
			groupId: null,
			address: row.email,
			locale: row.locale,
		}))
	const groupRows = async (query: typeof groups) =>
		(await query.execute()).map((row) => ({
			attendeeId: null,
			groupId: row.id,
			address: row.contact_email,
			locale: row.locale ?? 'en',
		}))
	const colleagueWhere = (owing: boolean) =>
		groups.where(({ exists, selectFrom }) => {
			let colleagues = selectFrom('attendees as c').select('c.id').whereRef('c.group_id', '=', 'g.id')
			if (owing) colleagues = colleagues.where(sql<boolean>`${paymentStateSql('c')} ${OWING}`)
			return exists(colleagues)
		})
	let found: AnnouncementRecipient[]
	switch (of.audience) {
		case 'all':
			found = await attendeeRows(people)
			break
		case 'unpaid':
			found = [
				...(await attendeeRows(
					people.where('a.group_id', 'is', null).where(sql<boolean>`${paymentStateSql('a')} ${OWING}`),
				)),
				...(await groupRows(colleagueWhere(true))),
			]
			break
		case 'paid':
			found = await attendeeRows(
				people.where(sql<boolean>`${paymentStateSql('a')} = 'paid'`).where('a.fee_pesewas', '>', 0),
			)
			break
		case 'group-contacts':
			found = await groupRows(colleagueWhere(false))
			break
		case 'checked-in':
			found = await attendeeRows(people.where('a.checked_in_at', 'is not', null))
			break
		case 'not-checked-in':
			found = await attendeeRows(people.where('a.checked_in_at', 'is', null))
			break
		case 'session':
			found =
				of.sessionId === null
					? []
					: await attendeeRows(
							people.where(({ exists, selectFrom }) =>
								exists(
									selectFrom('session_attendance as sa')
										.select('sa.attendee_id')
										.whereRef('sa.attendee_id', '=', 'a.id')
										.where('sa.session_id', '=', of.sessionId!),
								),
							),
						)
			break
	}
	const seen = new Set<string>()
	return found.filter((recipient) => {
		const key = recipient.address.trim().toLowerCase()
		if (seen.has(key)) return false
		seen.add(key)
		return true
	})
}

/** The counts of an announcement's mails by where they stand (a mail being sent counts as queued). */
export interface AnnouncementMailCounts {
	queued: number
	sent: number
	failed: number
}

const NO_MAILS: AnnouncementMailCounts = { queued: 0, sent: 0, failed: 0 }

/** The counts of the `announcement` mails of each of `ids` (every id present; none gives zeros). */
export async function announcementMailCounts(
	db: Handle,
	ids: readonly number[],
): Promise<Map<number, AnnouncementMailCounts>> {
	const counts = new Map<number, AnnouncementMailCounts>(ids.map((id) => [id, { ...NO_MAILS }]))
	if (!ids.length) return counts
	const rows = await db
		.selectFrom('mail_outbox')
		.select((eb) => ['announcement_id', 'status', eb.fn.countAll<number | string>().as('n')])
		.where('kind', '=', 'announcement')
		.where('announcement_id', 'in', [...ids])
		.groupBy(['announcement_id', 'status'])
		.execute()
	for (const row of rows) {
		const of = counts.get(row.announcement_id!)
		if (!of) continue
		const n = Number(row.n)
		if (row.status === 'sent') of.sent += n
		else if (row.status === 'failed') of.failed += n
		else of.queued += n
	}
	return counts
}

/** An announcement as the Announcements list shows it. */
export interface AnnouncementListRow {
	id: number
	subject: string
	audience: AnnouncementAudience
	sessionHeading: string | null
	editionYear: number
	status: AnnouncementStatus
	sendAt: string | null
	queuedAt: string | null
	recipientCount: number | null
	updatedAt: string
}

export type AnnouncementSort = 'date' | 'subject' | 'status'

const sortColumns = { date: 'n.updated_at', subject: 'n.subject', status: 'n.status' } as const

function searchAnnouncements(db: Handle, q: string) {
	const query = db
		.selectFrom('announcements as n')
		.innerJoin('event_editions as e', 'e.id', 'n.edition_id')
		.leftJoin('agenda_sessions as s', 's.id', 'n.session_id')
	if (!q) return query
	const dialect = dialectOf(db)
	return query.where((eb) => containsInsensitive(eb, dialect, eb.ref('n.subject'), q))
}

/** One page of the announcements whose subject contains `q`; newest change first by default. */
export async function listAnnouncementsPage(
	db: Handle,
	query: PageQuery<AnnouncementSort>,
): Promise<AnnouncementListRow[]> {
	return searchAnnouncements(db, query.q)
		.select([
			'n.id',
			'n.subject',
			'n.audience',
			's.heading as sessionHeading',
			'e.year as editionYear',
			'n.status',
			'n.send_at as sendAt',
			'n.queued_at as queuedAt',
			'n.recipient_count as recipientCount',
			'n.updated_at as updatedAt',
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('n.id', 'desc')
		.$call(onePage(query))
		.execute()
}

/** How many announcements' subjects contain `q`. */
export async function countAnnouncements(db: Handle, q: string): Promise<number> {
	return countRows(searchAnnouncements(db, q))
}

/** The sessions an announcement can go to the attendees of: every edition's, in time order. */
export async function listSessionChoices(
	db: Handle,
): Promise<{ id: number; editionId: number; heading: string; startsAt: string; year: number }[]> {
	return db
		.selectFrom('agenda_sessions as s')
		.innerJoin('event_editions as e', 'e.id', 's.edition_id')
		.select(['s.id', 's.edition_id as editionId', 's.heading', 's.starts_at as startsAt', 'e.year'])
		.orderBy('e.year', 'desc')
		.orderBy('s.starts_at')
		.orderBy('s.id')
		.execute()
}

/** The edition of session `id`, or undefined when there is no such session. */
export async function sessionEdition(db: Handle, id: number): Promise<number | undefined> {
	const row = await db
		.selectFrom('agenda_sessions')
		.select('edition_id')
		.where('id', '=', id)
		.executeTakeFirst()
	return row?.edition_id
}

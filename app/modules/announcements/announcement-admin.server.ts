/**
 * Writing, scheduling, testing and sending announcements (docs/event-days.md, "Announcements"; ADR
 * 0068). Each change and its activity row are one transaction (`writeTransaction`), so a refused
 * change writes nothing. Sending queues every mail of the announcement in the same transaction that
 * marks it queued, under a conditional update, so two instances or a repeated run never queue it
 * twice, and a process killed meanwhile leaves it wholly queued or not at all. The mail worker sends
 * the mails (retries, the Mail screen) and composes each in its recipient's language.
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import { isBlankHtml } from '#app/modules/blog/blog-post.schema.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { enqueueMails, type NewMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { audienceLabel } from './announcement-audience.ts'
import { type AnnouncementInput, BODY_REQUIRED, SEND_AT_PAST } from './announcement.schema.ts'
import { testSubject } from './announcement-test-mail.ts'
import {
	announcementRecipients,
	type AnnouncementRecipient,
	type AnnouncementRow,
	type AnnouncementWrite,
	dueAnnouncementIds,
	findAnnouncement,
	insertAnnouncement,
	markAnnouncementCancelled,
	markAnnouncementQueued,
	sessionEdition,
	setAnnouncementSchedule,
	updateOpenAnnouncement,
} from './announcements.queries.server.ts'

/** Mails written by one multi-row insert when an announcement is queued. */
const INSERT_BATCH = 500

export const EMPTY_AUDIENCE =
	'Nobody is in this audience now, so there is no one to send it to: choose another audience, or wait until someone is in it.'
export const NOT_OPEN = 'This announcement was already sent or cancelled: it can no longer be changed.'
export const ANNOUNCEMENT_MISSING = 'There is no announcement with that id. It may have been deleted.'
const SESSION_OF_ANOTHER_EDITION = 'This session belongs to another edition: choose one of this edition'
const NO_EDITION = 'This edition no longer exists: choose another'

/** A refusal: on a field of the form, or of the whole action; or the announcement is gone. */
export type AnnouncementRefusal =
	| { ok: false; reason: 'refused'; message: string; field?: 'editionId' | 'sessionId' | 'body' | 'sendAt' }
	| { ok: false; reason: 'not-found' }

const notFound = { ok: false, reason: 'not-found' } as const
const refused = (message: string, field?: Extract<AnnouncementRefusal, { reason: 'refused' }>['field']) =>
	({ ok: false, reason: 'refused', message, ...(field ? { field } : {}) }) as const

/** "“Doors open at 8” (Checked in)" for the activity log. */
function described(row: { subject: string; audience: AnnouncementRow['audience'] }): string {
	return `“${row.subject}” (${audienceLabel(row.audience)})`
}

/**
 * What `input` stores, checked against the database: the texts reduced to the blog allow-list (a
 * French text left blank is null), and the session only for the audience `session`. Refuses an
 * edition that is gone, a session of another edition, and a text left empty by the allow-list.
 */
async function toWrite(
	db: Database,
	input: AnnouncementInput,
): Promise<AnnouncementWrite | Extract<AnnouncementRefusal, { reason: 'refused' }>> {
	const body = sanitizeBlogHtml(input.body)
	if (isBlankHtml(body)) return refused(BODY_REQUIRED, 'body')
	const bodyFr = input.bodyFr ? sanitizeBlogHtml(input.bodyFr) : ''
	if (!(await getEdition(db, input.editionId))) return refused(NO_EDITION, 'editionId')
	const sessionId = input.audience === 'session' ? (input.sessionId ?? null) : null
	if (sessionId !== null && (await sessionEdition(db, sessionId)) !== input.editionId)
		return refused(SESSION_OF_ANOTHER_EDITION, 'sessionId')
	return {
		edition_id: input.editionId,
		subject: input.subject,
		subject_fr: input.subjectFr ?? null,
		body_html: body,
		body_html_fr: isBlankHtml(bodyFr) ? null : bodyFr,
		audience: input.audience,
		session_id: sessionId,
	}
}

/**
 * Saves an announcement by `actor` at `now`: a new draft when `id` is null ("Add Announcement"),
 * else the texts and audience of announcement `id`, while it is a draft or scheduled ("Update
 * Announcement"; a scheduled one keeps its time). Returns its id, or a refusal (see `toWrite`; a
 * queued or cancelled announcement), or not-found. Throws on a database failure.
 */
export async function saveAnnouncement(
	db: Database,
	actor: Actor,
	id: number | null,
	input: AnnouncementInput,
	now: Date,
): Promise<{ ok: true; id: number } | AnnouncementRefusal> {
	const row = await toWrite(db, input)
	if ('reason' in row) return row
	return writeTransaction(db, async (trx) => {
		if (id === null) {
			const added = await insertAnnouncement(trx, row, actor.fullName, now)
			await recordActivity(
				trx,
				actorActivity(actor, 'Add Announcement', `Wrote announcement ${described(row)}`),
				now,
			)
			return { ok: true, id: added } as const
		}
		const before = await findAnnouncement(trx, id)
		if (!before) return notFound
		if (!(await updateOpenAnnouncement(trx, id, row, now))) return refused(NOT_OPEN)
		await recordActivity(
			trx,
			actorActivity(actor, 'Update Announcement', `Saved announcement ${described(row)}`),
			now,
		)
		return { ok: true, id } as const
	})
}

/** The mails of `announcement` to `recipients`: each subject in its recipient's language. */
function announcementMails(announcement: AnnouncementRow, recipients: AnnouncementRecipient[]): NewMail[] {
	return recipients.map((recipient) => ({
		kind: 'announcement',
		announcementId: announcement.id,
		...(recipient.attendeeId !== null ? { attendeeId: recipient.attendeeId } : {}),
		...(recipient.groupId !== null ? { groupId: recipient.groupId } : {}),
		to: recipient.address,
		subject:
			recipient.locale === 'fr' && announcement.subject_fr ? announcement.subject_fr : announcement.subject,
	}))
}

/** Who queued it: a staff member ("Send now"), or the mail worker for a scheduled one. */
export type QueuedBy = Actor | 'schedule'

/**
 * Queues announcement `id` at `now` ("Send now", or its scheduled time come): in one transaction,
 * one `announcement` mail per recipient address of its audience as it stands now (Message-IDs on
 * `messageIdHost`), written in batches, the announcement marked queued with `queued_at` and
 * `recipient_count`, and an activity row. Refused, writing nothing, when the audience selects nobody
 * (`EMPTY_AUDIENCE`) or the announcement is no longer a draft or scheduled (`NOT_OPEN`: another run
 * queued it first). Returns how many mails were queued. Throws on a database failure.
 */
export async function queueAnnouncement(
	db: Database,
	by: QueuedBy,
	id: number,
	messageIdHost: string,
	now: Date,
): Promise<{ ok: true; count: number; subject: string } | AnnouncementRefusal> {
	return writeTransaction(db, async (trx) => {
		const announcement = await findAnnouncement(trx, id)
		if (!announcement) return notFound
		if (announcement.status !== 'draft' && announcement.status !== 'scheduled') return refused(NOT_OPEN)
		const recipients = await announcementRecipients(trx, {
			editionId: announcement.edition_id,
			audience: announcement.audience,
			sessionId: announcement.session_id,
		})
		if (!recipients.length) return refused(EMPTY_AUDIENCE)
		// The conditional update first: a second run at once waits here, then finds it queued.
		if (!(await markAnnouncementQueued(trx, id, recipients.length, now))) return refused(NOT_OPEN)
		const mails = announcementMails(announcement, recipients)
		for (let from = 0; from < mails.length; from += INSERT_BATCH)
			await enqueueMails(trx, mails.slice(from, from + INSERT_BATCH), messageIdHost, now)
		const what = `announcement ${described(announcement)} to ${recipients.length} ${recipients.length === 1 ? 'address' : 'addresses'}`
		await recordActivity(
			trx,
			by === 'schedule'
				? {
						userId: null,
						username: 'Scheduled sending',
						type: 'Send Announcement',
						description: `Queued ${what} at its scheduled time (written by ${announcement.created_by})`,
					}
				: actorActivity(by, 'Send Announcement', `Queued ${what}`),
			now,
		)
		return { ok: true, count: recipients.length, subject: announcement.subject } as const
	})
}

/**
 * Schedules announcement `id` (a draft or scheduled) by `actor` for `sendAt` (ISO, UTC): the mail
 * worker queues it once that time has come. Refused, changing nothing: a time not ahead of `now`, an
 * audience that selects nobody now, an announcement no longer open. Throws on a database failure.
 */
export async function scheduleAnnouncement(
	db: Database,
	actor: Actor,
	id: number,
	sendAt: string,
	now: Date,
): Promise<{ ok: true; subject: string } | AnnouncementRefusal> {
	if (Date.parse(sendAt) <= now.getTime()) return refused(SEND_AT_PAST, 'sendAt')
	return writeTransaction(db, async (trx) => {
		const announcement = await findAnnouncement(trx, id)
		if (!announcement) return notFound
		const recipients = await announcementRecipients(trx, {
			editionId: announcement.edition_id,
			audience: announcement.audience,
			sessionId: announcement.session_id,
		})
		if (!recipients.length) return refused(EMPTY_AUDIENCE)
		if (!(await setAnnouncementSchedule(trx, id, sendAt, now))) return refused(NOT_OPEN)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Schedule Announcement',
				`Scheduled announcement ${described(announcement)} for ${sendAt}`,
			),
			now,
		)
		return { ok: true, subject: announcement.subject } as const
	})
}

/**
 * Puts scheduled announcement `id` back to a draft by `actor` ("Cancel schedule"). Refused when it
 * is not scheduled (already queued, or a draft). Throws on a database failure.
 */
export async function cancelAnnouncementSchedule(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ ok: true } | AnnouncementRefusal> {
	return writeTransaction(db, async (trx) => {
		const announcement = await findAnnouncement(trx, id)
		if (!announcement) return notFound
		if (!(await setAnnouncementSchedule(trx, id, null, now)))
			return refused(announcement.status === 'draft' ? 'This announcement is not scheduled.' : NOT_OPEN)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Cancel Announcement Schedule',
				`Unscheduled announcement ${described(announcement)}`,
			),
			now,
		)
		return { ok: true } as const
	})
}

/**
 * Queues the test of announcement `id` to `staff` (the signed-in staff member's address), kind
 * `announcement-test`, its subject marked as a test: the English mail, and the French one too when
 * the announcement has a French text or subject. Any status may be tested. Returns the number of
 * mails queued (1 or 2). Throws on a database failure.
 */
export async function sendAnnouncementTest(
	db: Database,
	staff: Actor & { email: string },
	id: number,
	messageIdHost: string,
	now: Date,
): Promise<{ ok: true; count: number; to: string } | AnnouncementRefusal> {
	return writeTransaction(db, async (trx) => {
		const announcement = await findAnnouncement(trx, id)
		if (!announcement) return notFound
		const mails: NewMail[] = [
			{
				kind: 'announcement-test',
				announcementId: id,
				to: staff.email,
				subject: testSubject(announcement.subject, 'en'),
			},
		]
		if (announcement.subject_fr || announcement.body_html_fr)
			mails.push({
				kind: 'announcement-test',
				announcementId: id,
				to: staff.email,
				subject: testSubject(announcement.subject_fr ?? announcement.subject, 'fr'),
			})
		await enqueueMails(trx, mails, messageIdHost, now)
		await recordActivity(
			trx,
			actorActivity(
				actor(staff),
				'Test Announcement',
				`Sent a test of announcement ${described(announcement)} to ${staff.email}`,
			),
			now,
		)
		return { ok: true, count: mails.length, to: staff.email } as const
	})
}

function actor(staff: Actor): Actor {
	return { id: staff.id, fullName: staff.fullName }
}

/**
 * The mail worker's look at scheduled announcements at `now`: queues each whose time has come
 * (`queueAnnouncement`, safe with several workers at once). One whose audience selects nobody at
 * its time is cancelled, with an activity row saying why. Returns how many mails were queued.
 */
export async function queueDueAnnouncements(db: Database, now: Date, messageIdHost: string): Promise<number> {
	let queued = 0
	for (const id of await dueAnnouncementIds(db, now)) {
		const result = await queueAnnouncement(db, 'schedule', id, messageIdHost, now)
		if (result.ok) queued += result.count
		else if (result.reason === 'refused' && result.message === EMPTY_AUDIENCE)
			await writeTransaction(db, async (trx) => {
				const announcement = await findAnnouncement(trx, id)
				if (!announcement || !(await markAnnouncementCancelled(trx, id, now))) return
				await recordActivity(
					trx,
					{
						userId: null,
						username: 'Scheduled sending',
						type: 'Cancel Announcement',
						description: `Cancelled announcement ${described(announcement)} at its scheduled time: nobody was in its audience`,
					},
					now,
				)
			})
	}
	return queued
}

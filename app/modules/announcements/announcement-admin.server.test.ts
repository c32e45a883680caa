/**
 * Announcements in the back office (docs/event-days.md, "Announcements"), on SQLite and PostgreSQL:
 * who each audience selects, an empty audience refused with nothing changed, queueing once even
 * when two runs race or one is repeated, scheduled announcements queued at their time and not
 * before, the subject in each recipient's language, and the counts from the outbox.
 */
import { describe, expect, test, vi } from 'vitest'
import type { Database } from '#app/db/handle.ts'
import type { AnnouncementAudience } from '#app/db/schema.ts'
import { recordMovement } from '#app/modules/payments/ledger.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { delegateInput, groupAccount, registrationAccount } from '#tests/factories/accounts.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import {
	cancelAnnouncementSchedule,
	EMPTY_AUDIENCE,
	NOT_OPEN,
	queueAnnouncement,
	queueDueAnnouncements,
	saveAnnouncement,
	scheduleAnnouncement,
	sendAnnouncementTest,
} from './announcement-admin.server.ts'
import { SEND_AT_PAST } from './announcement.schema.ts'
import {
	announcementMailCounts,
	announcementRecipients,
	findAnnouncement,
} from './announcements.queries.server.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

const HOST = 'summit.test'
const HOUR = 3_600_000

/**
 * One edition with: ama1 (alone, unpaid, French, scanned into the keynote), ama2 (alone, part-paid),
 * ama3 (alone, paid, checked in, scanned into the keynote), and Gold Coast Bank's group of two
 * (unpaid; its contact efua@goldcoast.example). Another edition has ama9, whom no audience of the
 * first selects. Returns the edition, the keynote and an empty session.
 */
async function arrange(db: Database, actorId: number) {
	const editionId = await editionFactory(db, 'upcoming', now)
	const french = await registerAttendee(db, delegateInput(1, 'Awa Traoré'), now, HOST, undefined, 'fr')
	if (!french.ok) throw new Error(french.message)
	const partPaid = await registrationAccount(db, now, 2)
	const paid = await registrationAccount(db, now, 3)
	await groupAccount(db, now, 2)
	const by = { userId: actorId, name: 'Summit Administrator', role: 'Administrator' } as const
	for (const [account, amount] of [
		[partPaid, 50_000],
		[paid, 200_000],
	] as const) {
		const result = await recordMovement(
			db,
			account,
			{ kind: 'payment', method: 'bank', amountPesewas: amount, reference: `BANK-${amount}` },
			by,
			now,
		)
		if (!result.ok) throw new Error(result.message)
	}
	await db
		.updateTable('attendees')
		.set({ checked_in_at: now.toISOString(), checked_in_by: 'Desk' })
		.where('id', '=', paid.id)
		.execute()
	const session = (heading: string) =>
		db
			.insertInto('agenda_sessions')
			.values({
				edition_id: editionId,
				heading,
				starts_at: new Date(now.getTime() + 60 * 24 * HOUR).toISOString(),
				ends_at: new Date(now.getTime() + 60 * 24 * HOUR + HOUR).toISOString(),
				updated_at: now.toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
	const keynote = (await session('Opening keynote')).id
	const empty = (await session('Closing panel')).id
	await db
		.insertInto('session_attendance')
		.values([
			{ session_id: keynote, attendee_id: french.attendeeId, scanned_by: 'Desk' },
			{ session_id: keynote, attendee_id: paid.id, scanned_by: 'Desk' },
		])
		.execute()
	const other = await editionFactory(db, 'past', now)
	await db
		.insertInto('attendees')
		.values({
			edition_id: other,
			full_name: 'Ama Nine',
			email: 'ama9@volta.example',
			company_name: 'Volta Assurance',
			designation: 'Auditor',
			whatsapp_number: '+233 24 123 4567',
		})
		.execute()
	return { editionId, keynote, empty }
}

function draft(editionId: number, audience: AnnouncementAudience, sessionId?: number) {
	return {
		editionId,
		subject: 'Doors open at 8',
		subjectFr: 'Ouverture des portes à 8 h',
		body: '<p>Doors open at <strong>8:00</strong>.</p><script>alert(1)</script>',
		bodyFr: '<p>Les portes ouvrent à 8 h.</p>',
		audience,
		sessionId,
	}
}

describe.each(testDialects)('announcements on %s', (dialect) => {
	const t = useBackOffice(dialect)

	const addresses = async (
		editionId: number,
		audience: AnnouncementAudience,
		sessionId: number | null = null,
	) => (await announcementRecipients(t.db, { editionId, audience, sessionId })).map((r) => r.address).sort()

	const announcementMails = (id: number) =>
		t.db
			.selectFrom('mail_outbox')
			.select(['kind', 'to_address', 'subject', 'attendee_id', 'group_id', 'status'])
			.where('announcement_id', '=', id)
			.orderBy('to_address')
			.execute()

	test('each audience selects the right people of the edition, each address once', async () => {
		const { editionId, keynote, empty } = await arrange(t.db, t.actor.id)
		const everyone = [
			'ama1@volta.example',
			'ama2@volta.example',
			'ama3@volta.example',
			'colleague1@goldcoast.example',
			'colleague2@goldcoast.example',
		]
		expect(await addresses(editionId, 'all')).toEqual(everyone)
		// Owing: the two alone who owe, and the group through its contact (who pays for it).
		expect(await addresses(editionId, 'unpaid')).toEqual([
			'ama1@volta.example',
			'ama2@volta.example',
			'efua@goldcoast.example',
		])
		expect(await addresses(editionId, 'paid')).toEqual(['ama3@volta.example'])
		expect(await addresses(editionId, 'group-contacts')).toEqual(['efua@goldcoast.example'])
		expect(await addresses(editionId, 'checked-in')).toEqual(['ama3@volta.example'])
		expect(await addresses(editionId, 'not-checked-in')).toEqual(
			everyone.filter((a) => a !== 'ama3@volta.example'),
		)
		expect(await addresses(editionId, 'session', keynote)).toEqual([
			'ama1@volta.example',
			'ama3@volta.example',
		])
		expect(await addresses(editionId, 'session', empty)).toEqual([])
	})

	test('an announcement to an empty audience is refused before sending, changing nothing', async () => {
		const { editionId, empty } = await arrange(t.db, t.actor.id)
		const saved = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'session', empty), now)
		if (!saved.ok) throw new Error('not saved')
		const activityBefore = await loggedActivity(t.db)
		expect(await queueAnnouncement(t.db, t.actor, saved.id, HOST, now)).toEqual({
			ok: false,
			reason: 'refused',
			message: EMPTY_AUDIENCE,
		})
		expect(
			await scheduleAnnouncement(t.db, t.actor, saved.id, new Date(now.getTime() + HOUR).toISOString(), now),
		).toMatchObject({
			ok: false,
			message: EMPTY_AUDIENCE,
		})
		expect(await findAnnouncement(t.db, saved.id)).toMatchObject({
			status: 'draft',
			queued_at: null,
			recipient_count: null,
		})
		expect(await announcementMails(saved.id)).toEqual([])
		expect(await loggedActivity(t.db)).toEqual(activityBefore)
	})

	test('sending queues one mail per address in its language, once, even when two runs race or one is repeated', async () => {
		const { editionId } = await arrange(t.db, t.actor.id)
		const saved = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'unpaid'), now)
		if (!saved.ok) throw new Error('not saved')
		// The text is kept through the allow-list only.
		expect((await findAnnouncement(t.db, saved.id))?.body_html).toBe(
			'<p>Doors open at <strong>8:00</strong>.</p>',
		)

		const runs = await Promise.all([
			queueAnnouncement(t.db, t.actor, saved.id, HOST, now),
			queueAnnouncement(t.db, 'schedule', saved.id, HOST, now),
		])
		expect(runs.filter((run) => run.ok)).toEqual([{ ok: true, count: 3, subject: 'Doors open at 8' }])
		expect(runs.filter((run) => !run.ok)).toEqual([{ ok: false, reason: 'refused', message: NOT_OPEN }])
		expect(await queueAnnouncement(t.db, t.actor, saved.id, HOST, now)).toEqual({
			ok: false,
			reason: 'refused',
			message: NOT_OPEN,
		})

		const mails = await announcementMails(saved.id)
		expect(mails.map((m) => [m.to_address, m.subject, m.attendee_id !== null, m.group_id !== null])).toEqual([
			['ama1@volta.example', 'Ouverture des portes à 8 h', true, false],
			['ama2@volta.example', 'Doors open at 8', true, false],
			['efua@goldcoast.example', 'Doors open at 8', false, true],
		])
		expect(mails.every((m) => m.kind === 'announcement' && m.status === 'queued')).toBe(true)
		expect(await findAnnouncement(t.db, saved.id)).toMatchObject({
			status: 'queued',
			queued_at: now.toISOString(),
			recipient_count: 3,
		})
		const sends = (await loggedActivity(t.db)).filter((row) => row.type === 'Send Announcement')
		expect(sends).toHaveLength(1)
		// Once queued it is read-only.
		expect(await saveAnnouncement(t.db, t.actor, saved.id, draft(editionId, 'all'), now)).toEqual({
			ok: false,
			reason: 'refused',
			message: NOT_OPEN,
		})
	})

	test('a failed activity row leaves the announcement unsent and no mail queued', async () => {
		const { editionId } = await arrange(t.db, t.actor.id)
		const saved = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'all'), now)
		if (!saved.ok) throw new Error('not saved')
		await expectUndoneWhenActivityFails(
			() => queueAnnouncement(t.db, t.actor, saved.id, HOST, now),
			async () => [(await findAnnouncement(t.db, saved.id))?.status, await announcementMails(saved.id)],
		)
	})

	test('a scheduled announcement is queued by the worker once its time has come, not before; cancelling stops it', async () => {
		const { editionId } = await arrange(t.db, t.actor.id)
		const saved = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'checked-in'), now)
		const other = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'all'), now)
		if (!saved.ok || !other.ok) throw new Error('not saved')
		const at = new Date(now.getTime() + 2 * HOUR)
		expect(await scheduleAnnouncement(t.db, t.actor, saved.id, now.toISOString(), now)).toEqual({
			ok: false,
			reason: 'refused',
			message: SEND_AT_PAST,
			field: 'sendAt',
		})
		expect(await scheduleAnnouncement(t.db, t.actor, saved.id, at.toISOString(), now)).toMatchObject({
			ok: true,
		})
		expect(await scheduleAnnouncement(t.db, t.actor, other.id, at.toISOString(), now)).toMatchObject({
			ok: true,
		})
		expect(await cancelAnnouncementSchedule(t.db, t.actor, other.id, now)).toEqual({ ok: true })
		expect(await findAnnouncement(t.db, other.id)).toMatchObject({ status: 'draft', send_at: null })

		expect(await queueDueAnnouncements(t.db, new Date(at.getTime() - 1000), HOST)).toBe(0)
		expect(await findAnnouncement(t.db, saved.id)).toMatchObject({
			status: 'scheduled',
			send_at: at.toISOString(),
		})
		expect(await announcementMails(saved.id)).toEqual([])

		expect(await queueDueAnnouncements(t.db, at, HOST)).toBe(1)
		expect(await queueDueAnnouncements(t.db, new Date(at.getTime() + 60_000), HOST)).toBe(0)
		expect((await announcementMails(saved.id)).map((m) => m.to_address)).toEqual(['ama3@volta.example'])
		expect(await findAnnouncement(t.db, saved.id)).toMatchObject({
			status: 'queued',
			queued_at: at.toISOString(),
		})
		expect(await findAnnouncement(t.db, other.id)).toMatchObject({ status: 'draft' })
		expect(await cancelAnnouncementSchedule(t.db, t.actor, saved.id, now)).toMatchObject({
			ok: false,
			message: NOT_OPEN,
		})
		expect((await loggedActivity(t.db)).at(-1)).toMatchObject({
			user_id: null,
			type: 'Send Announcement',
		})
	})

	test('a scheduled announcement whose audience is empty at its time is cancelled, with nothing queued', async () => {
		const { editionId } = await arrange(t.db, t.actor.id)
		const saved = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'checked-in'), now)
		if (!saved.ok) throw new Error('not saved')
		const at = new Date(now.getTime() + HOUR)
		await scheduleAnnouncement(t.db, t.actor, saved.id, at.toISOString(), now)
		await t.db.updateTable('attendees').set({ checked_in_at: null, checked_in_by: null }).execute()
		expect(await queueDueAnnouncements(t.db, at, HOST)).toBe(0)
		expect(await findAnnouncement(t.db, saved.id)).toMatchObject({ status: 'cancelled' })
		expect(await announcementMails(saved.id)).toEqual([])
	})

	test('the counts come from its outbox rows; a test goes to the staff member, marked, not counted', async () => {
		const { editionId } = await arrange(t.db, t.actor.id)
		const saved = await saveAnnouncement(t.db, t.actor, null, draft(editionId, 'all'), now)
		if (!saved.ok) throw new Error('not saved')
		expect(
			await sendAnnouncementTest(t.db, { ...t.actor, email: 'admin@summit.example' }, saved.id, HOST, now),
		).toEqual({ ok: true, count: 2, to: 'admin@summit.example' })
		const tests = await announcementMails(saved.id)
		expect(tests.map((m) => [m.kind, m.to_address, m.subject])).toEqual([
			['announcement-test', 'admin@summit.example', '[Test] Doors open at 8'],
			['announcement-test', 'admin@summit.example', '[Test, en français] Ouverture des portes à 8 h'],
		])
		expect((await loggedActivity(t.db)).at(-1)).toEqual(
			activityBy(
				t.actor,
				'Test Announcement',
				'Sent a test of announcement “Doors open at 8” (Everyone registered for the edition) to admin@summit.example',
			),
		)
		expect((await announcementMailCounts(t.db, [saved.id])).get(saved.id)).toEqual({
			queued: 0,
			sent: 0,
			failed: 0,
		})

		await queueAnnouncement(t.db, t.actor, saved.id, HOST, now)
		const setStatus = (to: string, status: 'sent' | 'failed' | 'sending') =>
			t.db
				.updateTable('mail_outbox')
				.set({ status })
				.where('announcement_id', '=', saved.id)
				.where('kind', '=', 'announcement')
				.where('to_address', '=', to)
				.execute()
		await setStatus('ama1@volta.example', 'sent')
		await setStatus('ama2@volta.example', 'sent')
		await setStatus('ama3@volta.example', 'failed')
		await setStatus('colleague1@goldcoast.example', 'sending')
		expect((await announcementMailCounts(t.db, [saved.id, 999])).get(saved.id)).toEqual({
			queued: 2,
			sent: 2,
			failed: 1,
		})
		expect((await announcementMailCounts(t.db, [999])).get(999)).toEqual({ queued: 0, sent: 0, failed: 0 })
	})

	test('a session of another edition, or a text the allow-list empties, is refused and nothing is saved', async () => {
		const { editionId, keynote } = await arrange(t.db, t.actor.id)
		const other = await editionFactory(t.db, 'undated', now)
		expect(await saveAnnouncement(t.db, t.actor, null, draft(other, 'session', keynote), now)).toMatchObject({
			ok: false,
			field: 'sessionId',
		})
		expect(
			await saveAnnouncement(
				t.db,
				t.actor,
				null,
				{ ...draft(editionId, 'all'), body: '<script>x</script>' },
				now,
			),
		).toMatchObject({ ok: false, field: 'body' })
		expect(await t.db.selectFrom('announcements').select('id').execute()).toEqual([])
	})
})

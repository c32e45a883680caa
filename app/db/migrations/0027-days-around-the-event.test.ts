/**
 * Migration 0027 on SQLite and PostgreSQL: a scan into a session is one row however often it is
 * written; an attendee has at most one certificate that is not revoked; an announcement is mailed at
 * most once per address, a certificate once, an evaluation invitation once per attendee; deleting an
 * attendee takes their attendance, certificates and answered-mark with it, never an anonymous answer.
 */
import { describe, expect, test } from 'vitest'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'

describe.each(testDialects)('migration 0027 on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const stamp = '2027-03-18T10:00:00.000Z'

	async function editionWithAttendee() {
		const edition = await t.db
			.insertInto('event_editions')
			.values({
				year: 2027,
				theme: null,
				venue: 'Accra',
				starts_at: '2027-03-18T08:00:00.000Z',
				regular_fee_pesewas: null,
				early_bird_fee_pesewas: null,
				early_bird_expires_on: null,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const attendee = await t.db
			.insertInto('attendees')
			.values({
				edition_id: edition.id,
				full_name: 'Ama Mensah',
				email: 'ama@example.com',
				contact_number: null,
				whatsapp_number: '+233201234567',
				company_name: 'Ghana Audit',
				designation: 'Head of Audit',
				heard_from: null,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const session = await t.db
			.insertInto('agenda_sessions')
			.values({
				edition_id: edition.id,
				heading: 'Risk-based auditing',
				starts_at: '2027-03-18T09:00:00.000Z',
				ends_at: '2027-03-18T10:30:00.000Z',
				speaker: null,
				speaker_id: null,
				description: null,
				cpe_hours_hundredths: 150,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return { editionId: edition.id, attendeeId: attendee.id, sessionId: session.id }
	}

	function certificate(editionId: number, attendeeId: number, serial: number) {
		return t.db
			.insertInto('certificates')
			.values({
				edition_id: editionId,
				attendee_id: attendeeId,
				serial,
				number: `2027-${serial}-X`,
				full_name: 'Ama Mensah',
				cpe_hours_hundredths: 150,
				sessions_json: '[]',
				issued_at: stamp,
				issued_by: 'Staff',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
	}

	function mail(values: {
		kind: string
		to: string
		announcementId?: number
		certificateId?: number
		attendeeId?: number
	}) {
		return t.db
			.insertInto('mail_outbox')
			.values({
				kind: values.kind,
				attendee_id: values.attendeeId ?? null,
				enquiry_id: null,
				announcement_id: values.announcementId ?? null,
				certificate_id: values.certificateId ?? null,
				to_address: values.to,
				subject: 'Doors open at 8',
				message_id: `<${Math.random()}@summit.test>`,
				next_attempt_at: stamp,
			})
			.execute()
	}

	async function refused(write: Promise<unknown>) {
		const error = await write.then(
			() => null,
			(e: unknown) => e,
		)
		expect(isUniqueViolation(error)).toBe(true)
	}

	test('a session keeps its CPE hours; a second scan of the same attendee is refused by the key', async () => {
		const { attendeeId, sessionId } = await editionWithAttendee()
		const read = await t.db
			.selectFrom('agenda_sessions')
			.select('cpe_hours_hundredths')
			.where('id', '=', sessionId)
			.executeTakeFirstOrThrow()
		expect(read).toEqual({ cpe_hours_hundredths: 150 })
		await t.db
			.insertInto('session_attendance')
			.values({ session_id: sessionId, attendee_id: attendeeId, scanned_by: 'Kofi' })
			.execute()
		await refused(
			t.db
				.insertInto('session_attendance')
				.values({ session_id: sessionId, attendee_id: attendeeId, scanned_by: 'Kofi' })
				.execute(),
		)
	})

	test('one certificate not revoked per attendee; a revoked one leaves room for its reissue', async () => {
		const { editionId, attendeeId } = await editionWithAttendee()
		const first = await certificate(editionId, attendeeId, 1)
		await refused(certificate(editionId, attendeeId, 2))
		await t.db
			.updateTable('certificates')
			.set({ revoked_at: stamp, revoked_by: 'Staff', revoked_reason: 'Name corrected' })
			.where('id', '=', first.id)
			.execute()
		await certificate(editionId, attendeeId, 2)
		await refused(certificate(editionId, attendeeId, 2))
	})

	test('announcement, certificate and evaluation-invitation mails are queued once each', async () => {
		const { editionId, attendeeId } = await editionWithAttendee()
		const announcement = await t.db
			.insertInto('announcements')
			.values({
				edition_id: editionId,
				subject: 'Doors open at 8',
				body_html: '<p>Doors open at 8.</p>',
				audience: 'all',
				created_by: 'Staff',
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await mail({ kind: 'announcement', to: 'ama@example.com', announcementId: announcement.id })
		await refused(mail({ kind: 'announcement', to: 'ama@example.com', announcementId: announcement.id }))
		await mail({ kind: 'announcement-test', to: 'staff@example.com', announcementId: announcement.id })
		await mail({ kind: 'announcement-test', to: 'staff@example.com', announcementId: announcement.id })

		const { id: certificateId } = await certificate(editionId, attendeeId, 1)
		await mail({ kind: 'certificate', to: 'ama@example.com', certificateId })
		await refused(mail({ kind: 'certificate', to: 'ama@example.com', certificateId }))

		await mail({ kind: 'evaluation-invite', to: 'ama@example.com', attendeeId })
		await refused(mail({ kind: 'evaluation-invite', to: 'ama@example.com', attendeeId }))
	})

	test('deleting an attendee removes their attendance, certificate and answered-mark, not the anonymous answer', async () => {
		const { editionId, attendeeId, sessionId } = await editionWithAttendee()
		await t.db
			.insertInto('session_attendance')
			.values({ session_id: sessionId, attendee_id: attendeeId, scanned_by: 'Kofi' })
			.execute()
		await certificate(editionId, attendeeId, 1)
		await t.db
			.insertInto('evaluation_answers')
			.values({ attendee_id: attendeeId, edition_id: editionId })
			.execute()
		await t.db
			.insertInto('evaluation_responses')
			.values({ id: 'r1', edition_id: editionId, overall_rating: 5, answered_on: '2027-03-19' })
			.execute()
		await t.db
			.insertInto('evaluation_session_ratings')
			.values({ response_id: 'r1', session_id: sessionId, rating: 4 })
			.execute()

		await t.db.deleteFrom('attendees').where('id', '=', attendeeId).execute()
		const count = async (
			table:
				| 'session_attendance'
				| 'certificates'
				| 'evaluation_answers'
				| 'evaluation_responses'
				| 'evaluation_session_ratings',
		) =>
			Number(
				(
					await t.db
						.selectFrom(table)
						.select((eb) => eb.fn.countAll().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		expect(await count('session_attendance')).toBe(0)
		expect(await count('certificates')).toBe(0)
		expect(await count('evaluation_answers')).toBe(0)
		expect(await count('evaluation_responses')).toBe(1)
		expect(await count('evaluation_session_ratings')).toBe(1)
	})

	test('ratings outside 1–5 and CPE hours past a day are refused', async () => {
		const { editionId, sessionId } = await editionWithAttendee()
		await expect(
			t.db
				.insertInto('evaluation_responses')
				.values({ id: 'r2', edition_id: editionId, overall_rating: 6, answered_on: '2027-03-19' })
				.execute(),
		).rejects.toThrow()
		await expect(
			t.db
				.updateTable('agenda_sessions')
				.set({ cpe_hours_hundredths: 2401 })
				.where('id', '=', sessionId)
				.execute(),
		).rejects.toThrow()
	})
})

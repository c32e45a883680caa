/**
 * Test factories for CPE certificates (docs/event-days.md): an agenda session with its CPE hours, a
 * registration written straight into the table (with its ticket reference, without the
 * confirmation mail registering queues), and the session attendance the check-in desk would scan,
 * inserted directly.
 */
import type { Database } from '#app/db/connect.server.ts'
import { deskReference, newTicketRef } from '#app/modules/registration/ticket-token.server.ts'

/** Inserts a session of `editionId` from `startsAt` to `endsAt` earning `hours` (hundredths, null: none). */
export async function cpeSessionFactory(
	db: Database,
	editionId: number,
	session: { heading: string; startsAt: string; endsAt: string; hours: number | null; headingFr?: string },
): Promise<number> {
	const row = await db
		.insertInto('agenda_sessions')
		.values({
			edition_id: editionId,
			heading: session.heading,
			heading_fr: session.headingFr ?? null,
			starts_at: session.startsAt,
			ends_at: session.endsAt,
			speaker: null,
			description: null,
			cpe_hours_hundredths: session.hours,
			updated_at: session.startsAt,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Inserts registrations of `editionId` (name `Delegate <n>` unless given, address `<n>@…`); their ids. */
export async function delegatesFactory(
	db: Database,
	editionId: number,
	people: readonly { fullName: string; email: string; locale?: 'en' | 'fr' }[],
): Promise<number[]> {
	const ids: number[] = []
	for (let start = 0; start < people.length; start += 500) {
		const rows = await db
			.insertInto('attendees')
			.values(
				people.slice(start, start + 500).map((person) => {
					const ref = newTicketRef()
					return {
						edition_id: editionId,
						full_name: person.fullName,
						email: person.email,
						whatsapp_number: '+233 24 000 0000',
						contact_number: null,
						company_name: 'Volta Assurance',
						designation: 'Internal Auditor',
						heard_from: null,
						ticket_ref: ref,
						desk_ref: deskReference(ref),
						locale: person.locale ?? 'en',
					}
				}),
			)
			.returning('id')
			.execute()
		ids.push(...rows.map((r) => r.id))
	}
	return ids
}

/** Records that each of `attendeeIds` was scanned into each of `sessionIds` at `at`. */
export async function attendFactory(
	db: Database,
	sessionIds: readonly number[],
	attendeeIds: readonly number[],
	at: Date,
): Promise<void> {
	const rows = sessionIds.flatMap((session_id) =>
		attendeeIds.map((attendee_id) => ({
			session_id,
			attendee_id,
			scanned_at: at.toISOString(),
			scanned_by: 'Door volunteer',
		})),
	)
	for (let start = 0; start < rows.length; start += 500)
		await db
			.insertInto('session_attendance')
			.values(rows.slice(start, start + 500))
			.execute()
}

/**
 * Test factories for the days around the event: `sessionFactory(db, editionId, …)` adds an agenda
 * session (with CPE hours in hundredths, or none), `attendeeRow(db, editionId, name)` a registration
 * written directly (no ticket, no mail) with a desk reference, for tests of session attendance.
 */
import type { Database } from '#app/db/connect.server.ts'

/** Adds a session of `editionId` from `startsAt` (ISO UTC) for `minutes`; returns its id. */
export async function sessionFactory(
	db: Database,
	editionId: number,
	session: { heading: string; startsAt: string; minutes?: number; cpeHoursHundredths?: number | null },
): Promise<number> {
	const starts = new Date(session.startsAt)
	const ends = new Date(starts.getTime() + (session.minutes ?? 60) * 60_000)
	const row = await db
		.insertInto('agenda_sessions')
		.values({
			edition_id: editionId,
			heading: session.heading,
			starts_at: starts.toISOString(),
			ends_at: ends.toISOString(),
			speaker: null,
			speaker_id: null,
			description: null,
			cpe_hours_hundredths: session.cpeHoursHundredths ?? null,
			created_at: starts.toISOString(),
			updated_at: starts.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** A registration of `editionId` for `name` (email from the name), with `deskRef`; returns its id. */
export async function attendeeRow(
	db: Database,
	editionId: number,
	name: string,
	deskRef?: string,
): Promise<number> {
	const row = await db
		.insertInto('attendees')
		.values({
			edition_id: editionId,
			full_name: name,
			email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
			contact_number: null,
			whatsapp_number: '+233 24 000 0000',
			company_name: 'Volta Assurance',
			designation: 'Auditor',
			heard_from: null,
			...(deskRef ? { desk_ref: deskRef, ticket_ref: `ref-${deskRef}` } : {}),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

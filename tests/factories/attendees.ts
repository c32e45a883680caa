/**
 * Test factory for a registration: `registeredAttendee(db, now)` makes an upcoming edition and
 * registers one delegate through the registration itself (`registerAttendee`, so the row has its
 * ticket reference and its confirmation is queued), and returns the row's id and ticket reference.
 */
import type { Database } from '#app/db/connect.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { editionFactory } from './editions.ts'

/** The delegate `registeredAttendee` registers. */
export const attendeeInput = {
	name: 'Amina Yusuf',
	company_name: 'Sahel Audit',
	role: 'Audit Manager',
	email: 'amina@sahel.example',
	whatsapp_number: '+234 803 123 4567',
	contact_number: undefined,
	notice: undefined,
}

/** Registers `attendeeInput` for a new upcoming edition at `now`: the row's id and ticket reference. */
export async function registeredAttendee(
	db: Database,
	now: Date,
): Promise<{ id: number; ticketRef: string }> {
	await editionFactory(db, 'upcoming', now)
	await registerAttendee(db, attendeeInput, now, 'summit.test')
	const row = await db
		.selectFrom('attendees')
		.select(['id', 'ticket_ref'])
		.where('email', '=', attendeeInput.email)
		.executeTakeFirstOrThrow()
	return { id: row.id, ticketRef: row.ticket_ref! }
}

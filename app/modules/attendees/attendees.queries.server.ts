/**
 * Reads and writes of attendee registrations (`attendees`).
 */
import { countRows } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import type { NewAttendee } from '#app/db/schema.ts'
import type { RegistrationSource } from '#app/modules/registrations/registrations.queries.server.ts'

/** Inserts one registration and returns its id. Throws the driver's unique violation on a duplicate. */
export async function insertAttendee(db: Handle, attendee: NewAttendee): Promise<number> {
	const row = await db.insertInto('attendees').values(attendee).returning('id').executeTakeFirstOrThrow()
	return row.id
}

/** Number of registrations, for every edition or one. */
export async function countAttendees(db: Handle, editionId?: number): Promise<number> {
	const all = db.selectFrom('attendees')
	return countRows(editionId === undefined ? all : all.where('edition_id', '=', editionId))
}

/**
 * The attendee list of the back office (see `RegistrationSource`): registrations whose name or email
 * contains the search text.
 */
export const ATTENDEE_SOURCE: RegistrationSource = {
	table: 'attendees',
	searchColumns: ['full_name', 'email'],
	extraColumns: [],
}

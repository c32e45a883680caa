/**
 * Reads and writes of attendee registrations (`attendees`).
 */
import { countRows } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import type { NewAttendee } from '#app/db/schema.ts'
import type { RegistrationSource } from '#app/modules/registration-lists/registration-lists.queries.server.ts'

/** Inserts one registration and returns its id. Throws the driver's unique violation on a duplicate. */
export async function insertAttendee(db: Handle, attendee: NewAttendee): Promise<number> {
	const row = await db.insertInto('attendees').values(attendee).returning('id').executeTakeFirstOrThrow()
	return row.id
}

/**
 * Inserts several registrations in one statement. Returns each new id with its (normalised) email,
 * in no particular order (SQLite does not promise the insert order back).
 */
export async function insertAttendees(
	db: Handle,
	attendees: readonly NewAttendee[],
): Promise<{ id: number; email: string }[]> {
	return db
		.insertInto('attendees')
		.values([...attendees])
		.returning(['id', 'email'])
		.execute()
}

/** A registration with what its mail, ticket and manage pages show. */
export interface AttendeeRecord {
	id: number
	editionId: number
	fullName: string
	email: string
	companyName: string
	designation: string
	contactNumber: string | null
	whatsappNumber: string
	ticketRef: string | null
	deskRef: string | null
	checkedInAt: string | null
	checkedInBy: string | null
	/** The group its contact registered it with, or null. */
	groupId: number | null
	createdAt: string
}

const ATTENDEE_RECORD = [
	'id',
	'edition_id as editionId',
	'full_name as fullName',
	'email',
	'company_name as companyName',
	'designation',
	'contact_number as contactNumber',
	'whatsapp_number as whatsappNumber',
	'ticket_ref as ticketRef',
	'desk_ref as deskRef',
	'checked_in_at as checkedInAt',
	'checked_in_by as checkedInBy',
	'group_id as groupId',
	'created_at as createdAt',
] as const

/** The registration `id`, or undefined. */
export async function findAttendee(db: Handle, id: number): Promise<AttendeeRecord | undefined> {
	return db.selectFrom('attendees').select(ATTENDEE_RECORD).where('id', '=', id).executeTakeFirst()
}

/** The registration whose ticket reference is `ref`, or undefined (cancelled, or never issued). */
export async function findAttendeeByTicketRef(db: Handle, ref: string): Promise<AttendeeRecord | undefined> {
	return db.selectFrom('attendees').select(ATTENDEE_RECORD).where('ticket_ref', '=', ref).executeTakeFirst()
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
export const ATTENDEE_SOURCE: RegistrationSource<AttendeeExtra> = {
	table: 'attendees',
	searchIndex: 'attendees',
	extraColumns: ['fee_pesewas', 'checked_in_at', 'checked_in_by', 'group_id'],
}

/** The attendee list's columns beyond the shared ones: payment, check-in and group. */
export type AttendeeExtra = 'fee_pesewas' | 'checked_in_at' | 'checked_in_by' | 'group_id'

/**
 * A registrant made straight through the module (as the form would store them), removed after the
 * test, with the paths of their personal pages: the ticket (`/ticket/…`, what the QR code holds)
 * and the manage page (`/registration/…`, only in the confirmation mail).
 */
import type { Database } from '#app/db/handle.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'

export interface TestRegistrant {
	attendeeId: number
	/** The desk reference (`7K3Q-9P2D`). */
	deskRef: string
	/** `/ticket/<token>` */
	ticketPath: string
	/** `/registration/<token>` */
	managePath: string
}

/**
 * Registers `name` with `email` for the current edition and schedules the row's removal with
 * `cleanup`. Throws when the registration is refused (no open edition, a duplicate).
 */
export async function registerTestAttendee(
	db: Database,
	{ name, email }: { name: string; email: string },
	cleanup: (task: () => Promise<unknown>) => void,
): Promise<TestRegistrant> {
	const registered = await registerAttendee(
		db,
		{
			name,
			company_name: 'Cape Coast Audit',
			role: 'Internal Auditor',
			email,
			whatsapp_number: '+233 24 000 1111',
			contact_number: undefined,
			notice: undefined,
		},
		new Date(),
		'summit.test',
	)
	if (!registered.ok) throw new Error(registered.message)
	cleanup(() => db.deleteFrom('attendees').where('id', '=', registered.attendeeId).execute())
	const row = await db
		.selectFrom('attendees')
		.select(['ticket_ref', 'desk_ref'])
		.where('id', '=', registered.attendeeId)
		.executeTakeFirstOrThrow()
	const secret = await ticketSecret(db)
	return {
		attendeeId: registered.attendeeId,
		deskRef: row.desk_ref!,
		ticketPath: `/ticket/${signTicketRef(secret, row.ticket_ref!, 'ticket')}`,
		managePath: `/registration/${signTicketRef(secret, row.ticket_ref!, 'manage')}`,
	}
}

/**
 * Registers a group of two colleagues of "Valid Markup Group Ltd" for the current edition, its
 * contact and colleagues at addresses made from `email`, and schedules its removal with `cleanup`;
 * returns the group's id. For the pages that show one (a group's payments screen).
 */
export async function registerTestGroup(
	db: Database,
	email: string,
	cleanup: (task: () => Promise<unknown>) => void,
): Promise<number> {
	const group = await registerGroup(
		db,
		{
			name: 'Group Contact',
			email: `group-${email}`,
			whatsapp_number: '+233 20 765 4321',
			company_name: 'Valid Markup Group Ltd',
			consent: true,
			colleagues: [0, 1].map((index) => ({
				name: `Colleague ${index + 1}`,
				email: `colleague${index + 1}-${email}`,
				role: 'Auditor',
				whatsapp_number: '+233 24 123 4567',
				index,
			})),
		},
		new Date(),
		'summit.test',
	)
	if (!group.ok) throw new Error(group.message)
	cleanup(async () => {
		await db.deleteFrom('attendees').where('group_id', '=', group.groupId).execute()
		await db.deleteFrom('registration_groups').where('id', '=', group.groupId).execute()
	})
	return group.groupId
}

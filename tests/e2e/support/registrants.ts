/**
 * A registrant, or a group, made straight through the module (as the form would store them),
 * removed after the test, with the paths of their personal pages: the ticket (`/ticket/…`, what the
 * QR code holds), the manage page (`/registration/…`, only in the confirmation mail) and a group
 * contact's page (`/group/…`, only in their summary mail).
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

export interface TestGroup {
	groupId: number
	/** `/group/<token>`: the contact's page (only in their summary mail). */
	groupPath: string
	/** Each colleague's registration, in the order entered. */
	colleagues: TestRegistrant[]
}

/**
 * Registers a group of `names` from `company`, its contact `contact` <`email`>, for the current
 * edition, and schedules the removal of its colleagues and its row with `cleanup`. Throws when it is
 * refused.
 */
export async function registerTestGroup(
	db: Database,
	{ contact, email, company, names }: { contact: string; email: string; company: string; names: string[] },
	cleanup: (task: () => Promise<unknown>) => void,
): Promise<TestGroup> {
	const tag = email.replace(/@.*/, '')
	const registered = await registerGroup(
		db,
		{
			name: contact,
			email,
			whatsapp_number: '+233 20 000 2222',
			company_name: company,
			consent: true,
			colleagues: names.map((name, index) => ({
				name,
				email: `${tag}.${index + 1}@e2e.example`,
				role: 'Internal Auditor',
				whatsapp_number: '+233 24 000 3333',
				index,
			})),
		},
		new Date(),
		'summit.test',
	)
	if (!registered.ok) throw new Error(registered.message)
	const { groupId } = registered
	cleanup(async () => {
		await db.deleteFrom('attendees').where('group_id', '=', groupId).execute()
		await db.deleteFrom('registration_groups').where('id', '=', groupId).execute()
	})
	const secret = await ticketSecret(db)
	const group = await db
		.selectFrom('registration_groups')
		.select('manage_ref')
		.where('id', '=', groupId)
		.executeTakeFirstOrThrow()
	const rows = await db
		.selectFrom('attendees')
		.select(['id', 'ticket_ref', 'desk_ref'])
		.where('group_id', '=', groupId)
		.orderBy('id')
		.execute()
	return {
		groupId,
		groupPath: `/group/${signTicketRef(secret, group.manage_ref!, 'group')}`,
		colleagues: rows.map((row) => ({
			attendeeId: row.id,
			deskRef: row.desk_ref!,
			ticketPath: `/ticket/${signTicketRef(secret, row.ticket_ref!, 'ticket')}`,
			managePath: `/registration/${signTicketRef(secret, row.ticket_ref!, 'manage')}`,
		})),
	}
}

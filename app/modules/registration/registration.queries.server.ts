/**
 * Reads and writes of registering (docs/CONTEXT.md): an edition's registrations by e-mail address,
 * the reminder mail already queued, a group's row (`registration_groups`), a registrant's
 * corrections, and the anonymous count of cancellations (`registration_cancellations`). No rules:
 * those, and the transactions, are in `registration.server.ts`, `group-registration.server.ts` and
 * `my-registration.server.ts`. E-mail addresses are passed normalised (`normaliseEmail`); times are
 * ISO-8601 UTC strings.
 */
import { changedAny } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import type { FeeRule, NewRegistrationGroup } from '#app/db/schema.ts'
import type { MyRegistrationInput } from './registration.schema.ts'

/** The id of the registration of `email` for edition `editionId`, or undefined when there is none. */
export async function findRegistrationId(
	db: Handle,
	editionId: number,
	email: string,
): Promise<number | undefined> {
	const row = await db
		.selectFrom('attendees')
		.select('id')
		.where((eb) => eb.and({ edition_id: editionId, email }))
		.executeTakeFirst()
	return row?.id
}

/** Those of `emails` (at least one) already registered for edition `editionId`, in no particular order. */
export async function registeredEmails(
	db: Handle,
	editionId: number,
	emails: readonly string[],
): Promise<string[]> {
	const rows = await db
		.selectFrom('attendees')
		.select('email')
		.where('edition_id', '=', editionId)
		.where('email', 'in', [...emails])
		.execute()
	return rows.map((row) => row.email)
}

/**
 * Whether an "already registered" mail (`already-registered`) to registration `attendeeId` was queued
 * after `since` (ISO-8601 UTC), whatever became of it since.
 */
export async function reminderQueuedSince(db: Handle, attendeeId: number, since: string): Promise<boolean> {
	const row = await db
		.selectFrom('mail_outbox')
		.select('id')
		.where('attendee_id', '=', attendeeId)
		.where('kind', '=', 'already-registered')
		.where('created_at', '>', since)
		.executeTakeFirst()
	return row !== undefined
}

/** Inserts a group's row (without its colleagues) and returns its id. */
export async function insertGroup(db: Handle, group: NewRegistrationGroup): Promise<number> {
	const row = await db
		.insertInto('registration_groups')
		.values(group)
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Records the contact's consent on group `id`: when (ISO-8601 UTC) and the notice's version, or nulls. */
export async function setGroupConsent(
	db: Handle,
	id: number,
	consent: { consent_at: string | null; consent_version: number | null },
): Promise<void> {
	await db.updateTable('registration_groups').set(consent).where('id', '=', id).execute()
}

/** A group with its contact, fee and colleagues, as its summary mail and the back office show it. */
export interface GroupRecord {
	id: number
	editionId: number
	companyName: string
	contactName: string
	contactEmail: string
	size: number
	discountPercent: number
	feePerPersonPesewas: number | null
	totalPesewas: number | null
	createdAt: string
	/** The colleagues still registered (a cancelled one is gone), in the order they were entered. */
	colleagues: { fullName: string; email: string; designation: string; deskRef: string | null }[]
}

/** What each member of group `id` pays (pesewas, null without a fee) and the discount applied, or undefined. */
export async function findGroupFee(
	db: Handle,
	id: number,
): Promise<{ feePerPersonPesewas: number | null; discountPercent: number } | undefined> {
	return db
		.selectFrom('registration_groups')
		.select(['fee_per_person_pesewas as feePerPersonPesewas', 'discount_percent as discountPercent'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** Group `id` with its colleagues, or undefined. */
export async function findGroup(db: Handle, id: number): Promise<GroupRecord | undefined> {
	const group = await db
		.selectFrom('registration_groups')
		.select([
			'id',
			'edition_id as editionId',
			'company_name as companyName',
			'contact_name as contactName',
			'contact_email as contactEmail',
			'size',
			'discount_percent as discountPercent',
			'fee_per_person_pesewas as feePerPersonPesewas',
			'total_pesewas as totalPesewas',
			'created_at as createdAt',
		])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!group) return undefined
	const colleagues = await db
		.selectFrom('attendees')
		.select(['full_name as fullName', 'email', 'designation', 'desk_ref as deskRef'])
		.where('group_id', '=', id)
		.orderBy('id')
		.execute()
	return { ...group, colleagues }
}

/** Saves the registrant's corrections to registration `id`. Returns false when it is gone. */
export async function correctRegistration(
	db: Handle,
	id: number,
	input: MyRegistrationInput,
): Promise<boolean> {
	const result = await db
		.updateTable('attendees')
		.set({
			full_name: input.name,
			company_name: input.company_name,
			designation: input.role,
			whatsapp_number: input.whatsapp_number,
			contact_number: input.contact_number ?? null,
		})
		.where('id', '=', id)
		.executeTakeFirst()
	return changedAny(result)
}

/** Counts one registration of edition `editionId` cancelled by its registrant at `now` (no personal data). */
export async function insertCancellation(db: Handle, editionId: number, now: Date): Promise<void> {
	await db
		.insertInto('registration_cancellations')
		.values({ edition_id: editionId, created_at: now.toISOString() })
		.execute()
}

/** Number of registrations their registrants cancelled, for every edition or one. */
export async function countCancellations(db: Handle, editionId?: number): Promise<number> {
	let query = db.selectFrom('registration_cancellations').select((eb) => eb.fn.countAll().as('n'))
	if (editionId !== undefined) query = query.where('edition_id', '=', editionId)
	return Number((await query.executeTakeFirstOrThrow()).n)
}

/** The id of the group whose contact's link is signed from `manageRef`, or undefined. */
export async function findGroupIdByManageRef(db: Handle, manageRef: string): Promise<number | undefined> {
	const row = await db
		.selectFrom('registration_groups')
		.select('id')
		.where('manage_ref', '=', manageRef)
		.executeTakeFirst()
	return row?.id
}

/** The random reference group `id`'s contact link is signed from (`manage_ref`), or undefined. */
export async function findGroupManageRef(db: Handle, id: number): Promise<string | undefined> {
	const row = await db
		.selectFrom('registration_groups')
		.select('manage_ref')
		.where('id', '=', id)
		.executeTakeFirst()
	return row?.manage_ref ?? undefined
}

/** Each fee rule of group `id`'s colleagues (`attendees.fee_rule`), once each, in no particular order. */
export async function groupFeeRules(db: Handle, id: number): Promise<FeeRule[]> {
	const rows = await db
		.selectFrom('attendees')
		.select('fee_rule')
		.distinct()
		.where('group_id', '=', id)
		.where('fee_rule', 'is not', null)
		.execute()
	return rows.map((row) => row.fee_rule!)
}

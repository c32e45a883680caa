/**
 * Reads and writes of partnership enquiries (`partnership_enquiries`).
 */
import { countRows } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'
import type { Insertable } from 'kysely'
import type { PartnershipEnquiriesTable } from '#app/db/schema.ts'
import type { RegistrationSource } from '#app/modules/registration-lists/registration-lists.queries.server.ts'

export type NewPartnershipEnquiry = Insertable<PartnershipEnquiriesTable>

/**
 * Inserts one enquiry and returns its id. Throws the driver's unique violation when its reference
 * is already taken (see `isUniqueViolation`).
 */
export async function insertEnquiry(db: Handle, enquiry: NewPartnershipEnquiry): Promise<number> {
	const row = await db
		.insertInto('partnership_enquiries')
		.values(enquiry)
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Number of enquiries, for every edition or one. */
export async function countEnquiries(db: Handle, editionId?: number): Promise<number> {
	const all = db.selectFrom('partnership_enquiries')
	return countRows(editionId === undefined ? all : all.where('edition_id', '=', editionId))
}

/**
 * The partnership enquiry list of the back office (see `RegistrationSource`): enquiries whose company
 * or reference contains the search text, with their package and reference.
 */
export const PARTNERSHIP_SOURCE: RegistrationSource<'package' | 'reference'> = {
	table: 'partnership_enquiries',
	searchIndex: 'partnership_enquiries',
	extraColumns: ['package', 'reference'],
}

/** An enquiry as the organisers' notice shows it, or undefined. */
export async function findEnquiry(db: Handle, id: number) {
	return db
		.selectFrom('partnership_enquiries')
		.select([
			'reference',
			'full_name as fullName',
			'company_name as companyName',
			'designation',
			'email',
			'whatsapp_number as whatsappNumber',
			'contact_number as contactNumber',
			'package as packageName',
		])
		.where('id', '=', id)
		.executeTakeFirst()
}

/**
 * Test factory for a partnership enquiry: `enquiryRow(db, values)` inserts a row with the fewest
 * fields the table needs (a contact "Ama" of "Co"), the package and reference given.
 */
import type { Database } from '#app/db/connect.server.ts'

/**
 * Inserts an enquiry for `packageName` under `reference`, from `<reference>@example.com` unless
 * `email` is given. Returns nothing: tests read what they need back.
 */
export async function enquiryRow(
	db: Database,
	{ packageName, reference, email }: { packageName: string; reference: string; email?: string },
): Promise<void> {
	await db
		.insertInto('partnership_enquiries')
		.values({
			full_name: 'Ama',
			company_name: 'Co',
			designation: 'CAE',
			email: email ?? `${reference}@example.com`,
			whatsapp_number: '+233241234567',
			package: packageName,
			reference,
		})
		.execute()
}

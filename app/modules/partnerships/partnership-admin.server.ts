/**
 * Partnership enquiries in the back office: how the registration operations (deleting with one
 * activity row, the streamed CSV export with package and reference; `registration-admin.server.ts`)
 * read and name them.
 */
import type { RegistrationKind } from '#app/modules/registration-lists/registration-admin.server.ts'
import { PARTNERSHIPS_CSV_NAME } from './partnership-list.ts'
import { PARTNERSHIP_SOURCE } from './partnerships.queries.server.ts'

export const PARTNERSHIP_KIND: RegistrationKind<'package' | 'reference'> = {
	source: PARTNERSHIP_SOURCE,
	fileName: PARTNERSHIPS_CSV_NAME,
	singular: 'partnership enquiry',
	plural: 'partnership enquiries',
	deleteType: 'Delete Partnership',
	exportType: 'Export Partnerships',
}

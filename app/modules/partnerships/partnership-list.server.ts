/**
 * The partnership enquiry list screen (/admin/partnerships) and its CSV download
 * (Partnerships_List.csv) for their routes: enquiries whose company or reference contains the
 * search, with package and reference, five a page or All, named "partnership enquiries" in the toasts
 * and the activity log. The work is the registration lists' (`registration-list.server.ts`).
 */
import {
	type RegistrationList,
	registrationListScreen,
} from '#app/modules/registrations/registration-list.server.ts'
import { PARTNERSHIP_LIST, PARTNERSHIPS_CSV_NAME, type PartnershipSort } from './partnership-list.ts'
import { PARTNERSHIP_SOURCE } from './partnerships.queries.server.ts'

export const PARTNERSHIP_ENQUIRIES: RegistrationList<PartnershipSort, 'package' | 'reference'> = {
	source: PARTNERSHIP_SOURCE,
	options: PARTNERSHIP_LIST,
	singular: 'partnership enquiry',
	plural: 'partnership enquiries',
	deleteType: 'Delete Partnership',
	exportType: 'Export Partnerships',
	fileName: PARTNERSHIPS_CSV_NAME,
	exportPath: '/admin/export/partnerships',
	deleted: {
		one: 'Partnership enquiry deleted',
		many: (count) => `${count} partnership enquiries deleted`,
		none: 'Those enquiries no longer exist',
	},
}

/** The screen's loader data, action and CSV download (see `registrationListScreen`). */
export const partnershipList = registrationListScreen(PARTNERSHIP_ENQUIRIES)

/**
 * The partnership enquiry list screen (/admin/partnerships) and its CSV download
 * (Partnerships_List.csv) for their routes: enquiries whose company or reference contains the
 * search, five a page or All, called "partnership enquiries" in the toasts. The work is the
 * registration lists' (`registration-list.server.ts`).
 */
import { registrationListScreen } from '#app/modules/registration-lists/registration-list.server.ts'
import { PARTNERSHIP_KIND } from './partnership-admin.server.ts'
import { PARTNERSHIP_LIST } from './partnership-list.ts'

/** The screen's loader data, action and CSV download (see `registrationListScreen`). */
export const partnershipList = registrationListScreen({
	...PARTNERSHIP_KIND,
	options: PARTNERSHIP_LIST,
	exportPath: '/admin/export/partnerships',
	deleted: {
		one: 'Partnership enquiry deleted',
		many: (count) => `${count} partnership enquiries deleted`,
		none: 'Those enquiries no longer exist',
	},
})

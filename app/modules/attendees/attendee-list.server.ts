/**
 * The attendee list screen (/admin/attendees) and its CSV download (Attendees_List.csv) for their
 * routes: registrations whose name or email contains the search, 10 to 30 a page, called
 * "registrations" in the toasts, each with the status of its confirmation mail. The work is the registration lists' (`registration-list.server.ts`).
 */
import { db } from '#app/db/db.server.ts'
import { mailStatusesOf } from '#app/modules/outbox/outbox.queries.server.ts'
import { registrationListScreen } from '#app/modules/registration-lists/registration-list.server.ts'
import { ATTENDEE_KIND } from './attendee-admin.server.ts'
import { ATTENDEE_LIST } from './attendee-list.ts'

/** The screen's loader data, action and CSV download (see `registrationListScreen`). */
export const attendeeList = registrationListScreen({
	...ATTENDEE_KIND,
	options: ATTENDEE_LIST,
	exportPath: '/admin/export/attendees',
	mailStatuses: (ids) => mailStatusesOf(db, ids),
	deleted: {
		one: 'Registration deleted',
		many: (count) => `${count} registrations deleted`,
		none: 'Those registrations no longer exist',
	},
})

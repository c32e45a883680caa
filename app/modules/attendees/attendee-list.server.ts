/**
 * The attendee list screen (/admin/attendees) and its CSV download (Attendees_List.csv) for their
 * routes: registrations whose name or email contains the search, 10 to 30 a page, named
 * "registrations" in the toasts and "attendee registrations" in the activity log. The work is the
 * registration lists' (`registration-list.server.ts`).
 */
import {
	type RegistrationList,
	registrationListScreen,
} from '#app/modules/registrations/registration-list.server.ts'
import { ATTENDEE_LIST, ATTENDEES_CSV_NAME, type AttendeeSort } from './attendee-list.ts'
import { ATTENDEE_SOURCE } from './attendees.queries.server.ts'

export const ATTENDEE_REGISTRATIONS: RegistrationList<AttendeeSort> = {
	source: ATTENDEE_SOURCE,
	options: ATTENDEE_LIST,
	singular: 'attendee registration',
	plural: 'attendee registrations',
	deleteType: 'Delete Attendee',
	exportType: 'Export Attendees',
	fileName: ATTENDEES_CSV_NAME,
	exportPath: '/admin/export/attendees',
	deleted: {
		one: 'Registration deleted',
		many: (count) => `${count} registrations deleted`,
		none: 'Those registrations no longer exist',
	},
}

/** The screen's loader data, action and CSV download (see `registrationListScreen`). */
export const attendeeList = registrationListScreen(ATTENDEE_REGISTRATIONS)

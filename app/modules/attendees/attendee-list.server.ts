/**
 * The attendee list screen (/admin/attendees) and its CSV download (Attendees_List.csv) for their
 * routes: registrations whose name or email contains the search, 10 to 30 a page, named
 * "registrations" in the toasts and "attendee registrations" in the activity log. The work is the
 * registration lists' (`registration-list.server.ts`).
 */
import type { Actor } from '#app/lib/auth/actor.ts'
import {
	deleteFromRegistrationList,
	exportRegistrationList,
	loadRegistrationList,
	type RegistrationList,
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

/** The attendee list's loader data (see `loadRegistrationList`). */
export function loadAttendeeList(request: Request) {
	return loadRegistrationList(request, ATTENDEE_REGISTRATIONS)
}

/** Deletes the registrations a Delete or "Delete selected" posted (see `deleteFromRegistrationList`). */
export function attendeeListAction(request: Request, actor: Actor) {
	return deleteFromRegistrationList(request, actor, ATTENDEE_REGISTRATIONS)
}

/** Attendees_List.csv of the list's search, edition and sort (see `exportRegistrationList`). */
export function exportAttendeeList(request: Request, actor: Actor) {
	return exportRegistrationList(request, actor, ATTENDEE_REGISTRATIONS)
}

/**
 * Attendee registrations in the back office: how the registration operations (deleting with one
 * activity row, the streamed CSV export; `registration-admin.server.ts`) read and name them.
 */
import type { RegistrationKind } from '#app/modules/registration-lists/registration-admin.server.ts'
import { ATTENDEES_CSV_NAME } from './attendee-list.ts'
import { ATTENDEE_SOURCE, type AttendeeExtra } from './attendees.queries.server.ts'

export const ATTENDEE_KIND: RegistrationKind<AttendeeExtra> = {
	source: ATTENDEE_SOURCE,
	singular: 'attendee registration',
	plural: 'attendee registrations',
	deleteType: 'Delete Attendee',
	exportType: 'Export Attendees',
	fileName: ATTENDEES_CSV_NAME,
}

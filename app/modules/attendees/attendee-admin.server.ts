/**
 * Attendee registrations in the back office: how the registration operations (deleting with one
 * activity row, the streamed CSV export; `registration-admin.server.ts`) read and name them, with
 * the sessions each attended and their CPE hours (docs/event-days.md).
 */
import type { Handle } from '#app/db/handle.ts'
import { attendanceSummaries } from '#app/modules/attendance/attendance.queries.server.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import type {
	RegistrationAttendance,
	RegistrationKind,
} from '#app/modules/registration-lists/registration-admin.server.ts'
import { ATTENDEES_CSV_NAME } from './attendee-list.ts'
import { ATTENDEE_SOURCE, type AttendeeExtra } from './attendees.queries.server.ts'

/**
 * The sessions registrations `ids` were scanned into (headings in the agenda's order), how many, and
 * their CPE hours added up ("4.5"): one grouped query for all of them (`attendanceSummaries`).
 */
export async function attendeeAttendance(
	db: Handle,
	ids: readonly number[],
): Promise<Map<number, RegistrationAttendance>> {
	const summaries = await attendanceSummaries(db, ids)
	return new Map(
		[...summaries].map(([id, summary]) => [
			id,
			{
				count: summary.count,
				cpeHours: formatCpeHours(summary.cpeHoursHundredths),
				sessions: summary.headings,
			},
		]),
	)
}

export const ATTENDEE_KIND: RegistrationKind<AttendeeExtra> = {
	source: ATTENDEE_SOURCE,
	singular: 'attendee registration',
	plural: 'attendee registrations',
	deleteType: 'Delete Attendee',
	exportType: 'Export Attendees',
	fileName: ATTENDEES_CSV_NAME,
	attendance: attendeeAttendance,
}

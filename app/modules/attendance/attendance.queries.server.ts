/**
 * Reads of session attendance (docs/event-days.md): which sessions a registration was scanned into
 * at their doors, with the CPE hours each earns. Scanning itself (the desk's rules) is written by the
 * check-in desk through this module. Times are ISO-8601 UTC strings; hours in hundredths.
 */
import type { Handle } from '#app/db/handle.ts'

/** A session a registration attended, as lists, certificates and the manage page show it. */
export interface AttendedSession {
	sessionId: number
	heading: string
	headingFr: string | null
	startsAt: string
	endsAt: string
	/** Null: the session earns no CPE hours. */
	cpeHoursHundredths: number | null
	scannedAt: string
}

/** The sessions `attendeeId` was scanned into, in the agenda's order (start time, then id). */
export async function sessionsAttendedBy(db: Handle, attendeeId: number): Promise<AttendedSession[]> {
	const rows = await db
		.selectFrom('session_attendance')
		.innerJoin('agenda_sessions', 'agenda_sessions.id', 'session_attendance.session_id')
		.select([
			'agenda_sessions.id as sessionId',
			'agenda_sessions.heading as heading',
			'agenda_sessions.heading_fr as headingFr',
			'agenda_sessions.starts_at as startsAt',
			'agenda_sessions.ends_at as endsAt',
			'agenda_sessions.cpe_hours_hundredths as cpeHoursHundredths',
			'session_attendance.scanned_at as scannedAt',
		])
		.where('session_attendance.attendee_id', '=', attendeeId)
		.orderBy('agenda_sessions.starts_at')
		.orderBy('agenda_sessions.id')
		.execute()
	return rows
}

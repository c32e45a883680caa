/**
 * Reads and writes of session attendance (docs/event-days.md): which sessions a registration was
 * scanned into at their doors, with the CPE hours each earns; the sessions a desk can stand at; the
 * scan's row; the grouped sums the attendee list and its CSV show. No rules: the scan's rules are in
 * `session-scan.server.ts`. Times are ISO-8601 UTC strings; hours in hundredths.
 */
import { dialectOf, inIds } from '#app/db/dialect.ts'
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

// --- Scanning into a session at its door (docs/event-days.md) ---

/** A session as the desk's "Door of a session" choice lists it. */
export interface DoorSession {
	id: number
	editionId: number
	editionYear: number
	heading: string
	startsAt: string
	endsAt: string
	cpeHoursHundredths: number | null
}

/** Sessions with their edition's year, as the desk's door select shows them (`DoorSession`). */
function doorSessions(db: Handle) {
	return db
		.selectFrom('agenda_sessions')
		.innerJoin('event_editions', 'event_editions.id', 'agenda_sessions.edition_id')
		.select([
			'agenda_sessions.id as id',
			'agenda_sessions.edition_id as editionId',
			'event_editions.year as editionYear',
			'agenda_sessions.heading as heading',
			'agenda_sessions.starts_at as startsAt',
			'agenda_sessions.ends_at as endsAt',
			'agenda_sessions.cpe_hours_hundredths as cpeHoursHundredths',
		])
}

/**
 * The sessions of `editionIds` (the editions open at the desk), in the agenda's order (start time,
 * then id). Empty without editions.
 */
export async function sessionsOfEditions(db: Handle, editionIds: readonly number[]): Promise<DoorSession[]> {
	if (editionIds.length === 0) return []
	return doorSessions(db)
		.where('agenda_sessions.edition_id', 'in', [...editionIds])
		.orderBy('agenda_sessions.starts_at')
		.orderBy('agenda_sessions.id')
		.execute()
}

/** Session `id` with its edition's year, or undefined when it is gone. */
export async function findDoorSession(db: Handle, id: number): Promise<DoorSession | undefined> {
	return doorSessions(db).where('agenda_sessions.id', '=', id).executeTakeFirst()
}

/** Registration `id`'s edition (id and year) and whether it is checked in; undefined when it is gone. */
export async function registrationEdition(
	db: Handle,
	id: number,
): Promise<{ editionId: number; editionYear: number; checkedIn: boolean } | undefined> {
	const row = await db
		.selectFrom('attendees')
		.innerJoin('event_editions', 'event_editions.id', 'attendees.edition_id')
		.select([
			'attendees.edition_id as editionId',
			'event_editions.year as editionYear',
			'attendees.checked_in_at',
		])
		.where('attendees.id', '=', id)
		.executeTakeFirst()
	return (
		row && { editionId: row.editionId, editionYear: row.editionYear, checkedIn: row.checked_in_at !== null }
	)
}

/**
 * Records that registration `attendeeId` was scanned into session `sessionId` at `at` by `by` (the
 * staff member's name), unless it already was: one statement that does nothing on the composite
 * key's conflict, so two desks scanning one ticket at the same moment record it once (the second
 * waits for the first on PostgreSQL, then adds nothing). Returns whether this call added the row.
 */
export async function insertSessionAttendance(
	db: Handle,
	row: { sessionId: number; attendeeId: number; at: Date; by: string },
): Promise<boolean> {
	const inserted = await db
		.insertInto('session_attendance')
		.values({
			session_id: row.sessionId,
			attendee_id: row.attendeeId,
			scanned_at: row.at.toISOString(),
			scanned_by: row.by,
		})
		.onConflict((oc) => oc.columns(['session_id', 'attendee_id']).doNothing())
		.returning('attendee_id')
		.execute()
	return inserted.length > 0
}

/** When and by whom registration `attendeeId` was scanned into session `sessionId`, or undefined. */
export async function findSessionAttendance(
	db: Handle,
	sessionId: number,
	attendeeId: number,
): Promise<{ scannedAt: string; scannedBy: string } | undefined> {
	return db
		.selectFrom('session_attendance')
		.select(['scanned_at as scannedAt', 'scanned_by as scannedBy'])
		.where('session_id', '=', sessionId)
		.where('attendee_id', '=', attendeeId)
		.executeTakeFirst()
}

/** How many registrations were scanned into each of `sessionIds` (a session with none is absent). */
export async function attendanceCountsBySession(
	db: Handle,
	sessionIds: readonly number[],
): Promise<Map<number, number>> {
	if (sessionIds.length === 0) return new Map()
	const rows = await db
		.selectFrom('session_attendance')
		.select(['session_id', (eb) => eb.fn.countAll<number | string>().as('n')])
		.where('session_id', 'in', [...sessionIds])
		.groupBy('session_id')
		.execute()
	return new Map(rows.map((row) => [row.session_id, Number(row.n)]))
}

/**
 * What the attendee list and its CSV show of each registration's session attendance: how many
 * sessions it was scanned into, the CPE hours they earn together (hundredths; sessions without
 * hours count as none), and their headings in the agenda's order (start time, then id).
 */
export interface AttendanceSummary {
	count: number
	cpeHoursHundredths: number
	headings: string[]
}

/**
 * The `AttendanceSummary` of each of `attendeeIds` that attended at least one session (the others
 * are absent). Two queries for all the ids, whatever their number (a page of the list, or one batch
 * of the CSV export): the attendance rows through the attendee index of `session_attendance`, then
 * the few sessions they name, joined and ordered here (no join nor sort per row in the database),
 * so the cost follows the rows asked for, not the size of the table.
 */
export async function attendanceSummaries(
	db: Handle,
	attendeeIds: readonly number[],
): Promise<Map<number, AttendanceSummary>> {
	const summaries = new Map<number, AttendanceSummary>()
	if (attendeeIds.length === 0) return summaries
	const rows = await db
		.selectFrom('session_attendance')
		.select(['attendee_id as attendeeId', 'session_id as sessionId'])
		.where(inIds(dialectOf(db), 'session_attendance.attendee_id', attendeeIds))
		.execute()
	if (rows.length === 0) return summaries
	const sessionIds = [...new Set(rows.map((row) => row.sessionId))]
	const sessions = await db
		.selectFrom('agenda_sessions')
		.select(['id', 'heading', 'starts_at as startsAt', 'cpe_hours_hundredths as cpeHoursHundredths'])
		.where(inIds(dialectOf(db), 'agenda_sessions.id', sessionIds))
		.execute()
	// The agenda's order: start time, then id.
	sessions.sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id - b.id))
	const rank = new Map(sessions.map((session, index) => [session.id, index]))
	// A session deleted between the two reads (its attendance goes with it) is left out.
	const attended = rows.filter((row) => rank.has(row.sessionId))
	attended.sort((a, b) => a.attendeeId - b.attendeeId || rank.get(a.sessionId)! - rank.get(b.sessionId)!)
	for (const row of attended) {
		const session = sessions[rank.get(row.sessionId)!]!
		let summary = summaries.get(row.attendeeId)
		if (!summary) {
			summary = { count: 0, cpeHoursHundredths: 0, headings: [] }
			summaries.set(row.attendeeId, summary)
		}
		summary.count += 1
		summary.cpeHoursHundredths += session.cpeHoursHundredths ?? 0
		summary.headings.push(session.heading)
	}
	return summaries
}

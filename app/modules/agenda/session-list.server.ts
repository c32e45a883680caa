/**
 * The agenda sessions list screen (/admin/sessions) for its route: one page of sessions of every
 * edition with the search by heading or speaker and sortable columns (five a page; 5, 10, 15 or All;
 * in programme order), times formatted for Accra, each with its CPE hours and how many were scanned
 * into it; and deleting a session with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { NO_MESSAGE, SERVER_ERROR } from '#app/lib/network-error.ts'
import { formatEventTime, formatWeekdayShortDate } from '#app/lib/format.ts'
import { formRecordId, listRoute, loadListPage, resultOrLogged } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { deleteSession } from './session-admin.server.ts'
import { SESSION_SORT_KEYS } from './session-list.ts'
import { countSessionsMatching, listSessionsPage } from './sessions.queries.server.ts'
import { attendanceCountsBySession } from '#app/modules/attendance/attendance.queries.server.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'

const SESSION_LIST = contentListOptions({
	sortable: SESSION_SORT_KEYS,
	defaultSort: { sort: 'date', dir: 'asc' },
})

/** A row of the sessions list, its start and end ("9:15 AM") and day ("Thu, 18 Mar 2027") in Accra. */
export interface SessionListItem {
	id: number
	editionYear: number
	heading: string
	speaker: string | null
	startsAt: string
	endsAt: string
	startText: string
	endText: string
	dateText: string
	/** Its heading or description has no French yet (ADR 0059). */
	needsFrench: boolean
	/** The CPE hours it earns ("1.5"), or '' for none. */
	cpeHoursText: string
	/** How many registrations were scanned into it at its door (docs/event-days.md). */
	attended: number
}

/** “Heading”, cut at 120 characters for a toast. */
const quoted = (heading: string) => `“${heading.length > 120 ? `${heading.slice(0, 119)}…` : heading}”`

/**
 * The sessions list route's `loader` and `action` (see `listRoute`). The loader data is a `ListPage`
 * of `SessionListItem`s; it throws a 500 response with "Failed to fetch data" when the database
 * cannot be read. The action's `delete-session` deletes the posted session, or says why not, in a
 * toast; a database failure is logged and reported as "Server Error: Nothing was deleted."
 */
export const sessionList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			SESSION_LIST,
			{
				count: ({ q }) => countSessionsMatching(db, q),
				page: async (query) => {
					const rows = await listSessionsPage(db, query)
					// One grouped count for the page's sessions.
					const attended = await attendanceCountsBySession(
						db,
						rows.map((r) => r.id),
					)
					return rows.map((r): SessionListItem => ({
						id: r.id,
						editionYear: r.edition_year,
						heading: r.heading,
						speaker: r.speaker,
						startsAt: r.starts_at,
						endsAt: r.ends_at,
						startText: formatEventTime(r.starts_at),
						endText: formatEventTime(r.ends_at),
						dateText: formatWeekdayShortDate(r.starts_at),
						needsFrench: r.needsFrench,
						cpeHoursText: formatCpeHours(r.cpe_hours_hundredths),
						attended: attended.get(r.id) ?? 0,
					}))
				},
			},
			{ failureMessage: 'Failed to fetch data' },
		),
	intents: (actor) => ({
		'delete-session': async (form) => {
			const id = formRecordId(form, 'Unknown session.')
			const result = await resultOrLogged(
				deleteSession(db, actor, id, new Date()),
				'Session could not be deleted',
			)
			if (!result) return { type: 'error', title: SERVER_ERROR, description: 'Nothing was deleted.' }
			return result.ok
				? {
						type: 'success',
						title: 'Session deleted',
						description: `${quoted(result.heading)} is no longer on the agenda.`,
					}
				: { type: 'error', title: 'Session not deleted', description: result.message || NO_MESSAGE }
		},
	}),
})

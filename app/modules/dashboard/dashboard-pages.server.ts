/**
 * The dashboard (/admin/dashboard) for its route: the registration, partnership and speaker counts,
 * for Administrators the current edition's money (`editionMoney`), and Recent Activity, the activity log newest first (five a page; 5, 10 or 20) with its times in
 * Accra, without other people's e-mail or any network address for a User (activity-redaction). The
 * log is kept: nothing here deletes a record (ADR 0056).
 */
import { db } from '#app/db/db.server.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import type { ListOptions } from '#app/lib/list-params.ts'
import { countAttendees } from '#app/modules/attendees/attendees.queries.server.ts'
import { countCheckedIn } from '#app/modules/check-in/check-in.queries.server.ts'
import { countCancellations } from '#app/modules/registration/registration.queries.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { countEnquiries } from '#app/modules/partnerships/partnerships.queries.server.ts'
import { countSpeakers } from '#app/modules/speakers/speakers.queries.server.ts'
import { editionMoney } from './dashboard.queries.server.ts'
import { redactActivity } from '#app/modules/activity/activity-redaction.server.ts'
import {
	type ActivityRow,
	countActivity,
	listActivity,
} from '#app/modules/activity/activity.queries.server.ts'

const ACTIVITY_LIST: ListOptions = { sizes: [5, 10, 20], defaultSize: 5 }

/** A row of Recent Activity, with its time ("22 Nov 2026, 10:05", Accra). */
export interface ActivityListItem extends ActivityRow {
	timeText: string
}

/**
 * The dashboard route's `loader` and `action` (see `listRoute`). Any signed-in user may read it: the
 * loader data says whether the viewer is an Administrator (who may follow the counts to their
 * lists), the three counts, the current edition's check-ins (`checkIn`: year,
 * checked in, registered, cancelled by their registrants; null without an edition), its money
 * (`money`: the year and `EditionMoney`; for Administrators only, null for a User or without an
 * edition), and `activity`, a `ListPage` of `ActivityListItem`s (a
 * page past the last shows an empty page). The route has no action: activity
 * records are kept (ADR 0056).
 */
export const dashboard = listRoute({
	readers: 'signed-in',
	load: async (request, viewer) => {
		const edition = await getCurrentEdition(db, new Date())
		const isAdministrator = viewer.role === 'Administrator'
		const [attendees, partnerships, speakers, checkIn, money, activity] = await Promise.all([
			countAttendees(db),
			countEnquiries(db),
			countSpeakers(db),
			edition
				? Promise.all([
						countCheckedIn(db, edition.id),
						countAttendees(db, edition.id),
						countCancellations(db, edition.id),
					]).then(([checkedIn, registered, cancelled]) => ({
						year: edition.year,
						checkedIn,
						registered,
						cancelled,
					}))
				: null,
			// Money is the Administrators' business: a desk volunteer's dashboard carries none of it.
			edition && isAdministrator
				? editionMoney(db, edition.id).then((figures) => ({ year: edition.year, ...figures }))
				: null,
			loadListPage(
				new URL(request.url),
				ACTIVITY_LIST,
				{
					count: () => countActivity(db),
					page: async (window) =>
						(await listActivity(db, window)).map((row): ActivityListItem => ({
							...(viewer.role === 'Administrator' ? row : redactActivity(row, viewer.email)),
							timeText: formatDateTime(row.created_at),
						})),
				},
				{ redirectPastLast: false },
			),
		])
		return {
			isAdministrator,
			counts: { attendees, partnerships, speakers },
			checkIn,
			money,
			activity,
		}
	},
	// Activity records are kept, never deleted (ADR 0056): the dashboard posts nothing.
	intents: () => ({}),
})

/** The dashboard route's loader data (see `dashboard`). */
export type DashboardData = Awaited<ReturnType<typeof dashboard.loader>>

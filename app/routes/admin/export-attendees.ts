/**
 * Attendees_List.csv (spec §7; issue 6 §3): every registration matching the list's search, edition
 * filter and sort, streamed from the database. Administrator only.
 */
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { exportAttendeesCsv } from '#app/modules/attendees/attendee-admin.server.ts'
import { ATTENDEE_LIST } from '#app/modules/attendees/attendee-list.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import {
	describeFilter,
	editionOptions,
	parseRegistrationListParams,
} from '#app/modules/registrations/registration-list.ts'
import type { Route } from './+types/export-attendees'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireRole(context)
	const editions = await listEditions(db)
	const params = parseRegistrationListParams(
		new URL(request.url),
		ATTENDEE_LIST,
		editions.map((e) => e.id),
	)
	const editionLabel = editionOptions(editions).find((e) => e.id === params.editionId)?.label ?? null
	return exportAttendeesCsv(
		db,
		user,
		{
			q: params.q,
			editionId: params.editionId,
			sort: params.sort,
			dir: params.dir,
			filterText: describeFilter(params.q, editionLabel),
		},
		new Map(editions.map((e) => [e.id, e.year])),
		new Date(),
	)
}

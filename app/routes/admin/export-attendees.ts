/**
 * Attendees_List.csv: every registration matching the list's search, edition filter and sort,
 * streamed from the database (ADR 0014). Administrator only.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { attendeeList } from '#app/modules/attendees/attendee-list.server.ts'
import type { Route } from './+types/export-attendees'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireRole(context)
	return attendeeList.exportCsv(request, user)
}

/**
 * Attendee registrations (/admin/attendees): Administrator only. Search by name or email, edition
 * filter, sort, paging (10 to 30 a page), select and delete (one or several, with a confirm dialog),
 * Export to CSV.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { AttendeeListView } from '#app/modules/attendees/components/attendee-list-view.tsx'
import { attendeeList } from '#app/modules/attendees/attendee-list.server.ts'
import type { Route } from './+types/attendees'

export const handle = { breadcrumb: 'Attendees' }

export const meta: Route.MetaFunction = () => [{ title: 'Attendees | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return attendeeList.load(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	return attendeeList.action(request, user)
}

export default function Attendees({ loaderData }: Route.ComponentProps) {
	return <AttendeeListView list={loaderData} />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

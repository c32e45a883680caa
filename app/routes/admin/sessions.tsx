/**
 * View Sessions (/admin/sessions): Administrator only. Every agenda session with Heading, Speaker,
 * Start Time, End Time, Date, Edit and Delete; search (heading or speaker), paging (5, 10, 15, All)
 * and sortable columns, by date and time by default. Delete asks first.
 */
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { SESSION_TABLE } from '#app/modules/agenda/components/session-list-table.tsx'
import { loadSessionList, sessionListAction } from '#app/modules/agenda/session-list.server.ts'
import type { Route } from './+types/sessions'

export const handle = { breadcrumb: 'View Sessions' }

export const meta: Route.MetaFunction = () => [{ title: 'View Sessions | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSessionList(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return sessionListAction(request, actor)
}

export default function Sessions({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<ListPageHeader title="View Sessions" addTo="/admin/add-agenda" addLabel="Add Session" />
			<ListCard
				id="sessions"
				title="Agenda sessions"
				note="Times are Accra time (GMT)."
				search={{
					label: 'Search sessions by heading or speaker',
					placeholder: 'Search by heading or speaker...',
				}}
				list={loaderData}
			>
				<ListTable table={SESSION_TABLE} list={loaderData} />
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

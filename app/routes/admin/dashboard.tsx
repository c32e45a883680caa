/**
 * The dashboard (/admin/dashboard), every signed-in user's start page: the registration,
 * partnership and speaker counts and Recent Activity (paged; an Administrator may delete a record,
 * with a confirm dialog).
 */
import { ListCard } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole, requireUser } from '#app/lib/auth/auth.server.ts'
import { activityTable, DashboardCounts } from '#app/modules/activity/components/dashboard-view.tsx'
import { dashboardAction, loadDashboard } from '#app/modules/activity/activity-list.server.ts'
import type { Route } from './+types/dashboard'

export const handle = { breadcrumb: 'Dashboard' }

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context)
	return loadDashboard(request, user)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	return dashboardAction(request, user)
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { counts, activity, isAdministrator } = loaderData
	return (
		<>
			<h1 className="text-brand-900 text-2xl font-bold">Dashboard</h1>
			<DashboardCounts counts={counts} isAdministrator={isAdministrator} />
			<ListCard id="activity" title="Recent Activity" list={activity} className="mt-8" padding="p-5">
				<ListTable table={activityTable(isAdministrator)} list={activity} />
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * The dashboard (/admin/dashboard), every signed-in user's start page: the registration,
 * partnership and speaker counts, the current edition's check-ins, its money for an Administrator,
 * and Recent Activity (paged; an Administrator may delete a record, with a confirm dialog), then the
 * current edition's charts (drawn on the server, ADR 0058).
 */
import { dashboard } from '#app/modules/dashboard/dashboard-pages.server.ts'
import { dashboardCharts } from '#app/modules/dashboard/charts.server.ts'
import { DashboardView } from '#app/modules/dashboard/components/dashboard-view.tsx'
import { DashboardChartsSection } from '#app/modules/dashboard/components/dashboard-charts.tsx'
import type { Route } from './+types/dashboard'

export const handle = { breadcrumb: 'Dashboard' }

export async function loader(args: Route.LoaderArgs) {
	const [page, charts] = await Promise.all([dashboard.loader(args), dashboardCharts(args.context)])
	return { ...page, charts }
}

export const action = dashboard.action

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<DashboardView dashboard={loaderData} />
			<DashboardChartsSection charts={loaderData.charts} />
		</>
	)
}

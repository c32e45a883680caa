/**
 * The dashboard (/admin/dashboard), every signed-in user's start page: the registration,
 * partnership and speaker counts, the current edition's check-ins, its money for an Administrator,
 * and Recent Activity (paged, read only: the log is kept, ADR 0056), then the current edition's
 * charts (drawn on the server, ADR 0058). For an Administrator of a site not ready yet, the set-up
 * checklist comes first (ADR 0055).
 */
import { SetupChecklist } from '#app/components/admin/setup-checklist.tsx'
import { requireUser } from '#app/lib/auth/auth.server.ts'
import { dashboardCharts } from '#app/modules/dashboard/charts.server.ts'
import { DashboardChartsSection } from '#app/modules/dashboard/components/dashboard-charts.tsx'
import { DashboardView } from '#app/modules/dashboard/components/dashboard-view.tsx'
import { dashboard } from '#app/modules/dashboard/dashboard-pages.server.ts'
import { loadSetupChecklist } from '#app/modules/dashboard/setup-checklist-pages.server.ts'
import type { Route } from './+types/dashboard'

export const handle = { breadcrumb: 'Dashboard' }

export async function loader(args: Route.LoaderArgs) {
	const [page, setup, charts] = await Promise.all([
		dashboard.loader(args),
		loadSetupChecklist(requireUser(args.context)),
		dashboardCharts(args.context),
	])
	return { ...page, setup, charts }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<DashboardView dashboard={loaderData}>
				{loaderData.setup ? <SetupChecklist checklist={loaderData.setup} /> : null}
			</DashboardView>
			<DashboardChartsSection charts={loaderData.charts} />
		</>
	)
}

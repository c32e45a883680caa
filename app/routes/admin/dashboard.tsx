/**
 * The dashboard (/admin/dashboard), every signed-in user's start page: the registration,
 * partnership and speaker counts, the current edition's check-ins, its money for an Administrator,
 * and Recent Activity (paged, read only: the log is kept, ADR 0056).
 */
import { dashboard } from '#app/modules/dashboard/dashboard-pages.server.ts'
import { DashboardView } from '#app/modules/dashboard/components/dashboard-view.tsx'
import type { Route } from './+types/dashboard'

export const handle = { breadcrumb: 'Dashboard' }

export const loader = dashboard.loader

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	return <DashboardView dashboard={loaderData} />
}

/**
 * Partnership enquiries (/admin/partnerships): Administrator only. Search by company or reference,
 * edition filter, sort, paging (5, 10, 15 or All), select and delete (one or several, with a confirm
 * dialog), Export to CSV.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { PartnershipListView } from '#app/modules/partnerships/components/partnership-list-view.tsx'
import { partnershipList } from '#app/modules/partnerships/partnership-list.server.ts'
import type { Route } from './+types/partnerships'

export const handle = { breadcrumb: 'Partnerships' }

export const meta: Route.MetaFunction = () => [{ title: 'Partnerships | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return partnershipList.load(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	return partnershipList.action(request, user)
}

export default function Partnerships({ loaderData }: Route.ComponentProps) {
	return <PartnershipListView list={loaderData} />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

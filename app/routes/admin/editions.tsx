/**
 * View Event Data (/admin/data-center): Administrator only. Every edition with Theme, Venue, Regular
 * Fee, Early Bird Fee, Expiry Date, Event Date, Edit and Delete; search (theme, venue or year),
 * paging (5, 10, 15, All) and sortable columns. The edition the public site shows (ADR 0007) carries
 * a "Shown on the site" badge. Delete asks first, takes the edition's agenda sessions with it, and is
 * refused for an edition with registrations.
 */
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { EDITION_TABLE } from '#app/modules/editions/components/edition-list-table.tsx'
import { editionListAction, loadEditionList } from '#app/modules/editions/edition-list.server.ts'
import type { Route } from './+types/editions'

export const handle = { breadcrumb: 'View Event Data' }

export const meta: Route.MetaFunction = () => [{ title: 'View Event Data | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadEditionList(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return editionListAction(request, actor)
}

export default function EditionList({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<ListPageHeader title="View Event Data" addTo="/admin/basic-data" addLabel="Add Event Data" />
			<ListCard
				id="editions"
				title="Basic data"
				note="The public site shows the edition with the nearest date still ahead."
				search={{
					label: 'Search event data by theme, venue or year',
					placeholder: 'Search by theme or title...',
				}}
				list={loaderData}
			>
				<ListTable table={EDITION_TABLE} list={loaderData} />
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

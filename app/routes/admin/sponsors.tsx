/**
 * Sponsors/partners list (/admin/sponsordata): Administrator only. Title (tier), Logo, Name, Delete;
 * search by tier title or name, sort and paging (five a page). Also the order of the tiers on
 * /sponsors ("Tier order": up and down buttons).
 */
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { SPONSOR_TABLE, SponsorTierOrder } from '#app/modules/sponsors/components/sponsor-list-table.tsx'
import { loadSponsorList, sponsorListAction } from '#app/modules/sponsors/sponsor-list.server.ts'
import type { Route } from './+types/sponsors'

export const handle = { breadcrumb: 'Sponsors/Partners' }

export const meta: Route.MetaFunction = () => [{ title: 'Sponsors/Partners | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSponsorList(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return sponsorListAction(request, actor)
}

export default function Sponsors({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<ListPageHeader title="Sponsors/Partners" addTo="/admin/addpartner" addLabel="Add Sponsor/Partner" />
			<div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
				<ListCard
					id="sponsors"
					title="Logos"
					search={{ label: 'Search sponsors by title or name', placeholder: 'Search by title...' }}
					className="min-w-0"
					list={loaderData}
				>
					<ListTable table={SPONSOR_TABLE} list={loaderData} />
				</ListCard>
				<SponsorTierOrder tiers={loaderData.tiers} />
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

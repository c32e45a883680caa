/**
 * Sponsors/partners list (/admin/sponsordata): Administrator only. Title (tier), Logo, Name, Edit
 * and Delete; search by tier title or name, sort and paging (five a page). Beside it the sponsor
 * tiers ("Sponsor tiers": their order on /sponsors by up and down buttons, Edit, Delete while empty,
 * Add tier).
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { SPONSOR_SCREEN, SponsorTierOrder } from '#app/modules/sponsors/components/sponsor-list-screen.tsx'
import { sponsorList } from '#app/modules/sponsors/sponsor-list.server.ts'
import type { Route } from './+types/sponsors'

export const handle = { breadcrumb: 'Sponsors/Partners' }

export const loader = sponsorList.loader

export const action = sponsorList.action

export default function Sponsors({ loaderData }: Route.ComponentProps) {
	return (
		<ListScreen
			screen={SPONSOR_SCREEN}
			list={loaderData}
			aside={<SponsorTierOrder tiers={loaderData.tiers} />}
		/>
	)
}

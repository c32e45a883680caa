/**
 * Sponsors/partners list (/admin/sponsordata): Administrator only. Title (tier), Logo, Name, Delete;
 * search by tier title or name, sort and paging (five a page). Also the order of the tiers on
 * /sponsors ("Tier order": up and down buttons).
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

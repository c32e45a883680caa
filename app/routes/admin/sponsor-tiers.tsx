/**
 * Sponsor tiers (/admin/sponsor-tiers), the back office menu's own entry for them: Administrator
 * only. The tiers in their order on the Partners & Sponsors page, each with its number of sponsors,
 * up and down buttons, Edit, and Delete while it has no sponsors; Add Sponsor Tier. The same panel
 * stands beside the sponsors list (/admin/sponsordata). The add-sponsor form's "Package" field
 * chooses one of these (docs/CONTEXT.md, "Sponsor tier").
 */
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { SponsorTierOrder } from '#app/modules/sponsors/components/sponsor-list-screen.tsx'
import { sponsorTierList } from '#app/modules/sponsors/sponsor-list.server.ts'
import type { Route } from './+types/sponsor-tiers'

export const handle = { breadcrumb: 'Sponsor tiers' }

export const loader = sponsorTierList.loader

export const action = sponsorTierList.action

export default function SponsorTiers({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<BackOfficeTitle name="Sponsor tiers" />
			<ListPageHeader title="Sponsor tiers" addTo="/admin/add-sponsor-tier" addLabel="Add Sponsor Tier" />
			<p className="mt-2 max-w-2xl text-sm text-slate-700">
				A sponsor tier is the heading a sponsor’s logo is listed under on the Partners &amp; Sponsors page
				(the “Package” of the sponsor forms). The packages a company may ask for in a partnership enquiry are
				another list: Registrations › Packages.
			</p>
			<div className="mt-6 max-w-xl">
				<SponsorTierOrder tiers={loaderData.tiers} title="Order on the Partners & Sponsors page" />
			</div>
		</>
	)
}

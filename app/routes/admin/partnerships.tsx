/**
 * Partnership enquiries (/admin/partnerships): Administrator only. Search by company or reference,
 * edition filter, sort, paging (5, 10, 15 or All), select and delete (one or several, with a confirm
 * dialog), Export to CSV.
 */
import { PartnershipListView } from '#app/modules/partnerships/components/partnership-list-view.tsx'
import { partnershipList } from '#app/modules/partnerships/partnership-list.server.ts'
import type { Route } from './+types/partnerships'

export const handle = { breadcrumb: 'Partnerships' }

export const loader = partnershipList.loader

export const action = partnershipList.action

export default function Partnerships({ loaderData }: Route.ComponentProps) {
	return <PartnershipListView list={loaderData} />
}

/**
 * Interest list (/admin/interest): Administrator only. The addresses that asked to hear about the
 * next edition: search by email, sort, paging, remove (with confirmation), Export to CSV.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { INTEREST_SCREEN, InterestExport } from '#app/modules/interest/components/interest-list-screen.tsx'
import { interestList } from '#app/modules/interest/interest-list.server.ts'
import type { Route } from './+types/interest'

export const handle = { breadcrumb: 'Interest list' }

export const loader = interestList.loader

export const action = interestList.action

export default function Interest({ loaderData }: Route.ComponentProps) {
	return (
		<ListScreen
			screen={INTEREST_SCREEN}
			list={loaderData}
			aside={<InterestExport href={loaderData.exportHref} total={loaderData.total} />}
		/>
	)
}

/**
 * Speakers list (/admin/speakers): Administrator only. Title, Full name, Designation, Company, Event
 * Role; search by full name, sort and paging (ten a page); Edit and Delete (with a confirm dialog).
 */
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { SPEAKER_TABLE } from '#app/modules/speakers/components/speaker-list-table.tsx'
import { loadSpeakerList, speakerListAction } from '#app/modules/speakers/speaker-list.server.ts'
import type { Route } from './+types/speakers'

export const handle = { breadcrumb: 'Speakers' }

export const meta: Route.MetaFunction = () => [{ title: 'Speakers | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSpeakerList(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return speakerListAction(request, actor)
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<ListPageHeader title="Speakers" addTo="/admin/add-speaker" addLabel="Add Speaker" />
			<ListCard
				id="speakers"
				title="All speakers"
				search={{ label: 'Search speakers by full name', placeholder: 'Search by full name...' }}
				list={loaderData}
			>
				<ListTable table={SPEAKER_TABLE} list={loaderData} />
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * Speaker categories list (/admin/categories): Administrator only. Code, Title, Date, Edit, Delete;
 * search by title, sort and paging in the URL.
 */
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { CATEGORY_TABLE } from '#app/modules/speaker-categories/components/speaker-category-list-table.tsx'
import {
	categoryListAction,
	loadCategoryList,
} from '#app/modules/speaker-categories/speaker-category-list.server.ts'
import type { Route } from './+types/speaker-categories'

export const handle = { breadcrumb: 'Categories' }

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadCategoryList(request)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return categoryListAction(request, actor)
}

export default function SpeakerCategoryList({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<ListPageHeader title="Categories" addTo="/admin/add-category" addLabel="Add category" />
			<ListCard
				id="categories"
				title="Speaker categories"
				search={{ label: 'Search categories by title', placeholder: 'Search by title...' }}
				list={loaderData}
			>
				<ListTable table={CATEGORY_TABLE} list={loaderData} />
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

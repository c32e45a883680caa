/**
 * Users list (/admin/users): Administrator only. Active users with search by username, paging
 * (five a page), Edit and Delete (with a confirm dialog).
 */
import { ListCard, ListPageHeader } from '#app/components/admin/list-screen.tsx'
import { ListTable } from '#app/components/admin/list-table.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { USER_TABLE } from '#app/modules/users/components/user-list-table.tsx'
import { loadUserList, userListAction } from '#app/modules/users/user-list.server.ts'
import type { Route } from './+types/users'

export const handle = { breadcrumb: 'Users' }

export const meta: Route.MetaFunction = () => [{ title: 'Users | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireRole(context)
	return loadUserList(request, user)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireRole(context)
	return userListAction(request, user)
}

export default function Users({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<ListPageHeader title="Users" addTo="/admin/adduser" addLabel="Add user" />
			<ListCard
				id="users"
				title="Active users"
				search={{ label: 'Search users by username', placeholder: 'Search by username...' }}
				list={loaderData}
			>
				<ListTable table={USER_TABLE} list={loaderData} />
			</ListCard>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

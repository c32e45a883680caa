/**
 * Users list (/admin/users): Administrator only. Active users with search by username, paging
 * (five a page), Edit and Delete (with a confirm dialog).
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { USER_SCREEN } from '#app/modules/users/components/user-list-screen.tsx'
import { userList } from '#app/modules/users/user-list.server.ts'
import type { Route } from './+types/users'

export const handle = { breadcrumb: 'Users' }

export const loader = userList.loader

export const action = userList.action

export default function Users({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={USER_SCREEN} list={loaderData} />
}

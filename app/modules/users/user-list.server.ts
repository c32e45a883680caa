/**
 * The users list screen (/admin/users) for its route: one page of active users with the search by
 * username (five a page; 5, 10 or 15), and deleting a user with a toast.
 */
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formatShortDate } from '#app/lib/format.ts'
import { formRecordId, loadListPage, runListAction } from '#app/lib/list-loader.server.ts'
import type { ListOptions } from '#app/lib/list-params.ts'
import { deleteUserAccount } from './user-admin.server.ts'
import { countUsers, listUsers, type UserListRow } from './users.queries.server.ts'

const USER_LIST: ListOptions = { sizes: [5, 10, 15], defaultSize: 5 }

/** A row of the users list: the user, the date they were added ("12 Mar 2026", Accra), and whether they are the viewer. */
export interface UserListItem extends UserListRow {
	dateText: string
	isViewer: boolean
}

/** The users list's loader data (a `ListPage` of `UserListItem`s); `viewer` is the signed-in Administrator. */
export async function loadUserList(request: Request, viewer: Actor) {
	return loadListPage(new URL(request.url), USER_LIST, {
		count: ({ q }) => countUsers(db, { q }),
		page: async (query) =>
			(await listUsers(db, query)).map((row): UserListItem => ({
				...row,
				dateText: formatShortDate(row.createdAt),
				isViewer: row.id === viewer.id,
			})),
	})
}

/**
 * The users list's action: `delete-user` deletes the posted user (see `deleteUserAccount`: never the
 * Administrator themself nor the last Administrator) and comes back with a toast saying so.
 */
export function userListAction(request: Request, actor: Actor): Promise<Response> {
	return runListAction(request, {
		'delete-user': async (form) => {
			const result = await deleteUserAccount(db, actor, formRecordId(form, 'Unknown user.'), new Date())
			return result.ok
				? { type: 'success', title: 'User deleted', description: `${result.fullName} was removed.` }
				: { type: 'error', title: 'User not deleted', description: result.message }
		},
	})
}

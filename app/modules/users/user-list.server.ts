/**
 * The users list screen (/admin/users) for its route: one page of active users with the search by
 * username (five a page; 5, 10 or 15), and deleting a user with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { formatShortDate } from '#app/lib/format.ts'
import { formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import type { ListOptions } from '#app/lib/list-params.ts'
import { deleteUserAccount } from './user-admin.server.ts'
import { countUsers, listUsers, type UserListRow } from './users.queries.server.ts'

const USER_LIST: ListOptions = { sizes: [5, 10, 15], defaultSize: 5 }

/** A row of the users list: the user, the date they were added ("12 Mar 2026", Accra), and whether they are the viewer. */
export interface UserListItem extends UserListRow {
	dateText: string
	isViewer: boolean
}

/**
 * The users list route's `loader` and `action` (see `listRoute`). The loader data is a `ListPage` of
 * `UserListItem`s (`isViewer` marks the signed-in Administrator). The action's `delete-user` deletes
 * the posted user (see `deleteUserAccount`: never the Administrator themself nor the last
 * Administrator) and comes back with a toast saying so.
 */
export const userList = listRoute({
	load: (request, viewer) =>
		loadListPage(new URL(request.url), USER_LIST, {
			count: ({ q }) => countUsers(db, { q }),
			page: async (query) =>
				(await listUsers(db, query)).map((row): UserListItem => ({
					...row,
					dateText: formatShortDate(row.createdAt),
					isViewer: row.id === viewer.id,
				})),
		}),
	intents: (actor) => ({
		'delete-user': async (form) => {
			const result = await deleteUserAccount(db, actor, formRecordId(form, 'Unknown user.'), new Date())
			return result.ok
				? { type: 'success', title: 'User deleted', description: `${result.fullName} was removed.` }
				: { type: 'error', title: 'User not deleted', description: result.message }
		},
	}),
})

/**
 * The practical pages list screen (/admin/practical-pages) for its route: one page of practical
 * pages with their place in the order of /info and the menus, the search by title and sortable
 * columns (ten a page; 5, 10, 15 or All; in staff's order until a column is chosen), moving a page
 * a place up or down, and deleting one, each with a toast. Administrator only (`listRoute`).
 */
import { db } from '#app/db/db.server.ts'
import { formatShortDate } from '#app/lib/format.ts'
import { formDirection, formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { type Placed, withPlaces } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import { removePracticalPage, reorderPracticalPage } from './practical-page-admin.server.ts'
import { PRACTICAL_PAGE_SORTS, PRACTICAL_PAGES_FETCH_FAILED } from './practical-page.schema.ts'
import {
	type AdminPracticalPageRow,
	countAdminPracticalPages,
	listAdminPracticalPages,
} from './practical-pages.queries.server.ts'

const PRACTICAL_PAGE_LIST = contentListOptions({
	sortable: PRACTICAL_PAGE_SORTS,
	defaultSort: { sort: 'order', dir: 'asc' },
	defaultSize: 10,
})

/** A row of the list, with the day it was last saved ("12 Mar 2026", Accra) and its place. */
export type PracticalPageListItem = Placed<AdminPracticalPageRow & { dateText: string }>

/**
 * The practical pages list route's `loader` and `action` (see `listRoute`). The loader data is a
 * `ListPage` of `PracticalPageListItem`s; it throws a 500 response with
 * `PRACTICAL_PAGES_FETCH_FAILED` when the database cannot be read. The action's
 * `move-practical-page` moves the posted page one place `up` or `down`; `delete-practical-page`
 * deletes it. Each comes back with a toast.
 */
export const practicalPageList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			PRACTICAL_PAGE_LIST,
			{
				count: ({ q }) => countAdminPracticalPages(db, q),
				page: async (query) =>
					withPlaces(
						db,
						'practical_pages',
						(await listAdminPracticalPages(db, query)).map((row) => ({
							...row,
							dateText: formatShortDate(row.updatedAt),
						})),
					),
			},
			{ failureMessage: PRACTICAL_PAGES_FETCH_FAILED },
		),
	intents: (actor) => ({
		'move-practical-page': async (form) => {
			const id = formRecordId(form, 'Unknown page.')
			const order = await reorderPracticalPage(db, actor, id, formDirection(form), new Date())
			return order
				? { type: 'success', title: 'Page order saved', description: order.join(', ') }
				: { type: 'error', title: 'Page order not changed', description: 'That page no longer exists.' }
		},
		'delete-practical-page': async (form) => {
			const result = await removePracticalPage(db, actor, formRecordId(form, 'Unknown page.'), new Date())
			return result
				? { type: 'success', title: 'Practical page deleted', description: `${result.title} was removed.` }
				: { type: 'error', title: 'Practical page not deleted', description: 'It no longer exists.' }
		},
	}),
})

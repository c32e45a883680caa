/**
 * The media categories list screen (/admin/media-categories) for its route: one page of categories
 * with their place in the Media menu and their number of posts, the search by title and sortable
 * columns (five a page; 5, 10, 15 or All; in the menu's order until a column is chosen), moving a
 * category a place up or down, and deleting one without posts, each with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { formatShortDate, plural } from '#app/lib/format.ts'
import { formDirection, formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import {
	type AdminMediaCategoryRow,
	countAdminMediaCategories,
	listAdminMediaCategories,
} from './media-categories-admin.queries.server.ts'
import { type Placed, withPlaces } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import { removeMediaCategory, reorderMediaCategory } from './media-category-admin.server.ts'
import { MEDIA_CATEGORIES_FETCH_FAILED, MEDIA_CATEGORY_SORTS } from './media-category.schema.ts'

const MEDIA_CATEGORY_LIST = contentListOptions({
	sortable: MEDIA_CATEGORY_SORTS,
	defaultSort: { sort: 'order', dir: 'asc' },
})

/** A row of the list, with the date it was added ("12 Mar 2026", Accra) and its place in the menu. */
export type MediaCategoryListItem = Placed<AdminMediaCategoryRow & { dateText: string }>

/**
 * The media categories list route's `loader` and `action` (see `listRoute`). The loader data is a
 * `ListPage` of `MediaCategoryListItem`s; it throws a 500 response with
 * `MEDIA_CATEGORIES_FETCH_FAILED` when the database cannot be read. The action's
 * `move-media-category` moves the posted category one place `up` or `down` in the Media menu;
 * `delete-media-category` deletes a category without posts (refused with a toast while it has
 * some). Each comes back with a toast.
 */
export const mediaCategoryList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			MEDIA_CATEGORY_LIST,
			{
				count: ({ q }) => countAdminMediaCategories(db, q),
				page: async (query) =>
					withPlaces(
						db,
						'media_categories',
						(await listAdminMediaCategories(db, query)).map((row) => ({
							...row,
							dateText: formatShortDate(row.createdAt),
						})),
					),
			},
			{ failureMessage: MEDIA_CATEGORIES_FETCH_FAILED },
		),
	intents: (actor) => ({
		'move-media-category': async (form) => {
			const id = formRecordId(form, 'Unknown category.')
			const order = await reorderMediaCategory(db, actor, id, formDirection(form), new Date())
			return order
				? { type: 'success', title: 'Category order saved', description: order.join(', ') }
				: {
						type: 'error',
						title: 'Category order not changed',
						description: 'That category no longer exists.',
					}
		},
		'delete-media-category': async (form) => {
			const result = await removeMediaCategory(db, actor, formRecordId(form, 'Unknown category.'), new Date())
			if (!result)
				return { type: 'error', title: 'Category not deleted', description: 'It no longer exists.' }
			if ('members' in result) {
				return {
					type: 'error',
					title: 'Category not deleted',
					description: `It still has ${plural(result.members, 'post')}: move or delete them first.`,
				}
			}
			return { type: 'success', title: 'Category deleted', description: `${result.title} was removed.` }
		},
	}),
})

/**
 * The speaker categories list screen (/admin/categories) for its route: one page of categories with
 * their number of speakers, the search by title and sortable columns (five a page; 5, 10, 15 or
 * All; newest first until a column is chosen), and deleting a category with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { formatShortDate } from '#app/lib/format.ts'
import { formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { type CategoryRow, countCategories, listCategories } from './speaker-categories.queries.server.ts'
import { removeCategory } from './speaker-category-admin.server.ts'
import { CATEGORIES_FETCH_FAILED, CATEGORY_SORTS } from './speaker-category.schema.ts'

const CATEGORY_LIST = contentListOptions({
	sortable: CATEGORY_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
})

/** A row of the categories list, with the date it was added ("12 Mar 2026", Accra). */
export interface CategoryListItem extends CategoryRow {
	dateText: string
}

/**
 * The categories list route's `loader` and `action` (see `listRoute`). The loader data is a
 * `ListPage` of `CategoryListItem`s; it throws a 500 response with `CATEGORIES_FETCH_FAILED` when the
 * database cannot be read. The action's `delete-category` deletes the posted category, with a toast.
 */
export const categoryList = listRoute({
	load: (request) =>
		loadListPage(
			new URL(request.url),
			CATEGORY_LIST,
			{
				count: ({ q }) => countCategories(db, q),
				page: async (query) =>
					(await listCategories(db, query)).map((row): CategoryListItem => ({
						...row,
						dateText: formatShortDate(row.createdAt),
					})),
			},
			{ failureMessage: CATEGORIES_FETCH_FAILED },
		),
	intents: (actor) => ({
		'delete-category': async (form) => {
			const deleted = await removeCategory(db, actor, formRecordId(form, 'Unknown category.'), new Date())
			return deleted
				? { type: 'success', title: 'Category deleted', description: `${deleted.title} was removed.` }
				: { type: 'error', title: 'Category not deleted', description: 'It no longer exists.' }
		},
	}),
})

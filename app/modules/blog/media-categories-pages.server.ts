/**
 * What the media category forms need, on the app's own database (docs/architecture.md, "Routes are
 * thin"): the add and update pages' `loader` and `action`, with their messages ("Failed to fetch
 * categories. Please try again later.", "Server Error" in the Error dialog, the toasts).
 */
import { db } from '#app/db/db.server.ts'
import { orderedTitleRoute } from '#app/modules/ordered-lists/ordered-list-pages.server.ts'
import { getMediaCategory } from './blog.queries.server.ts'
import { saveMediaCategory } from './media-category-admin.server.ts'
import {
	MEDIA_CATEGORIES_FETCH_FAILED,
	MEDIA_CATEGORY_TITLE_TAKEN,
	MediaCategorySchema,
} from './media-category.schema.ts'

/**
 * The add and update media category pages' `loader` and `action` (/admin/add-media-category,
 * /admin/update-media-category/{categoryId}; `orderedTitleRoute`): the category for its update page
 * (404 for none, 500 `MEDIA_CATEGORIES_FETCH_FAILED`), and the save: a new category goes last in the
 * Media menu, a renamed one keeps its place and its posts; a title another category has, in any
 * case, is refused under the field. Success goes to /admin/media-categories with a toast.
 */
export const mediaCategoryForm = orderedTitleRoute({
	schema: MediaCategorySchema,
	param: 'categoryId',
	find: (id) => getMediaCategory(db, id),
	missing: 'There is no media category with that id. It may have been deleted.',
	failure: { message: MEDIA_CATEGORIES_FETCH_FAILED, log: 'Media category failed to load' },
	titleTaken: MEDIA_CATEGORY_TITLE_TAKEN,
	listUrl: '/admin/media-categories',
	noun: 'Media category',
	save: (actor, id, { title, titleFr }, now) => saveMediaCategory(db, actor, id, title, now, titleFr ?? null),
})

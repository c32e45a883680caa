/**
 * Managing media categories from the back office (/admin/media-categories,
 * /admin/add-media-category, /admin/update-media-category/{categoryId}): an ordered list of titles
 * (`orderedListAdmin`), the order being the Media menu's. A category that still has posts cannot be
 * deleted: its posts are never moved or deleted with it. Each change and its activity row are
 * written in one transaction.
 */
import { orderedListAdmin } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import { countPostsInCategory } from './media-categories-admin.queries.server.ts'

const mediaCategories = orderedListAdmin({
	table: 'media_categories',
	noun: 'media category',
	activityName: { one: 'Media Category', many: 'Media Categories' },
	countMembers: countPostsInCategory,
})

/**
 * Saves a media category's title (`title`): with no `id` adds one last in the Media menu ("Add
 * Media Category"), else renames that one, whose posts stay in it ("Update Media Category";
 * `not-found` when it is gone). A title another category has, in any case, answers `title-taken`
 * and writes nothing. Throws on a database failure.
 */
export const saveMediaCategory = mediaCategories.save

/**
 * Deletes a media category without posts ("Delete Media Category"). Returns its title; `{ members: n }`
 * (nothing written) while it has n posts; undefined when it is gone.
 */
export const removeMediaCategory = mediaCategories.remove

/**
 * Moves a media category a place up or down in the Media menu ("Reorder Media Categories"). Returns
 * the titles in their new order, or null when it is gone.
 */
export const reorderMediaCategory = mediaCategories.move

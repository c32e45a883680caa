/**
 * The add and update media category pages (/admin/add-media-category,
 * /admin/update-media-category/{categoryId}): Category Title, in an `OrderedTitlePage`.
 */
import type { OrderedTitlePageSpec } from '#app/components/admin/title-form.tsx'
import { MediaCategorySchema } from '../media-category.schema.ts'

export const MEDIA_CATEGORY_PAGE: OrderedTitlePageSpec = {
	schema: MediaCategorySchema,
	label: 'Category Title',
	hint: 'Its name in the Media menu and above its posts, e.g. “Press Releases”.',
	name: 'media-category',
	noun: 'category',
	listUrl: '/admin/media-categories',
	param: 'categoryId',
	breadcrumb: 'Media category',
	heading: { add: 'Add Media Category', update: 'Update Media Category' },
	subtitle: {
		add: 'A new entry at the end of the Media menu, with its own list of posts.',
		update: 'Its place in the Media menu and its posts stay.',
	},
}

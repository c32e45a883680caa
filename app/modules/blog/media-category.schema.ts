/**
 * The add and update media category form (/admin/add-media-category,
 * /admin/update-media-category/{categoryId}): one field, Category Title, the category's name in the
 * Media menu and on its blog list. Browser-safe.
 */
import { z } from 'zod'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'

export const MEDIA_CATEGORY_LIMITS = { title: 80 } as const

export const MediaCategorySchema = z.object({
	title: requiredText('Category Title', MEDIA_CATEGORY_LIMITS.title),
	titleFr: frenchText('The French title', MEDIA_CATEGORY_LIMITS.title),
})

/** Columns the media categories list can be sorted by (allow-list): the Media menu's order first. */
export const MEDIA_CATEGORY_SORTS = ['order', 'title', 'date'] as const
export type MediaCategorySort = (typeof MEDIA_CATEGORY_SORTS)[number]

/** The media categories screens' fetch failure message. */
export const MEDIA_CATEGORIES_FETCH_FAILED = 'Failed to fetch categories. Please try again later.'

/** The message under the title field when another category has that title, in any case. */
export const MEDIA_CATEGORY_TITLE_TAKEN = 'Another category already has this title'

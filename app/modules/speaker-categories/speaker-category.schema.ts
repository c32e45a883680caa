/**
 * The add-category and update-category form (/admin/add-category,
 * /admin/update-category/{categoryId}): one field, Category Title. The code
 * is generated from the title on create and never changes. Browser-safe.
 */
import { z } from 'zod'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'

export const CATEGORY_LIMITS = { title: 80 } as const

/** Category Title and its French (`titleFr`, optional, same limit: ADR 0059). */
export const CategorySchema = z.object({
	title: requiredText('Category Title', CATEGORY_LIMITS.title),
	titleFr: frenchText('The French title', CATEGORY_LIMITS.title),
})

export type CategoryInput = z.infer<typeof CategorySchema>

/** Columns the list can be sorted by (allow-list: user input never names a column). */
export const CATEGORY_SORTS = ['code', 'title', 'date'] as const
export type CategorySort = (typeof CATEGORY_SORTS)[number]

/** The fetch failure message of categories. */
export const CATEGORIES_FETCH_FAILED = 'Failed to fetch categories. Please try again later.'

/**
 * The code of a new category: `CAT-` and the title as an upper-case ASCII slug of at most 24
 * characters ("Keynote Speakers" → `CAT-KEYNOTE-SPEAKERS`); `CAT-CATEGORY` when nothing is left.
 */
export function categoryCodeBase(title: string): string {
	const slug = title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toUpperCase()
		.replace(/[^A-Z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 24)
		.replace(/-+$/, '')
	return `CAT-${slug || 'CATEGORY'}`
}

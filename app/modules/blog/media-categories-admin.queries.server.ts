/**
 * Back office reads of media categories (/admin/media-categories): the list with each category's
 * place in the Media menu and its number of posts. Adding, renaming, moving and deleting go through
 * `app/db/display-order.ts` (`media-category-admin.server.ts`); the public reads are in
 * `blog.queries.server.ts`.
 */
import type { Handle } from '#app/db/handle.ts'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import { countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import type { MediaCategorySort } from './media-category.schema.ts'

/** A media category as the back office lists it. */
export interface AdminMediaCategoryRow {
	id: number
	title: string
	/** Posts in the category (published or not): while there are any it cannot be deleted. */
	postCount: number
	createdAt: string
}

/** A page of the list; `q` is a case-insensitive substring of the title. */
export type MediaCategoryListQuery = PageQuery<MediaCategorySort>

function searchMediaCategories(db: Handle, q: string) {
	const select = db.selectFrom('media_categories')
	if (!q) return select
	const dialect = dialectOf(db)
	return select.where((eb) => containsInsensitive(eb, dialect, eb.ref('media_categories.title'), q))
}

/** Categories matching `query.q`, one page, in the chosen sort (`order`: the Media menu's). */
export async function listAdminMediaCategories(
	db: Handle,
	query: MediaCategoryListQuery,
): Promise<AdminMediaCategoryRow[]> {
	const sortColumns = {
		order: 'media_categories.sort_order',
		title: 'media_categories.title',
		date: 'media_categories.created_at',
	} as const
	const rows = await searchMediaCategories(db, query.q)
		.select((eb) => [
			'media_categories.id',
			'media_categories.title',
			'media_categories.created_at as createdAt',
			eb
				.selectFrom('blog_posts')
				.select((sb) => sb.fn.countAll<number>().as('n'))
				.whereRef('blog_posts.category_id', '=', 'media_categories.id')
				.as('postCount'),
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('media_categories.id', query.dir)
		.$call(onePage(query))
		.execute()
	return rows.map((row) => ({
		...row,
		postCount: Number(row.postCount ?? 0),
	}))
}

/** Number of categories matching `q`. */
export function countAdminMediaCategories(db: Handle, q: string): Promise<number> {
	return countRows(searchMediaCategories(db, q))
}

/** The number of posts in category `categoryId`. */
export function countPostsInCategory(db: Handle, categoryId: number): Promise<number> {
	return countRows(db.selectFrom('blog_posts').where('category_id', '=', categoryId))
}

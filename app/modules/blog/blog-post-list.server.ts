/**
 * The blog posts list screen (/admin/blog-posts) for its route: one page of posts with the search by
 * title, the status filter (`status`: all, draft, published, scheduled) and sortable
 * columns (ten a page; 5, 10, 15 or All; newest first until a column is chosen), and deleting a
 * post (its cover and unused inline images go after the deletion commits) with a toast.
 */
import { db } from '#app/db/db.server.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { formRecordId, listRoute, loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { removeBlogPost } from './blog-post-admin.server.ts'
import {
	BLOG_POST_FETCH_FAILED,
	BLOG_POST_FILTERS,
	BLOG_POST_SORTS,
	type BlogPostFilter,
	postStatusAt,
} from './blog-post.schema.ts'
import { countAdminBlogPosts, listAdminBlogPosts } from './blog-posts-admin.queries.server.ts'

/** A row of the blog posts list as its screen shows it. */
export type BlogPostListItem = Awaited<ReturnType<typeof blogPostList.loader>>['rows'][number]

const BLOG_POST_LIST = contentListOptions({
	defaultSize: 10,
	sortable: BLOG_POST_SORTS,
	defaultSort: { sort: 'date', dir: 'desc' },
})

/** The status filter of a list URL (`?status=`); anything else is every post. */
export function parseStatusFilter(url: URL): BlogPostFilter {
	const value = url.searchParams.get('status')
	return (BLOG_POST_FILTERS as readonly string[]).includes(value ?? '') ? (value as BlogPostFilter) : 'all'
}

/**
 * The blog posts list route's `loader` and `action` (see `listRoute`). The loader data is a
 * `ListPage` of rows with the status each shows now (`shownStatus`) and their publish date in Accra
 * (`dateText`), with the filter in its params;
 * it throws a 500 response with `BLOG_POST_FETCH_FAILED` when the database cannot be read. The
 * action's `delete-blog-post` deletes the posted post, with a toast.
 */
export const blogPostList = listRoute({
	load: async (request) => {
		const url = new URL(request.url)
		const now = new Date()
		const status = parseStatusFilter(url)
		const page = await loadListPage(
			url,
			BLOG_POST_LIST,
			{
				count: ({ q }) => countAdminBlogPosts(db, { q, status, now }),
				page: (query) => listAdminBlogPosts(db, { ...query, now }),
			},
			{ filters: { status }, failureMessage: BLOG_POST_FETCH_FAILED },
		)
		return {
			...page,
			rows: page.rows.map((row) => ({
				...row,
				shownStatus: postStatusAt(row, now),
				dateText: formatDateTime(row.publishedAt),
			})),
		}
	},
	intents: (actor) => ({
		'delete-blog-post': async (form) => {
			const id = formRecordId(form, 'Unknown blog post.')
			const deleted = await removeBlogPost(db, fileStore, actor, id, new Date())
			return deleted
				? { type: 'success', title: 'Blog post deleted', description: `${deleted.title} was removed.` }
				: { type: 'error', title: 'Blog post not deleted', description: 'It no longer exists.' }
		},
	}),
})

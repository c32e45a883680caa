/**
 * Media categories and blog posts (the spec's second "organiser" host, now our own tables).
 * Posts are ordered newest first: `published_at` descending, then `id` descending for equal dates.
 */
import type { Handle } from '#app/db/handle.ts'

export interface MediaCategoryLink {
	id: number
	title: string
}

/** The most posts a blog list shows (lists have no paging). */
export const BLOG_LIST_LIMIT = 50

/** The most posts the Related Article sidebar shows. */
export const RELATED_POSTS_LIMIT = 5

/** Media categories for the navigation's Media dropdown, in the order staff chose. */
export async function listMediaCategories(db: Handle): Promise<MediaCategoryLink[]> {
	return db
		.selectFrom('media_categories')
		.select(['id', 'title'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
}

/** One media category (the spec's `single_category.php`), or undefined when there is none. */
export async function getMediaCategory(db: Handle, id: number): Promise<MediaCategoryLink | undefined> {
	return db.selectFrom('media_categories').select(['id', 'title']).where('id', '=', id).executeTakeFirst()
}

/** A post as the blog lists show it; the content is there to build the excerpt. */
export interface BlogPostListItem {
	id: number
	category_id: number
	category_title: string
	title: string
	author: string
	published_at: string
	content_html: string
	image_key: string | null
}

/**
 * Posts newest first, at most `limit` (default and cap: `BLOG_LIST_LIMIT`); only those of
 * `categoryId` when given (the spec's `blogs.php?catId=`).
 */
export async function listBlogPosts(
	db: Handle,
	{ categoryId, limit = BLOG_LIST_LIMIT }: { categoryId?: number; limit?: number } = {},
): Promise<BlogPostListItem[]> {
	let query = db
		.selectFrom('blog_posts')
		.innerJoin('media_categories', 'media_categories.id', 'blog_posts.category_id')
		.select([
			'blog_posts.id',
			'blog_posts.category_id',
			'media_categories.title as category_title',
			'blog_posts.title',
			'blog_posts.author',
			'blog_posts.published_at',
			'blog_posts.content_html',
			'blog_posts.image_key',
		])
	if (categoryId !== undefined) query = query.where('blog_posts.category_id', '=', categoryId)
	return query
		.orderBy('blog_posts.published_at', 'desc')
		.orderBy('blog_posts.id', 'desc')
		.limit(Math.min(Math.max(limit, 0), BLOG_LIST_LIMIT))
		.execute()
}

/** A post as its own page shows it. */
export interface BlogPostDetail {
	id: number
	category_id: number
	title: string
	slug: string
	author: string
	published_at: string
	updated_at: string
	content_html: string
	image_key: string | null
}

/** One post (the spec's `blogdetails.php?Id=`), or undefined when there is none. */
export async function getBlogPost(db: Handle, id: number): Promise<BlogPostDetail | undefined> {
	return db
		.selectFrom('blog_posts')
		.select([
			'id',
			'category_id',
			'title',
			'slug',
			'author',
			'published_at',
			'updated_at',
			'content_html',
			'image_key',
		])
		.where('id', '=', id)
		.executeTakeFirst()
}

export interface RelatedPostLink {
	id: number
	title: string
}

/**
 * The other posts of `post`'s category, newest first, at most `limit` (the spec's
 * `all_related_blogs.php?id=`, for the Related Article sidebar).
 */
export async function listRelatedPosts(
	db: Handle,
	post: { id: number; category_id: number },
	limit = RELATED_POSTS_LIMIT,
): Promise<RelatedPostLink[]> {
	return db
		.selectFrom('blog_posts')
		.select(['id', 'title'])
		.where('category_id', '=', post.category_id)
		.where('id', '<>', post.id)
		.orderBy('published_at', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
}

/** Id and last change of every blog post, for the sitemap. */
export async function listBlogPostIds(db: Handle): Promise<{ id: number; updated_at: string }[]> {
	return db.selectFrom('blog_posts').select(['id', 'updated_at']).orderBy('id').execute()
}

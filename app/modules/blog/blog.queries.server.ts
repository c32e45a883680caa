/**
 * Media categories and blog posts as visitors see them (the spec's second "organiser" host, now our
 * own tables). Posts are ordered newest first: `published_at` descending, then `id` descending for
 * equal dates. Visitors see only public posts: status 'published' and `published_at` at
 * or before `now`; drafts and scheduled posts are read only by the back office
 * (`blog-posts-admin.queries.server.ts`). A post's title, excerpt and content come in the language
 * being rendered (`localized`, ADR 0059): the French on a French page when it is filled, else the
 * English. Media categories are read in English here (the public layout keeps them, then localizes).
 */
import type { ExpressionBuilder } from 'kysely'
import type { Handle } from '#app/db/handle.ts'
import type { DB } from '#app/db/schema.ts'
import { localized } from '#app/lib/i18n/localized.ts'

/** The posts a visitor may see at `now`: published, and not scheduled later. */
function isPublic(now: Date) {
	return (eb: ExpressionBuilder<DB, 'blog_posts'>) =>
		eb.and([
			eb('blog_posts.status', '=', 'published'),
			eb('blog_posts.published_at', '<=', now.toISOString()),
		])
}

export interface MediaCategoryLink {
	id: number
	title: string
	/** Its French title, null for none (ADR 0059): the caller picks the page's with `localized`. */
	title_fr: string | null
}

/** The most posts a blog list shows (lists have no paging). */
export const BLOG_LIST_LIMIT = 50

/** The most posts the Related Article sidebar shows. */
export const RELATED_POSTS_LIMIT = 5

/** Media categories for the navigation's Media dropdown, in the order staff chose. */
export async function listMediaCategories(db: Handle): Promise<MediaCategoryLink[]> {
	return db
		.selectFrom('media_categories')
		.select(['id', 'title', 'title_fr'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
}

/** One media category (the spec's `single_category.php`), or undefined when there is none. */
export async function getMediaCategory(db: Handle, id: number): Promise<MediaCategoryLink | undefined> {
	return db
		.selectFrom('media_categories')
		.select(['id', 'title', 'title_fr'])
		.where('id', '=', id)
		.executeTakeFirst()
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
	/** Written by staff, or empty. */
	excerpt: string
	image_key: string | null
}

/**
 * Public posts at `now`, newest first, at most `limit` (default and cap: `BLOG_LIST_LIMIT`); only
 * those of `categoryId` when given (the spec's `blogs.php?catId=`). Texts in the page's language.
 */
export async function listBlogPosts(
	db: Handle,
	now: Date,
	{ categoryId, limit = BLOG_LIST_LIMIT }: { categoryId?: number; limit?: number } = {},
): Promise<BlogPostListItem[]> {
	let query = db
		.selectFrom('blog_posts')
		.innerJoin('media_categories', 'media_categories.id', 'blog_posts.category_id')
		.select([
			'blog_posts.id',
			'blog_posts.category_id',
			'media_categories.title as category_title',
			'media_categories.title_fr as category_title_fr',
			'blog_posts.title',
			'blog_posts.title_fr',
			'blog_posts.author',
			'blog_posts.published_at',
			'blog_posts.content_html',
			'blog_posts.content_html_fr',
			'blog_posts.excerpt',
			'blog_posts.excerpt_fr',
			'blog_posts.image_key',
		])
		.where(isPublic(now))
	if (categoryId !== undefined) query = query.where('blog_posts.category_id', '=', categoryId)
	const rows = await query
		.orderBy('blog_posts.published_at', 'desc')
		.orderBy('blog_posts.id', 'desc')
		.limit(Math.min(Math.max(limit, 0), BLOG_LIST_LIMIT))
		.execute()
	return rows.map(({ category_title_fr, title_fr, content_html_fr, excerpt_fr, ...row }) => ({
		...row,
		category_title: localized(row.category_title, category_title_fr),
		...localizedPost(row, { title_fr, excerpt_fr, content_html_fr }),
	}))
}

/**
 * A post's title, excerpt and content in the page's language. The French content replaces the
 * English only when filled; a French post with no French excerpt gets none, so its summary is
 * built from the French content rather than showing the English excerpt.
 */
function localizedPost(
	english: { title: string; excerpt: string; content_html: string },
	french: { title_fr: string | null; excerpt_fr: string | null; content_html_fr: string | null },
): { title: string; excerpt: string; content_html: string } {
	const content_html = localized(english.content_html, french.content_html_fr)
	const frenchBody = content_html !== english.content_html
	return {
		title: localized(english.title, french.title_fr),
		excerpt: frenchBody ? (french.excerpt_fr ?? '') : localized(english.excerpt, french.excerpt_fr),
		content_html,
	}
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
	excerpt: string
	image_key: string | null
}

/** The columns a post's page shows, for the public page and the back office's preview. */
export const POST_DETAIL_COLUMNS = [
	'id',
	'category_id',
	'title',
	'slug',
	'author',
	'published_at',
	'updated_at',
	'content_html',
	'excerpt',
	'image_key',
] as const

/**
 * One public post at `now` (the spec's `blogdetails.php?Id=`), texts in the page's language, or
 * undefined when there is none, or it is a draft or scheduled later.
 */
export async function getBlogPost(db: Handle, id: number, now: Date): Promise<BlogPostDetail | undefined> {
	const row = await db
		.selectFrom('blog_posts')
		.select([...POST_DETAIL_COLUMNS, 'title_fr', 'excerpt_fr', 'content_html_fr'])
		.where('id', '=', id)
		.where(isPublic(now))
		.executeTakeFirst()
	if (!row) return undefined
	const { title_fr, excerpt_fr, content_html_fr, ...post } = row
	return { ...post, ...localizedPost(post, { title_fr, excerpt_fr, content_html_fr }) }
}

/** Whether a post with `id` exists, public or not. */
export async function blogPostExists(db: Handle, id: number): Promise<boolean> {
	return !!(await db.selectFrom('blog_posts').select('id').where('id', '=', id).executeTakeFirst())
}

export interface RelatedPostLink {
	id: number
	title: string
}

/**
 * The other public posts of `post`'s category at `now`, newest first, at most `limit` (the spec's
 * `all_related_blogs.php?id=`, for the Related Article sidebar), titles in the page's language.
 */
export async function listRelatedPosts(
	db: Handle,
	post: { id: number; category_id: number },
	now: Date,
	limit = RELATED_POSTS_LIMIT,
): Promise<RelatedPostLink[]> {
	const rows = await db
		.selectFrom('blog_posts')
		.select(['id', 'title', 'title_fr'])
		.where(isPublic(now))
		.where('category_id', '=', post.category_id)
		.where('id', '<>', post.id)
		.orderBy('published_at', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map(({ title_fr, ...row }) => ({ ...row, title: localized(row.title, title_fr) }))
}

/** Id and last change of every public post at `now`, for the sitemap. */
export async function listBlogPostIds(db: Handle, now: Date): Promise<{ id: number; updated_at: string }[]> {
	return db.selectFrom('blog_posts').select(['id', 'updated_at']).where(isPublic(now)).orderBy('id').execute()
}

/**
 * The instant (ISO) at which the next scheduled post appears after `now`, or undefined when none is
 * scheduled: the public pages change then without any write (`page-validity.server.ts`).
 */
export async function nextScheduledPostAt(db: Handle, now: Date): Promise<string | undefined> {
	const row = await db
		.selectFrom('blog_posts')
		.select('published_at')
		.where('status', '=', 'published')
		.where('published_at', '>', now.toISOString())
		.orderBy('published_at')
		.limit(1)
		.executeTakeFirst()
	return row?.published_at
}

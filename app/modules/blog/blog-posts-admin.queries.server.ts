/**
 * Back office reads and writes of blog posts (/admin/blog-posts, /admin/add-blog-post,
 * /admin/update-blog-post/{postId}, /admin/blog-preview/{postId}): every post, drafts and scheduled
 * ones included. What visitors may read is in `blog.queries.server.ts`.
 */
import type { ExpressionBuilder } from 'kysely'
import { containsInsensitive, dialectOf } from '#app/db/dialect.ts'
import type { Handle } from '#app/db/handle.ts'
import { countRows, onePage, type PageQuery } from '#app/db/rows.ts'
import type { BlogPostStatus, DB } from '#app/db/schema.ts'
import type { BlogPostFilter, BlogPostSort } from './blog-post.schema.ts'
import { type BlogPostDetail, POST_DETAIL_COLUMNS } from './blog.queries.server.ts'

export interface AdminBlogPostRow {
	id: number
	title: string
	categoryTitle: string
	author: string
	status: BlogPostStatus
	publishedAt: string
	imageKey: string | null
}

/** A page of the list: `q` is a case-insensitive substring of the title; `status` filters (at `now`). */
export interface BlogPostListQuery extends PageQuery<BlogPostSort> {
	status: BlogPostFilter
	now: Date
}

const sortColumns = {
	title: 'blog_posts.title',
	category: 'media_categories.title',
	status: 'blog_posts.status',
	date: 'blog_posts.published_at',
} as const

/** The condition of a status filter at `now` (scheduled: published with a date still ahead). */
function statusIs(filter: BlogPostFilter, now: Date) {
	return (eb: ExpressionBuilder<DB, 'blog_posts'>) => {
		const at = now.toISOString()
		if (filter === 'draft') return eb('blog_posts.status', '=', 'draft')
		if (filter === 'scheduled')
			return eb.and([eb('blog_posts.status', '=', 'published'), eb('blog_posts.published_at', '>', at)])
		if (filter === 'published')
			return eb.and([eb('blog_posts.status', '=', 'published'), eb('blog_posts.published_at', '<=', at)])
		return eb.lit(true)
	}
}

function searchPosts(db: Handle, { q, status, now }: { q: string; status: BlogPostFilter; now: Date }) {
	const dialect = dialectOf(db)
	const base = db
		.selectFrom('blog_posts')
		.innerJoin('media_categories', 'media_categories.id', 'blog_posts.category_id')
		.where(statusIs(status, now))
	return q ? base.where((eb) => containsInsensitive(eb, dialect, eb.ref('blog_posts.title'), q)) : base
}

/** One page of posts matching the query, newest first until another sort is chosen. */
export async function listAdminBlogPosts(db: Handle, query: BlogPostListQuery): Promise<AdminBlogPostRow[]> {
	return searchPosts(db, query)
		.select([
			'blog_posts.id',
			'blog_posts.title',
			'media_categories.title as categoryTitle',
			'blog_posts.author',
			'blog_posts.status',
			'blog_posts.published_at as publishedAt',
			'blog_posts.image_key as imageKey',
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('blog_posts.published_at', 'desc')
		.orderBy('blog_posts.id', 'desc')
		.$call(onePage(query))
		.execute()
}

/** Number of posts matching the search and the status filter. */
export async function countAdminBlogPosts(
	db: Handle,
	filter: { q: string; status: BlogPostFilter; now: Date },
): Promise<number> {
	return countRows(searchPosts(db, filter))
}

/** A post with what its form and its preview show, whatever its status; undefined when there is none. */
export async function findBlogPostForEdit(
	db: Handle,
	id: number,
): Promise<(BlogPostDetail & { status: BlogPostStatus }) | undefined> {
	return db
		.selectFrom('blog_posts')
		.select([...POST_DETAIL_COLUMNS, 'status'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** What a post's form saves (the content already sanitised). */
export interface BlogPostValues {
	categoryId: number
	title: string
	author: string
	excerpt: string
	status: BlogPostStatus
	publishedAt: string
	contentHtml: string
}

function columns(values: BlogPostValues) {
	return {
		category_id: values.categoryId,
		title: values.title,
		author: values.author,
		excerpt: values.excerpt,
		status: values.status,
		published_at: values.publishedAt,
		content_html: values.contentHtml,
	}
}

/** Inserts a post with its (unique) `slug` and cover `imageKey`; returns its id. */
export async function insertBlogPost(
	db: Handle,
	values: BlogPostValues & { slug: string; imageKey: string | null },
	now: Date,
): Promise<number> {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('blog_posts')
		.values({
			...columns(values),
			slug: values.slug,
			image_key: values.imageKey,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/**
 * Updates a post; a given `imageKey` replaces its cover. Returns what it had before (cover and
 * content, for removing files no longer used), or undefined when there is no such post.
 */
export async function updateBlogPost(
	db: Handle,
	id: number,
	values: BlogPostValues & { imageKey?: string },
	now: Date,
): Promise<{ previousImageKey: string | null; previousContentHtml: string } | undefined> {
	const before = await db
		.selectFrom('blog_posts')
		.select(['image_key', 'content_html'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!before) return undefined
	await db
		.updateTable('blog_posts')
		.set({
			...columns(values),
			...(values.imageKey ? { image_key: values.imageKey } : {}),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.execute()
	return { previousImageKey: before.image_key, previousContentHtml: before.content_html }
}

/** Deletes a post; returns its title, cover and content, or undefined when there was none. */
export async function deleteBlogPost(
	db: Handle,
	id: number,
): Promise<{ title: string; imageKey: string | null; contentHtml: string } | undefined> {
	return db
		.deleteFrom('blog_posts')
		.where('id', '=', id)
		.returning(['title', 'image_key as imageKey', 'content_html as contentHtml'])
		.executeTakeFirst()
}

/** Whether any post's content mentions `text` (an inline image's key). */
export async function isMentionedInAnyPost(db: Handle, text: string): Promise<boolean> {
	const dialect = dialectOf(db)
	const row = await db
		.selectFrom('blog_posts')
		.select('id')
		.where((eb) => containsInsensitive(eb, dialect, eb.ref('content_html'), text))
		.limit(1)
		.executeTakeFirst()
	return !!row
}

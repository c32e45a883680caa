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
import { hasText, needsFrench } from '#app/lib/i18n/localized.ts'
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
	/** Whether a text visitors read (title, excerpt, content) has no French yet (ADR 0059). */
	needsFrench: boolean
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
	const rows = await searchPosts(db, query)
		.select([
			'blog_posts.id',
			'blog_posts.title',
			'media_categories.title as categoryTitle',
			'blog_posts.author',
			'blog_posts.status',
			'blog_posts.published_at as publishedAt',
			'blog_posts.image_key as imageKey',
			'blog_posts.title_fr',
			'blog_posts.excerpt',
			'blog_posts.excerpt_fr',
			'blog_posts.content_html_fr',
		])
		.orderBy(sortColumns[query.sort], query.dir)
		.orderBy('blog_posts.published_at', 'desc')
		.orderBy('blog_posts.id', 'desc')
		.$call(onePage(query))
		.execute()
	return rows.map(({ title_fr, excerpt, excerpt_fr, content_html_fr, ...row }) => ({
		...row,
		needsFrench:
			needsFrench(row.title, title_fr) || needsFrench(excerpt, excerpt_fr) || !hasText(content_html_fr),
	}))
}

/** Number of posts matching the search and the status filter. */
export async function countAdminBlogPosts(
	db: Handle,
	filter: { q: string; status: BlogPostFilter; now: Date },
): Promise<number> {
	return countRows(searchPosts(db, filter))
}

/** A post's French texts (ADR 0059), null for none yet. */
export interface BlogPostFrench {
	title_fr: string | null
	excerpt_fr: string | null
	content_html_fr: string | null
}

/**
 * A post with what its form and its preview show (its English texts and their French twins),
 * whatever its status; undefined when there is none.
 */
export async function findBlogPostForEdit(
	db: Handle,
	id: number,
): Promise<(BlogPostDetail & BlogPostFrench & { status: BlogPostStatus }) | undefined> {
	return db
		.selectFrom('blog_posts')
		.select([...POST_DETAIL_COLUMNS, 'title_fr', 'excerpt_fr', 'content_html_fr', 'status'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** What a post's form saves (the contents already sanitised; French twins null for none). */
export interface BlogPostValues {
	categoryId: number
	title: string
	titleFr: string | null
	author: string
	excerpt: string
	excerptFr: string | null
	status: BlogPostStatus
	publishedAt: string
	contentHtml: string
	contentHtmlFr: string | null
}

function columns(values: BlogPostValues) {
	return {
		category_id: values.categoryId,
		title: values.title,
		title_fr: values.titleFr,
		author: values.author,
		excerpt: values.excerpt,
		excerpt_fr: values.excerptFr,
		status: values.status,
		published_at: values.publishedAt,
		content_html: values.contentHtml,
		content_html_fr: values.contentHtmlFr,
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
		.select(['image_key', 'content_html', 'content_html_fr'])
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
	return {
		previousImageKey: before.image_key,
		previousContentHtml: before.content_html + (before.content_html_fr ?? ''),
	}
}

/**
 * Deletes a post; returns its title, cover and content (both languages' HTML, one after the other),
 * or undefined when there was none.
 */
export async function deleteBlogPost(
	db: Handle,
	id: number,
): Promise<{ title: string; imageKey: string | null; contentHtml: string } | undefined> {
	const row = await db
		.deleteFrom('blog_posts')
		.where('id', '=', id)
		.returning(['title', 'image_key as imageKey', 'content_html as contentHtml', 'content_html_fr'])
		.executeTakeFirst()
	if (!row) return undefined
	const { content_html_fr, ...deleted } = row
	return { ...deleted, contentHtml: deleted.contentHtml + (content_html_fr ?? '') }
}

/** Whether any post's content, English or French, mentions `text` (an inline image's key). */
export async function isMentionedInAnyPost(db: Handle, text: string): Promise<boolean> {
	const dialect = dialectOf(db)
	const row = await db
		.selectFrom('blog_posts')
		.select('id')
		.where((eb) =>
			eb.or([
				containsInsensitive(eb, dialect, eb.ref('content_html'), text),
				containsInsensitive(eb, dialect, eb.ref('content_html_fr'), text),
			]),
		)
		.limit(1)
		.executeTakeFirst()
	return !!row
}

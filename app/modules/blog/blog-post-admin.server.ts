/**
 * Writing blog posts in the back office (ADR 0032). Files and rows stay consistent, as for every
 * upload:
 * - the cover is stored first, then the row; if the row fails the cover is removed;
 * - a new cover replaces the old one only after the update commits;
 * - images placed in the text are stored when they are chosen in the editor (`storePostImage`);
 *   once an update or a delete commits, those its text no longer shows, and no other post shows,
 *   are removed.
 * The content, English and French, is reduced to the blog allow-list before it is stored (and again
 * when it is shown).
 * Each change and its activity row are written in one transaction.
 */
import crypto from 'node:crypto'
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import {
	ImageRejectedError,
	removeStoredImage,
	storeImage,
	storeInlineImage,
} from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { sanitizeBlogHtml } from './blog-html.server.ts'
import { type BlogPostInput, CONTENT_REQUIRED, isBlankHtml, publishTimeRefusal } from './blog-post.schema.ts'
import {
	type BlogPostValues,
	deleteBlogPost,
	insertBlogPost,
	isMentionedInAnyPost,
	updateBlogPost,
} from './blog-posts-admin.queries.server.ts'
import { getMediaCategory } from './blog.queries.server.ts'

/** Where images placed in posts' text are stored (keys `blog-inline/<random>`). */
const INLINE_PREFIX = 'blog-inline'

export type BlogPostRefusal =
	| { ok: false; reason: 'field'; field: 'cover' | 'categoryId' | 'publishAt' | 'content'; message: string }
	| { ok: false; reason: 'not-found'; message: string }

export const BLOG_POST_MISSING = 'There is no blog post with that id. It may have been deleted.'

/** Thrown inside the update transaction when the post is gone; the caller cleans up. */
class PostGone extends Error {}

/** "my-first-post-3f9a2c": the title's words and a random tail, so two posts never share one. */
function slugFor(title: string): string {
	const words = title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60)
		.replace(/-+$/, '')
	return `${words || 'post'}-${crypto.randomBytes(3).toString('hex')}`
}

/** The keys of the inline images `html` shows (`blog-inline/<hex>`), each once. */
export function inlineImageKeys(html: string): string[] {
	const keys = new Set<string>()
	for (const m of html.matchAll(/\/uploads\/(blog-inline\/[0-9a-f]{16})-\d+\.webp/g)) keys.add(m[1]!)
	return [...keys]
}

/** Removes the inline images of `previousHtml` that no post shows any more (after a commit). */
async function removeUnusedInlineImages(db: Database, store: FileStore, previousHtml: string) {
	for (const key of inlineImageKeys(previousHtml)) {
		if (!(await isMentionedInAnyPost(db, key))) await removeStoredImage(store, key)
	}
}

/**
 * The row's values from the form at `now`, or the refusal of the first field that cannot be saved:
 * a category that no longer exists, a publish date on the wrong side of `now`, a text left empty
 * once reduced to the allow-list.
 */
async function valuesFrom(
	db: Database,
	input: BlogPostInput,
	now: Date,
): Promise<BlogPostValues | BlogPostRefusal> {
	if (!(await getMediaCategory(db, input.categoryId))) {
		return {
			ok: false,
			reason: 'field',
			field: 'categoryId',
			message: 'That category no longer exists. Choose another.',
		}
	}
	const timeRefusal = publishTimeRefusal(input, now)
	if (timeRefusal) return { ok: false, reason: 'field', field: 'publishAt', message: timeRefusal }
	const contentHtml = sanitizeBlogHtml(input.content)
	if (isBlankHtml(contentHtml)) {
		return { ok: false, reason: 'field', field: 'content', message: CONTENT_REQUIRED }
	}
	// The French text goes through the same allow-list; left blank once reduced, it is none (ADR 0059).
	const frenchHtml = input.contentFr ? sanitizeBlogHtml(input.contentFr) : ''
	return {
		categoryId: input.categoryId,
		title: input.title,
		titleFr: input.titleFr ?? null,
		author: input.author,
		excerpt: input.excerpt ?? '',
		excerptFr: input.excerptFr ?? null,
		status: input.status === 'draft' ? 'draft' : 'published',
		publishedAt: input.publishAt ?? now.toISOString(),
		contentHtml,
		contentHtmlFr: isBlankHtml(frenchHtml) ? null : frenchHtml,
	}
}

/** Verifies and stores a cover image; a refusal names the cover field. */
async function storeCover(store: FileStore, cover: File): Promise<string | BlogPostRefusal> {
	try {
		return await storeImage(store, new Uint8Array(await cover.arrayBuffer()), 'blog', 'blog', 'cover image')
	} catch (error) {
		if (error instanceof ImageRejectedError) {
			return { ok: false, reason: 'field', field: 'cover', message: error.message }
		}
		throw error
	}
}

function describe(title: string, values: BlogPostValues, now: Date): string {
	if (values.status === 'draft') return `${title} (draft)`
	return Date.parse(values.publishedAt) > now.getTime() ? `${title} (scheduled ${values.publishedAt})` : title
}

/**
 * Adds a post from the form at `now`, with an "Add Blog Post" activity row. A refusal
 * (`BlogPostRefusal`) stores nothing. Throws on a database or storage failure, after removing the
 * cover.
 */
export async function addBlogPost(
	db: Database,
	store: FileStore,
	actor: Actor,
	input: BlogPostInput,
	now: Date,
): Promise<{ ok: true; id: number; title: string; status: BlogPostValues['status'] } | BlogPostRefusal> {
	const values = await valuesFrom(db, input, now)
	if ('ok' in values) return values
	let imageKey: string | null = null
	if (input.cover) {
		const stored = await storeCover(store, input.cover)
		if (typeof stored !== 'string') return stored
		imageKey = stored
	}
	try {
		const id = await writeTransaction(db, async (trx) => {
			const id = await insertBlogPost(trx, { ...values, slug: slugFor(input.title), imageKey }, now)
			await recordActivity(
				trx,
				actorActivity(actor, 'Add Blog Post', `Added blog post ${describe(input.title, values, now)}`),
				now,
			)
			return id
		})
		return { ok: true, id, title: input.title, status: values.status }
	} catch (error) {
		await removeStoredImage(store, imageKey)
		throw error
	}
}

/**
 * Updates post `id` from the form at `now`, with an "Update Blog Post" activity row. A new cover
 * replaces the old one after the commit; inline images the text no longer shows are removed then.
 * A refusal stores nothing; `not-found` when the post is gone. Throws on a database or storage
 * failure, after removing the new cover.
 */
export async function editBlogPost(
	db: Database,
	store: FileStore,
	actor: Actor,
	id: number,
	input: BlogPostInput,
	now: Date,
): Promise<{ ok: true; title: string; status: BlogPostValues['status'] } | BlogPostRefusal> {
	const values = await valuesFrom(db, input, now)
	if ('ok' in values) return values
	let newKey: string | undefined
	if (input.cover) {
		const stored = await storeCover(store, input.cover)
		if (typeof stored !== 'string') return stored
		newKey = stored
	}
	let before: { previousImageKey: string | null; previousContentHtml: string }
	try {
		before = await writeTransaction(db, async (trx) => {
			const updated = await updateBlogPost(trx, id, { ...values, imageKey: newKey }, now)
			if (!updated) throw new PostGone()
			await recordActivity(
				trx,
				actorActivity(actor, 'Update Blog Post', `Updated blog post ${describe(input.title, values, now)}`),
				now,
			)
			return updated
		})
	} catch (error) {
		await removeStoredImage(store, newKey)
		if (error instanceof PostGone) return { ok: false, reason: 'not-found', message: BLOG_POST_MISSING }
		throw error
	}
	if (newKey && before.previousImageKey) await removeStoredImage(store, before.previousImageKey)
	await removeUnusedInlineImages(db, store, before.previousContentHtml)
	return { ok: true, title: input.title, status: values.status }
}

/**
 * Deletes post `id` with a "Delete Blog Post" activity row, then (after the commit) its cover and the
 * inline images no other post shows. Returns its title, or undefined when it no longer existed.
 */
export async function removeBlogPost(
	db: Database,
	store: FileStore,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ title: string } | undefined> {
	const deleted = await writeTransaction(db, async (trx) => {
		const row = await deleteBlogPost(trx, id)
		if (!row) return undefined
		await recordActivity(trx, actorActivity(actor, 'Delete Blog Post', `Deleted blog post ${row.title}`), now)
		return row
	})
	if (!deleted) return undefined
	await removeStoredImage(store, deleted.imageKey)
	await removeUnusedInlineImages(db, store, deleted.contentHtml)
	return { title: deleted.title }
}

/**
 * Stores an image chosen in the editor for a post's text (`storeInlineImage`): its URL and size in
 * pixels, or the message of a refused file (the same as for every upload). Nothing is stored for a
 * refused file. Throws on a storage failure.
 */
export async function storePostImage(
	store: FileStore,
	bytes: Uint8Array,
): Promise<{ ok: true; src: string; width: number; height: number } | { ok: false; message: string }> {
	try {
		const { src, width, height } = await storeInlineImage(store, bytes, INLINE_PREFIX)
		return { ok: true, src, width, height }
	} catch (error) {
		if (error instanceof ImageRejectedError) return { ok: false, message: error.message }
		throw error
	}
}

import { beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '#app/db/connect.server.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	BLOG_LIST_LIMIT,
	blogPostExists,
	getBlogPost,
	listBlogPostIds,
	nextScheduledPostAt,
	getMediaCategory,
	listBlogPosts,
	listMediaCategories,
	listRelatedPosts,
} from './blog.queries.server.ts'

const stamp = '2026-11-01T09:00:00.000Z'
/** After every post's date: all of them are public. */
const now = new Date('2026-12-01T00:00:00.000Z')

async function category(db: Database, title: string): Promise<number> {
	const row = await db
		.insertInto('media_categories')
		.values({ title, created_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

let slugs = 0
async function post(
	db: Database,
	categoryId: number,
	title: string,
	publishedAt: string,
	extra: { image_key?: string | null; content_html?: string; status?: 'draft' | 'published' } = {},
): Promise<number> {
	const row = await db
		.insertInto('blog_posts')
		.values({
			category_id: categoryId,
			title,
			slug: `post-${++slugs}`,
			author: 'Kwabena Ɔwusu',
			published_at: publishedAt,
			content_html: extra.content_html ?? `<p>${title} — body</p>`,
			image_key: extra.image_key ?? null,
			status: extra.status ?? 'published',
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

describe.each(testDialects)('media queries on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let news: number
	let insights: number
	beforeEach(async () => {
		news = await category(t.db, 'Summit News')
		insights = await category(t.db, 'Audit Insights')
	})

	test('categories: listed in creation order, with their French titles; one by id; an unknown id is undefined', async () => {
		await t.db
			.updateTable('media_categories')
			.set({ title_fr: 'Analyses' })
			.where('id', '=', insights)
			.execute()
		expect(await listMediaCategories(t.db)).toEqual([
			{ id: news, title: 'Summit News', title_fr: null },
			{ id: insights, title: 'Audit Insights', title_fr: 'Analyses' },
		])
		expect(await getMediaCategory(t.db, insights)).toEqual({
			id: insights,
			title: 'Audit Insights',
			title_fr: 'Analyses',
		})
		expect(await getMediaCategory(t.db, insights + 100)).toBeUndefined()
	})

	test('a category list holds only its posts, newest first, with what a card needs', async () => {
		const older = await post(t.db, news, 'Older news', '2026-03-01T08:00:00.000Z', { image_key: 'blog/abc' })
		const newer = await post(t.db, news, 'Newer news', '2026-10-12T23:30:00.000Z')
		const middle = await post(t.db, news, 'Middle news', '2026-06-15T12:00:00.000Z')
		await post(t.db, insights, 'An insight', '2026-11-20T08:00:00.000Z')

		const rows = await listBlogPosts(t.db, now, { categoryId: news })
		expect(rows.map((r) => r.id)).toEqual([newer, middle, older])
		expect(rows[2]).toEqual({
			id: older,
			category_id: news,
			category_title: 'Summit News',
			title: 'Older news',
			author: 'Kwabena Ɔwusu',
			published_at: '2026-03-01T08:00:00.000Z',
			content_html: '<p>Older news — body</p>',
			excerpt: '',
			image_key: 'blog/abc',
		})
		expect(await listBlogPosts(t.db, now, { categoryId: insights + 100 })).toEqual([])
	})

	test('all posts across categories, newest first; equal dates by newest id; capped', async () => {
		const a = await post(t.db, news, 'A', '2026-05-01T08:00:00.000Z')
		const b = await post(t.db, insights, 'B', '2026-09-01T08:00:00.000Z')
		const c = await post(t.db, news, 'C', '2026-05-01T08:00:00.000Z')
		const all = await listBlogPosts(t.db, now)
		expect(all.map((r) => [r.id, r.category_title])).toEqual([
			[b, 'Audit Insights'],
			[c, 'Summit News'],
			[a, 'Summit News'],
		])
		expect((await listBlogPosts(t.db, now, { limit: 2 })).map((r) => r.id)).toEqual([b, c])
		expect((await listBlogPosts(t.db, now, { limit: 10_000 })).length).toBe(3)

		for (let i = 0; i < BLOG_LIST_LIMIT; i++) {
			await post(t.db, insights, `Bulk ${i}`, `2025-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`)
		}
		expect(await listBlogPosts(t.db, now, { limit: 10_000 })).toHaveLength(BLOG_LIST_LIMIT)
	})

	test('one post by id with its content; an unknown id is undefined', async () => {
		const id = await post(t.db, insights, 'Auditing AI', '2026-11-12T10:00:00.000Z', {
			content_html: '<p>Ɛyɛ — “assurance”</p>',
			image_key: 'blog/ai',
		})
		expect(await getBlogPost(t.db, id, now)).toEqual({
			id,
			category_id: insights,
			title: 'Auditing AI',
			slug: expect.stringMatching(/^post-\d+$/),
			author: 'Kwabena Ɔwusu',
			published_at: '2026-11-12T10:00:00.000Z',
			updated_at: stamp,
			content_html: '<p>Ɛyɛ — “assurance”</p>',
			excerpt: '',
			image_key: 'blog/ai',
		})
		expect(await getBlogPost(t.db, id + 1000, now)).toBeUndefined()
	})

	test('related posts: same category only, never the post itself, newest first, at most the limit', async () => {
		const self = await post(t.db, news, 'Self', '2026-08-01T08:00:00.000Z')
		const ids: number[] = []
		for (let month = 1; month <= 7; month++) {
			ids.push(await post(t.db, news, `News ${month}`, `2026-0${month}-10T08:00:00.000Z`))
		}
		await post(t.db, insights, 'Other category', '2026-09-01T08:00:00.000Z')
		const subject = (await getBlogPost(t.db, self, now))!

		const related = await listRelatedPosts(t.db, subject, now)
		expect(related).toEqual(
			ids
				.slice(2)
				.reverse()
				.map((id, i) => ({ id, title: `News ${7 - i}` })),
		)
		expect(await listRelatedPosts(t.db, subject, now, 2)).toEqual([
			{ id: ids[6], title: 'News 7' },
			{ id: ids[5], title: 'News 6' },
		])

		const lonely = await post(t.db, insights, 'Second insight', '2026-10-01T08:00:00.000Z')
		const other = await getBlogPost(t.db, lonely, now)
		expect((await listRelatedPosts(t.db, other!, now)).map((r) => r.title)).toEqual(['Other category'])
	})

	test('a post alone in its category has no related posts', async () => {
		const id = await post(t.db, insights, 'Alone', '2026-08-01T08:00:00.000Z')
		expect(await listRelatedPosts(t.db, (await getBlogPost(t.db, id, now))!, now)).toEqual([])
	})

	test('drafts and posts scheduled later are hidden from every public read until their time', async () => {
		const shown = await post(t.db, news, 'Shown', '2026-11-20T08:00:00.000Z')
		const draft = await post(t.db, news, 'Draft', '2026-11-21T08:00:00.000Z', { status: 'draft' })
		const scheduled = await post(t.db, news, 'Scheduled', '2026-12-01T09:30:00.000Z')
		const ids = async (at: Date) => ({
			list: (await listBlogPosts(t.db, at)).map((p) => p.id),
			category: (await listBlogPosts(t.db, at, { categoryId: news })).map((p) => p.id),
			related: (await listRelatedPosts(t.db, { id: shown, category_id: news }, at)).map((p) => p.id),
			sitemap: (await listBlogPostIds(t.db, at)).map((p) => p.id),
			pages: [
				(await getBlogPost(t.db, shown, at))?.id,
				(await getBlogPost(t.db, draft, at))?.id,
				(await getBlogPost(t.db, scheduled, at))?.id,
			],
		})
		expect(await ids(now)).toEqual({
			list: [shown],
			category: [shown],
			related: [],
			sitemap: [shown],
			pages: [shown, undefined, undefined],
		})
		expect(await nextScheduledPostAt(t.db, now)).toBe('2026-12-01T09:30:00.000Z')
		expect(await blogPostExists(t.db, draft)).toBe(true)

		// At its time the scheduled post appears on its own; the draft never does.
		const later = new Date('2026-12-01T09:30:00.000Z')
		expect(await ids(later)).toEqual({
			list: [scheduled, shown],
			category: [scheduled, shown],
			related: [scheduled],
			sitemap: [shown, scheduled],
			pages: [shown, undefined, scheduled],
		})
		expect(await nextScheduledPostAt(t.db, later)).toBeUndefined()
	})
})

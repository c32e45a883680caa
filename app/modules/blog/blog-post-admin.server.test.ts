import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { readPageValidity } from '#app/modules/public-pages/page-validity.server.ts'
import {
	addBlogPost,
	editBlogPost,
	inlineImageKeys,
	removeBlogPost,
	storePostImage,
} from './blog-post-admin.server.ts'
import {
	accraLocalToIso,
	type BlogPostInput,
	CONTENT_REQUIRED,
	isBlankHtml,
	PUBLISHED_IN_FUTURE,
	publishTimeRefusal,
	SCHEDULE_IN_PAST,
} from './blog-post.schema.ts'
import {
	countAdminBlogPosts,
	findBlogPostForEdit,
	listAdminBlogPosts,
} from './blog-posts-admin.queries.server.ts'
import { getBlogPost, listBlogPosts, listRelatedPosts } from './blog.queries.server.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'

const now = new Date('2027-03-01T10:00:00.000Z')

async function jpeg(width = 1600, height = 900, color = '#357') {
	return sharp({ create: { width, height, channels: 3, background: color } })
		.jpeg()
		.toBuffer()
}

async function cover(color = '#357') {
	return new File([new Uint8Array(await jpeg(1600, 900, color))], 'cover.jpg', { type: 'image/jpeg' })
}

describe('the post form’s rules', () => {
	test('a publish date is a minute in Accra (UTC+0); impossible dates are refused', () => {
		expect(accraLocalToIso('2027-03-25T09:30')).toBe('2027-03-25T09:30:00.000Z')
		expect(accraLocalToIso('2027-03-25T09:30:59')).toBe('2027-03-25T09:30:00.000Z')
		expect(accraLocalToIso('2027-02-30T09:30')).toBeNull()
		expect(accraLocalToIso('25/03/2027 09:30')).toBeNull()
	})

	test('Scheduled needs a date ahead, Published one that has passed, Draft any', () => {
		const ahead = '2027-03-01T10:01:00.000Z'
		const past = '2027-03-01T10:00:00.000Z'
		expect(publishTimeRefusal({ status: 'scheduled', publishAt: ahead }, now)).toBeNull()
		expect(publishTimeRefusal({ status: 'scheduled', publishAt: past }, now)).toBe(SCHEDULE_IN_PAST)
		expect(publishTimeRefusal({ status: 'published', publishAt: past }, now)).toBeNull()
		expect(publishTimeRefusal({ status: 'published', publishAt: ahead }, now)).toBe(PUBLISHED_IN_FUTURE)
		expect(publishTimeRefusal({ status: 'draft', publishAt: ahead }, now)).toBeNull()
	})

	test('an emptied editor is blank; an image alone is not', () => {
		expect(isBlankHtml('<p></p>')).toBe(true)
		expect(isBlankHtml('<p>&nbsp; </p><h2></h2>')).toBe(true)
		expect(isBlankHtml('<p><img src="/uploads/blog-inline/ab-1200.webp" alt=""></p>')).toBe(false)
		expect(isBlankHtml('<p>x</p>')).toBe(false)
	})

	test('the inline images of a text, each once', () => {
		const html =
			'<img src="/uploads/blog-inline/0123456789abcdef-1200.webp"><p>x</p>' +
			'<img src="/uploads/blog-inline/0123456789abcdef-1200.webp"><img src="/uploads/blog/ffffffffffffffff-960.webp">'
		expect(inlineImageKeys(html)).toEqual(['blog-inline/0123456789abcdef'])
	})
})

describe.each(testDialects)('blog posts in the back office on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-blog-')
	let actor: Actor
	let categoryId: number
	let input: BlogPostInput
	beforeEach(async () => {
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
		categoryId = (
			await t.db
				.insertInto('media_categories')
				.values({ title: 'Summit News', created_at: now.toISOString() })
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
		input = {
			title: 'Registration is open',
			categoryId,
			author: 'Ama Owusu',
			status: 'draft',
			content: '<h2>Why come</h2><p>Three <strong>days</strong>.</p><ul><li><p>Talks</p></li></ul>',
		}
	})

	test('a draft is stored for staff only; published, it is public at once', async () => {
		const added = await addBlogPost(t.db, files.store, actor, input, now)
		expect(added).toMatchObject({ ok: true, title: 'Registration is open', status: 'draft' })
		if (!added.ok) return
		expect(await getBlogPost(t.db, added.id, now)).toBeUndefined()
		expect(await listBlogPosts(t.db, now)).toEqual([])
		expect(await findBlogPostForEdit(t.db, added.id)).toMatchObject({
			status: 'draft',
			published_at: now.toISOString(),
			content_html: input.content,
			excerpt: '',
			slug: expect.stringMatching(/^registration-is-open-[0-9a-f]{6}$/),
		})

		const published = await editBlogPost(
			t.db,
			files.store,
			actor,
			added.id,
			{ ...input, status: 'published' },
			now,
		)
		expect(published).toMatchObject({ ok: true, status: 'published' })
		expect((await getBlogPost(t.db, added.id, now))?.title).toBe('Registration is open')
		expect(await loggedActivity(t.db)).toEqual([
			activityBy(actor, 'Add Blog Post', 'Added blog post Registration is open (draft)'),
			activityBy(actor, 'Update Blog Post', 'Updated blog post Registration is open'),
		])
	})

	test('the French title, excerpt and content are saved sanitised and shown on French pages only; empty falls back to English', async () => {
		const added = await addBlogPost(
			t.db,
			files.store,
			actor,
			{
				...input,
				status: 'published',
				titleFr: 'Les inscriptions sont ouvertes',
				excerptFr: 'Trois jours à Accra.',
				contentFr:
					'<h2>Pourquoi venir</h2><p onclick="x()">Trois <strong>jours</strong>.</p><script>alert(1)</script>',
			},
			now,
		)
		if (!added.ok) throw new Error('not added')
		expect(await findBlogPostForEdit(t.db, added.id)).toMatchObject({
			title_fr: 'Les inscriptions sont ouvertes',
			excerpt_fr: 'Trois jours à Accra.',
			content_html_fr: '<h2>Pourquoi venir</h2><p>Trois <strong>jours</strong>.</p>',
		})
		const french = await inLocale('fr', () => getBlogPost(t.db, added.id, now))
		expect(french).toMatchObject({
			title: 'Les inscriptions sont ouvertes',
			excerpt: 'Trois jours à Accra.',
			content_html: '<h2>Pourquoi venir</h2><p>Trois <strong>jours</strong>.</p>',
		})
		expect(await inLocale('fr', () => listBlogPosts(t.db, now))).toMatchObject([
			{ title: 'Les inscriptions sont ouvertes', excerpt: 'Trois jours à Accra.' },
		])
		expect(await inLocale('en', () => getBlogPost(t.db, added.id, now))).toMatchObject({
			title: 'Registration is open',
			content_html: input.content,
		})
		const list = () =>
			listAdminBlogPosts(t.db, { q: '', status: 'all', sort: 'date', dir: 'desc', offset: 0, limit: 10, now })
		expect((await list())[0]?.needsFrench).toBe(false)

		// Emptied (an emptied editor leaves <p></p>): stored as null, French pages show the English.
		const edited = await editBlogPost(
			t.db,
			files.store,
			actor,
			added.id,
			{ ...input, status: 'published', contentFr: '<p><script>x</script></p>' },
			now,
		)
		expect(edited.ok).toBe(true)
		expect(await findBlogPostForEdit(t.db, added.id)).toMatchObject({
			title_fr: null,
			excerpt_fr: null,
			content_html_fr: null,
		})
		expect(await inLocale('fr', () => getBlogPost(t.db, added.id, now))).toMatchObject({
			title: 'Registration is open',
			content_html: input.content,
		})
		expect((await list())[0]?.needsFrench).toBe(true)
		const other = await addBlogPost(
			t.db,
			files.store,
			actor,
			{ ...input, status: 'published', titleFr: 'Autre' },
			now,
		)
		if (!other.ok) throw new Error('not added')
		expect(
			await inLocale('fr', () => listRelatedPosts(t.db, { id: added.id, category_id: categoryId }, now)),
		).toEqual([{ id: other.id, title: 'Autre' }])
	})

	test('a scheduled post appears on its own at its time; the page cache is told when', async () => {
		const at = '2027-03-02T08:00:00.000Z'
		const added = await addBlogPost(
			t.db,
			files.store,
			actor,
			{ ...input, status: 'scheduled', publishAt: at },
			now,
		)
		if (!added.ok) throw new Error('not added')
		expect(await getBlogPost(t.db, added.id, now)).toBeUndefined()
		expect((await readPageValidity(t.db, now)).validUntil).toBe(Date.parse(at))
		expect((await getBlogPost(t.db, added.id, new Date(at)))?.id).toBe(added.id)
		expect((await listAdminBlogPosts(t.db, listQuery('scheduled'))).map((r) => r.id)).toEqual([added.id])
	})

	test('the content is reduced to the allow-list before it is stored', async () => {
		const added = await addBlogPost(
			t.db,
			files.store,
			actor,
			{
				...input,
				content:
					'<p style="color:red" onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
			},
			now,
		)
		if (!added.ok) throw new Error('not added')
		expect((await findBlogPostForEdit(t.db, added.id))?.content_html).toBe(
			'<p>Hi <a rel="noopener noreferrer">there</a></p>',
		)
	})

	test('refusals store nothing: a date on the wrong side of now, a vanished category, a text with nothing left, a bad cover', async () => {
		const refusals = [
			[
				{ ...input, status: 'published', publishAt: '2027-04-01T00:00:00.000Z' },
				'publishAt',
				PUBLISHED_IN_FUTURE,
			],
			[
				{ ...input, status: 'scheduled', publishAt: '2027-02-01T00:00:00.000Z' },
				'publishAt',
				SCHEDULE_IN_PAST,
			],
			[
				{ ...input, categoryId: categoryId + 99 },
				'categoryId',
				'That category no longer exists. Choose another.',
			],
			[{ ...input, content: '<script>alert(1)</script><p> </p>' }, 'content', CONTENT_REQUIRED],
			[
				{ ...input, cover: new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' }) },
				'cover',
				'The cover image must be a JPEG, PNG or WebP image.',
			],
		] as const
		for (const [value, field, message] of refusals) {
			expect(await addBlogPost(t.db, files.store, actor, value as BlogPostInput, now)).toEqual({
				ok: false,
				reason: 'field',
				field,
				message,
			})
		}
		expect(await countAdminBlogPosts(t.db, { q: '', status: 'all', now })).toBe(0)
		expect(await files.paths()).toEqual([])
		expect(await loggedActivity(t.db)).toEqual([])
	})

	test('a database failure on add removes the stored cover', async () => {
		await t.db.schema.dropTable('activity_log').execute()
		await expect(
			addBlogPost(t.db, files.store, actor, { ...input, cover: await cover() }, now),
		).rejects.toThrow()
		expect(await files.paths()).toEqual([])
		expect(await countAdminBlogPosts(t.db, { q: '', status: 'all', now })).toBe(0)
	})

	test('a new cover replaces the old after the commit; inline images go once no post shows them', async () => {
		const first = await storePostImage(files.store, new Uint8Array(await jpeg(2400, 1200)))
		const second = await storePostImage(files.store, new Uint8Array(await jpeg(300, 200)))
		if (!first.ok || !second.ok) throw new Error('not stored')
		// Kept in proportion, at most 1200 px on the longer side, never enlarged.
		expect([first.width, first.height, second.width, second.height]).toEqual([1200, 600, 300, 200])
		const img = (src: string) => `<p><img src="${src}" alt="Chart"></p>`
		const added = await addBlogPost(
			t.db,
			files.store,
			actor,
			{ ...input, content: `<p>a</p>${img(first.src)}${img(second.src)}`, cover: await cover() },
			now,
		)
		if (!added.ok) throw new Error('not added')
		// Another post shows the second image too.
		const other = await addBlogPost(
			t.db,
			files.store,
			actor,
			{ ...input, title: 'Other', content: img(second.src) },
			now,
		)
		if (!other.ok) throw new Error('not added')
		const coverBefore = (await findBlogPostForEdit(t.db, added.id))!.image_key!
		expect(await files.paths()).toHaveLength(3 + 2)

		const edited = await editBlogPost(
			t.db,
			files.store,
			actor,
			added.id,
			{ ...input, content: '<p>a, without images</p>', cover: await cover('#a33') },
			now,
		)
		expect(edited).toMatchObject({ ok: true })
		const coverAfter = (await findBlogPostForEdit(t.db, added.id))!.image_key!
		expect(coverAfter).not.toBe(coverBefore)
		const left = await files.paths()
		expect(left.filter((f) => f.startsWith(coverBefore))).toEqual([])
		expect(left.filter((f) => f.startsWith(coverAfter))).toHaveLength(3)
		expect(left.filter((f) => f.startsWith('blog-inline/'))).toEqual([
			`${second.src.slice('/uploads/'.length)}`,
		])

		expect(await removeBlogPost(t.db, files.store, actor, other.id, now)).toEqual({ title: 'Other' })
		expect((await files.paths()).filter((f) => f.startsWith('blog-inline/'))).toEqual([])
		expect(await removeBlogPost(t.db, files.store, actor, other.id, now)).toBeUndefined()
	})

	test('an upload for the text that is not an image, or too large, is refused and stores nothing', async () => {
		expect(await storePostImage(files.store, new TextEncoder().encode('<svg onload="alert(1)"/>'))).toEqual({
			ok: false,
			message: 'The image must be a JPEG, PNG or WebP image.',
		})
		expect(await storePostImage(files.store, new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({
			ok: false,
			message: 'The image must be 5 MB or smaller.',
		})
		expect(await files.paths()).toEqual([])
	})

	test('editing a post that is gone answers not-found and keeps no new cover', async () => {
		expect(
			await editBlogPost(t.db, files.store, actor, 4242, { ...input, cover: await cover() }, now),
		).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
		expect(await files.paths()).toEqual([])
	})

	test('the list: search by title, status filter, sort; newest first by default', async () => {
		const add = async (title: string, status: BlogPostInput['status'], publishAt?: string) => {
			const added = await addBlogPost(t.db, files.store, actor, { ...input, title, status, publishAt }, now)
			if (!added.ok) throw new Error(`${title} not added`)
			return added.id
		}
		const old = await add('Looking back at 2026', 'published', '2026-12-01T09:00:00.000Z')
		const draft = await add('Draft: speakers', 'draft', '2027-01-01T09:00:00.000Z')
		const soon = await add('Early-bird ends', 'scheduled', '2027-03-05T09:00:00.000Z')
		const ids = async (status: Parameters<typeof listQuery>[0], q = '', sort: 'date' | 'title' = 'date') =>
			(
				await listAdminBlogPosts(t.db, {
					...listQuery(status),
					q,
					sort,
					dir: sort === 'date' ? 'desc' : 'asc',
				})
			).map((r) => r.id)
		expect(await ids('all')).toEqual([soon, draft, old])
		expect(await ids('draft')).toEqual([draft])
		expect(await ids('published')).toEqual([old])
		expect(await ids('scheduled')).toEqual([soon])
		expect(await ids('all', 'EARLY')).toEqual([soon])
		expect(await ids('all', '', 'title')).toEqual([draft, soon, old])
		expect(await countAdminBlogPosts(t.db, { q: 'looking', status: 'published', now })).toBe(1)
	})
})

function listQuery(status: 'all' | 'draft' | 'published' | 'scheduled') {
	return { q: '', status, now, sort: 'date' as const, dir: 'desc' as const, offset: 0, limit: null }
}

import { Migrator, sql } from 'kysely'
import { beforeEach, describe, expect, test } from 'vitest'
import { migrations } from '#app/db/migrations/index.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { getMediaCategory, listMediaCategories } from './blog.queries.server.ts'
import { withPlaces } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import {
	countAdminMediaCategories,
	listAdminMediaCategories,
	type MediaCategoryListQuery,
} from './media-categories-admin.queries.server.ts'
import {
	removeMediaCategory,
	reorderMediaCategory,
	saveMediaCategory,
} from './media-category-admin.server.ts'

const now = new Date('2027-02-01T10:00:00.000Z')

const firstPage: MediaCategoryListQuery = { q: '', sort: 'order', dir: 'asc', offset: 0, limit: 10 }

describe.each(testDialects)('media categories in the back office on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let actor: Actor
	const ids: Record<string, number> = {}
	beforeEach(async () => {
		// As the demo content and older versions left them: every category at place 0, in id order.
		for (const title of ['News', 'Press Releases', 'Gallery']) {
			const row = await t.db
				.insertInto('media_categories')
				.values({ title })
				.returning('id')
				.executeTakeFirstOrThrow()
			ids[title] = row.id
		}
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
	})

	async function post(categoryId: number) {
		await t.db
			.insertInto('blog_posts')
			.values({
				category_id: categoryId,
				title: 'A post',
				slug: `post-${categoryId}-${Math.random()}`,
				author: 'Kwabena Ɔwusu',
				published_at: now.toISOString(),
				content_html: '<p>Body</p>',
				updated_at: now.toISOString(),
			})
			.execute()
	}

	const menu = async () => (await listMediaCategories(t.db)).map((c) => c.title)

	test('a French title is saved, kept on a rename that leaves it out, cleared by null; French pages show it, else the English', async () => {
		const added = await saveMediaCategory(t.db, actor, null, 'Interviews', now, 'Entretiens')
		if (!added.ok) throw new Error('not added')
		const read = async () => (await listMediaCategories(t.db)).find((c) => c.id === added.id)
		expect(await read()).toMatchObject({ title: 'Interviews', title_fr: 'Entretiens' })
		expect(await getMediaCategory(t.db, added.id)).toMatchObject({ title_fr: 'Entretiens' })
		expect(localized((await read())!.title, (await read())!.title_fr, 'fr')).toBe('Entretiens')
		await saveMediaCategory(t.db, actor, added.id, 'Interviews and talks', now)
		expect(await read()).toMatchObject({ title: 'Interviews and talks', title_fr: 'Entretiens' })
		await saveMediaCategory(t.db, actor, added.id, 'Interviews', now, null)
		expect(await read()).toMatchObject({ title_fr: null })
		expect(localized((await read())!.title, (await read())!.title_fr, 'fr')).toBe('Interviews')
	})

	test('a new category goes last in the Media menu; a title in use, in any case, is refused', async () => {
		const added = await saveMediaCategory(t.db, actor, null, 'Interviews', now)
		expect(added).toMatchObject({ ok: true })
		expect(await menu()).toEqual(['News', 'Press Releases', 'Gallery', 'Interviews'])
		for (const title of ['News', 'news', 'PRESS RELEASES']) {
			expect(await saveMediaCategory(t.db, actor, null, title, now), title).toEqual({
				ok: false,
				reason: 'title-taken',
			})
		}
		expect(await countAdminMediaCategories(t.db, '')).toBe(4)
	})

	test('a rename keeps the place and the posts; a category may change the case of its own title', async () => {
		await post(ids.News!)
		expect(await saveMediaCategory(t.db, actor, ids.News!, 'NEWS', now)).toEqual({
			ok: true,
			id: ids.News,
		})
		expect(await saveMediaCategory(t.db, actor, ids.News!, 'Summit News', now)).toEqual({
			ok: true,
			id: ids.News,
		})
		expect(await saveMediaCategory(t.db, actor, ids.News!, 'gallery', now)).toEqual({
			ok: false,
			reason: 'title-taken',
		})
		expect(await saveMediaCategory(t.db, actor, 99_999, 'Nobody', now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
		expect(await menu()).toEqual(['Summit News', 'Press Releases', 'Gallery'])
		const [row] = await withPlaces(t.db, 'media_categories', await listAdminMediaCategories(t.db, firstPage))
		expect(row).toMatchObject({ title: 'Summit News', position: 0, postCount: 1 })
	})

	test('moving up and down reorders the Media menu, with one activity row a move', async () => {
		expect(await reorderMediaCategory(t.db, actor, ids.Gallery!, 'up', now)).toEqual([
			'News',
			'Gallery',
			'Press Releases',
		])
		await reorderMediaCategory(t.db, actor, ids.News!, 'down', now)
		expect(await menu()).toEqual(['Gallery', 'News', 'Press Releases'])
		// At the end already: nothing moves.
		expect(await reorderMediaCategory(t.db, actor, ids['Press Releases']!, 'down', now)).toEqual([
			'Gallery',
			'News',
			'Press Releases',
		])
		expect(await reorderMediaCategory(t.db, actor, 99_999, 'up', now)).toBeNull()
		const rows = await withPlaces(t.db, 'media_categories', await listAdminMediaCategories(t.db, firstPage))
		expect(rows.map((r) => [r.title, r.position])).toEqual([
			['Gallery', 0],
			['News', 1],
			['Press Releases', 2],
		])
		// Sorted by title, each row keeps its place in the menu.
		const byTitle = await withPlaces(
			t.db,
			'media_categories',
			await listAdminMediaCategories(t.db, { ...firstPage, sort: 'title' }),
		)
		expect(byTitle.map((r) => [r.title, r.position])).toEqual([
			['Gallery', 0],
			['News', 1],
			['Press Releases', 2],
		])
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).orderBy('id').execute()
		expect(log).toEqual([
			{
				type: 'Reorder Media Categories',
				description: 'Media category order: News, Gallery, Press Releases',
			},
			{
				type: 'Reorder Media Categories',
				description: 'Media category order: Gallery, News, Press Releases',
			},
			{
				type: 'Reorder Media Categories',
				description: 'Media category order: Gallery, News, Press Releases',
			},
		])
	})

	test('a category with posts is not deleted; an empty one is, with its activity row', async () => {
		await post(ids.News!)
		await post(ids.News!)
		expect(await removeMediaCategory(t.db, actor, ids.News!, now)).toEqual({ members: 2 })
		expect(await removeMediaCategory(t.db, actor, ids.Gallery!, now)).toEqual({ title: 'Gallery' })
		expect(await removeMediaCategory(t.db, actor, ids.Gallery!, now)).toBeUndefined()
		expect(await menu()).toEqual(['News', 'Press Releases'])
		expect(await t.db.selectFrom('blog_posts').select('id').execute()).toHaveLength(2)
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).execute()
		expect(log).toEqual([{ type: 'Delete Media Category', description: 'Deleted media category Gallery' }])
	})

	test('the list searches titles in any case and pages', async () => {
		const found = await withPlaces(
			t.db,
			'media_categories',
			await listAdminMediaCategories(t.db, { ...firstPage, q: 'RELEASE' }),
		)
		expect(found.map((r) => [r.title, r.position])).toEqual([['Press Releases', 1]])
		expect(await countAdminMediaCategories(t.db, 'release')).toBe(1)
		const second = await listAdminMediaCategories(t.db, { ...firstPage, offset: 2, limit: 2 })
		expect(second.map((r) => r.title)).toEqual(['Gallery'])
	})
	test('the migration that adds the order keeps the categories already there in their order', async () => {
		const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } })
		expect((await migrator.migrateTo('0004-content-version')).error).toBeUndefined()
		await sql`insert into media_categories (title) values ('Later One')`.execute(t.db)
		expect((await migrator.migrateToLatest()).error).toBeUndefined()
		expect(await menu()).toEqual(['News', 'Press Releases', 'Gallery', 'Later One'])
		// And a move renumbers them all from there.
		await reorderMediaCategory(t.db, actor, ids.News!, 'down', now)
		expect(await menu()).toEqual(['Press Releases', 'News', 'Gallery', 'Later One'])
	})
})

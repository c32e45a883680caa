import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import type { Database } from '#app/db/handle.ts'
import { listMediaCategories } from '#app/modules/blog/blog.queries.server.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { contentVersionFor, keptPerContentVersion } from './kept-reads.server.ts'

describe.each(testDialects)('reads kept per content version on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	/** The blog categories, kept, with the number of times the rows were read. */
	function keptCategories() {
		const counter = { reads: 0 }
		const read = keptPerContentVersion(t.db, (db: Database) => {
			counter.reads++
			return listMediaCategories(db)
		})
		return { read, counter }
	}

	test('the rows are read once while nothing changes, and again after any change to them', async () => {
		await t.db.insertInto('media_categories').values({ title: 'Summit News' }).execute()
		const { read, counter } = keptCategories()
		expect((await read()).map((c) => c.title)).toEqual(['Summit News'])
		expect((await read()).map((c) => c.title)).toEqual(['Summit News'])
		expect(counter.reads).toBe(1)

		// A change by any code path, here plain SQL as another process or a script would write it.
		await sql`update media_categories set title = ${'Audit Insights'}`.execute(t.db)
		expect((await read()).map((c) => c.title)).toEqual(['Audit Insights'])
		expect(counter.reads).toBe(2)

		await t.db.deleteFrom('media_categories').execute()
		expect(await read()).toEqual([])
	})

	test('a change to a table the public pages do not show reads nothing again', async () => {
		const { read, counter } = keptCategories()
		await read()
		await t.db
			.insertInto('activity_log')
			.values({ username: 'A', type: 'Logged In', description: 'd' })
			.execute()
		await read()
		expect(counter.reads).toBe(1)
	})

	test('callers asking at the same moment share one read', async () => {
		await t.db.insertInto('media_categories').values({ title: 'Summit News' }).execute()
		const { read, counter } = keptCategories()
		const all = await Promise.all([read(), read(), read(), read()])
		expect(all.map((categories) => categories.length)).toEqual([1, 1, 1, 1])
		expect(counter.reads).toBe(1)
	})

	test('what is kept is frozen, so no request can change what the next one gets', async () => {
		await t.db.insertInto('media_categories').values({ title: 'Summit News' }).execute()
		const { read } = keptCategories()
		const categories = await read()
		expect(Object.isFrozen(categories)).toBe(true)
		expect(Object.isFrozen(categories[0])).toBe(true)
		expect(() => {
			;(categories[0] as { title: string }).title = 'Changed'
		}).toThrow(TypeError)
		expect((await read())[0]?.title).toBe('Summit News')
	})

	test('a failed read is not kept: the next call reads again', async () => {
		let calls = 0
		const read = keptPerContentVersion(t.db, async (db: Database) => {
			calls++
			if (calls === 1) throw new Error('database unreachable')
			return listMediaCategories(db)
		})
		await expect(read()).rejects.toThrow('database unreachable')
		expect(await read()).toEqual([])
		expect(calls).toBe(2)
	})

	test("a request's loaders and rendering share one read of the version, and see one version", async () => {
		// What stands for a request: React Router's context object, the same for its loaders and rendering.
		const page = {}
		const first = contentVersionFor(t.db, page)
		expect(contentVersionFor(t.db, page)).toBe(first)
		const before = await first
		await t.db.insertInto('media_categories').values({ title: 'Summit News' }).execute()
		// The request keeps the version it started with; the next request reads the new one.
		expect(await contentVersionFor(t.db, page)).toBe(before)
		expect(await contentVersionFor(t.db, {})).toBeGreaterThan(before)
	})

	test("a request's kept read is of its own version, even when another request moved it on", async () => {
		const { read, counter } = keptCategories()
		const older = {}
		expect(await read(older)).toEqual([])
		await t.db.insertInto('media_categories').values({ title: 'Summit News' }).execute()
		const newer = {}
		expect((await read(newer)).map((c) => c.title)).toEqual(['Summit News'])
		expect(counter.reads).toBe(2)
	})
})

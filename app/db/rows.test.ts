import { beforeEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { countRows, onePage, type PageWindow } from './rows.ts'

describe.each(testDialects)('counting and paging on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const titles = ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Ho', 'Koforidua']
	beforeEach(async () => {
		await t.db
			.insertInto('media_categories')
			.values(titles.map((title) => ({ title })))
			.execute()
	})

	const page = (window: PageWindow) =>
		t.db
			.selectFrom('media_categories')
			.select('title')
			.orderBy('id')
			.$call(onePage(window))
			.execute()
			.then((rows) => rows.map((r) => r.title))

	test('countRows is a number on both databases (PostgreSQL counts in bigint strings)', async () => {
		expect(await countRows(t.db.selectFrom('media_categories'))).toBe(7)
		expect(await countRows(t.db.selectFrom('media_categories').where('title', 'like', 'T%'))).toBe(2)
		expect(await countRows(t.db.selectFrom('media_categories').where('title', '=', 'Nowhere'))).toBe(0)
	})

	test('onePage reads `limit` rows after `offset`, and every row for All', async () => {
		expect(await page({ offset: 0, limit: 3 })).toEqual(titles.slice(0, 3))
		expect(await page({ offset: 6, limit: 3 })).toEqual(['Koforidua'])
		expect(await page({ offset: 9, limit: 3 })).toEqual([])
		expect(await page({ offset: 3, limit: null })).toEqual(titles)
	})
})

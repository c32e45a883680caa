import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { countActivity, listActivity, recordActivity } from './activity.queries.server.ts'

describe.each(testDialects)('activity log on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('a change that fails leaves no activity row (written in the same transaction)', async () => {
		await expect(
			t.db.transaction().execute(async (trx) => {
				await recordActivity(
					trx,
					{ userId: null, username: 'Ama', type: 'Add Category', description: 'x' },
					new Date(),
				)
				// The change itself fails: a foreign key that does not exist.
				await trx
					.insertInto('speakers')
					.values({
						title: 'Dr.',
						full_name: 'Nobody',
						designation: 'd',
						company: 'c',
						bio: 'b',
						category_id: 999,
						updated_at: new Date().toISOString(),
					})
					.execute()
			}),
		).rejects.toThrow()
		expect(await countActivity(t.db)).toBe(0)
	})

	test('lists newest first in pages', async () => {
		for (let i = 1; i <= 7; i++) {
			await recordActivity(
				t.db,
				{ userId: null, username: 'Ama', type: 'Test', description: `event ${i}` },
				new Date(Date.UTC(2026, 10, 22, 8, i)),
			)
		}
		const first = await listActivity(t.db, { offset: 0, limit: 5 })
		expect(first.map((r) => r.description)).toEqual(['event 7', 'event 6', 'event 5', 'event 4', 'event 3'])
		expect((await listActivity(t.db, { offset: 5, limit: 5 })).map((r) => r.description)).toEqual([
			'event 2',
			'event 1',
		])
		expect(await countActivity(t.db)).toBe(7)
	})
})

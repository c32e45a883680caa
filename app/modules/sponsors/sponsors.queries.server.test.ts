import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { listSponsorsByTier } from './sponsors.queries.server.ts'

describe.each(testDialects)('listSponsorsByTier on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('groups sponsors under their tier, in the tiers’ set order, leaving out empty tiers', async () => {
		const tier = async (title: string, sort_order: number) =>
			(
				await t.db
					.insertInto('sponsor_tiers')
					.values({ title, sort_order })
					.returning('id')
					.executeTakeFirstOrThrow()
			).id
		const partner = await tier('Partner', 2)
		const sponsor = await tier('Sponsor', 1)
		await tier('Media Partner', 3)
		const add = (tier_id: number, name: string, sort_order: number) =>
			t.db
				.insertInto('sponsors')
				.values({ tier_id, name, logo_key: `sponsors/${name.toLowerCase()}`, sort_order })
				.execute()
		await add(partner, 'Beta', 2)
		await add(partner, 'Alpha', 1)
		await add(sponsor, 'Gamma', 0)

		const groups = await listSponsorsByTier(t.db)
		expect(groups.map((g) => [g.tier, g.sponsors.map((s) => s.name)])).toEqual([
			['Sponsor', ['Gamma']],
			['Partner', ['Alpha', 'Beta']],
		])
	})

	test('empty without sponsors', async () => {
		expect(await listSponsorsByTier(t.db)).toEqual([])
	})
})

import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { listSponsorsByTier, listSponsorsWithTiers } from './sponsors.queries.server.ts'

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

describe.each(testDialects)('listSponsorsWithTiers on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('every sponsor with its tier’s id, title and order, tiers first by order, then sponsors by theirs', async () => {
		const tier = async (title: string, sort_order: number, title_fr: string | null = null) =>
			(
				await t.db
					.insertInto('sponsor_tiers')
					.values({ title, sort_order, title_fr })
					.returning('id')
					.executeTakeFirstOrThrow()
			).id
		const partner = await tier('Partner', 2, 'Partenaire')
		const sponsor = await tier('Sponsor', 1)
		const add = (tier_id: number, name: string | null, sort_order: number) =>
			t.db
				.insertInto('sponsors')
				.values({ tier_id, name, logo_key: `sponsors/${name ?? 'logo'}`, website: null, sort_order })
				.execute()
		await add(partner, 'Beta', 2)
		await add(partner, null, 1)
		await add(sponsor, 'Gamma', 0)

		const sponsors = await listSponsorsWithTiers(t.db)
		expect(sponsors.map((s) => [s.name, s.tier])).toEqual([
			['Gamma', { id: sponsor, title: 'Sponsor', order: 1 }],
			[null, { id: partner, title: 'Partner', order: 2 }],
			['Beta', { id: partner, title: 'Partner', order: 2 }],
		])
		expect(sponsors[0]).toMatchObject({ logo_key: 'sponsors/Gamma', website: null })
		// French tier titles on a French answer, English where there is none.
		const french = await inLocale('fr', () => listSponsorsWithTiers(t.db))
		expect(french.map((s) => s.tier.title)).toEqual(['Sponsor', 'Partenaire', 'Partenaire'])
	})
})

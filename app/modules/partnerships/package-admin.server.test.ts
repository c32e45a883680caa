import { Migrator } from 'kysely'
import { beforeEach, describe, expect, test } from 'vitest'
import { migrations } from '#app/db/migrations/index.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { withPlaces } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import { removePackage, reorderPackage, savePackage } from './package-admin.server.ts'
import { listAdminPackages, listOfferedPackages, type PackageListQuery } from './packages.queries.server.ts'
import { enquiryRow } from '#tests/factories/enquiries.ts'

const now = new Date('2027-02-01T10:00:00.000Z')
const allRows: PackageListQuery = { q: '', sort: 'order', dir: 'asc', offset: 0, limit: null }

describe.each(testDialects)('partnership packages on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let actor: Actor
	beforeEach(async () => {
		// The five packages migration 0006 starts with (a test database may have been emptied).
		await t.db.deleteFrom('partnership_packages').execute()
		await t.db
			.insertInto('partnership_packages')
			.values(
				['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke'].map((title, i) => ({ title, sort_order: i })),
			)
			.execute()
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
	})

	const offered = async () => (await listOfferedPackages(t.db)).map((p) => p.title)
	const idOf = async (title: string) =>
		(
			await t.db
				.selectFrom('partnership_packages')
				.select('id')
				.where('title', '=', title)
				.executeTakeFirstOrThrow()
		).id

	const enquiry = (packageName: string, reference: string) => enquiryRow(t.db, { packageName, reference })

	test('a package’s French name and description show on the French enquiry form; the value posted stays the English name', async () => {
		const saved = await savePackage(
			t.db,
			actor,
			null,
			{
				title: 'Diamond',
				titleFr: 'Diamant',
				description: 'Two stands.',
				descriptionFr: 'Deux stands.',
				active: true,
			},
			now,
		)
		if (!saved.ok) throw new Error('not saved')
		const diamond = async (locale: 'en' | 'fr') =>
			(await inLocale(locale, () => listOfferedPackages(t.db))).find((offer) => offer.title === 'Diamond')
		expect(await diamond('fr')).toEqual({ title: 'Diamond', label: 'Diamant', description: 'Deux stands.' })
		expect(await diamond('en')).toEqual({ title: 'Diamond', label: 'Diamond', description: 'Two stands.' })
		await savePackage(
			t.db,
			actor,
			saved.id,
			{ title: 'Diamond', description: 'Two stands.', active: true },
			now,
		)
		expect(await diamond('fr')).toEqual({ title: 'Diamond', label: 'Diamond', description: 'Two stands.' })
	})

	test('the migration offers the five packages the form always had, in their order', async () => {
		const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } })
		expect((await migrator.migrateTo('0005-media-category-order')).error).toBeUndefined()
		expect((await migrator.migrateToLatest()).error).toBeUndefined()
		expect(await offered()).toEqual(['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke'])
	})

	test('a new package goes last with its description; a name in use, in any case, is refused', async () => {
		const added = await savePackage(
			t.db,
			actor,
			null,
			{ title: 'Diamond', description: 'Keynote slot', active: true },
			now,
		)
		expect(added).toMatchObject({ ok: true })
		expect(await listOfferedPackages(t.db)).toContainEqual({
			title: 'Diamond',
			label: 'Diamond',
			description: 'Keynote slot',
		})
		expect((await offered()).at(-1)).toBe('Diamond')
		for (const title of ['gold', 'DIAMOND']) {
			expect(await savePackage(t.db, actor, null, { title, active: true }, now), title).toEqual({
				ok: false,
				reason: 'title-taken',
			})
		}
		expect(await savePackage(t.db, actor, 99_999, { title: 'Nobody', active: true }, now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
	})

	test('withdrawn, a package leaves the form but stays listed; renamed, its enquiries keep the old name', async () => {
		await enquiry('Gold', 'IALS-AAAA-0001')
		await enquiry('Gold', 'IALS-AAAA-0002')
		const gold = await idOf('Gold')
		expect(await savePackage(t.db, actor, gold, { title: 'Gold', active: false }, now)).toEqual({
			ok: true,
			id: gold,
		})
		expect(await offered()).toEqual(['Platinum', 'Silver', 'Bronze', 'Bespoke'])
		let row = (await withPlaces(t.db, 'partnership_packages', await listAdminPackages(t.db, allRows))).find(
			(p) => p.id === gold,
		)
		expect(row).toMatchObject({ title: 'Gold', active: false, position: 1, enquiryCount: 2 })

		expect(await savePackage(t.db, actor, gold, { title: 'Gold Plus', active: true }, now)).toEqual({
			ok: true,
			id: gold,
		})
		expect(await offered()).toEqual(['Platinum', 'Gold Plus', 'Silver', 'Bronze', 'Bespoke'])
		const packages = await t.db.selectFrom('partnership_enquiries').select('package').execute()
		expect(packages.map((p) => p.package)).toEqual(['Gold', 'Gold'])
		row = (await withPlaces(t.db, 'partnership_packages', await listAdminPackages(t.db, allRows))).find(
			(p) => p.id === gold,
		)
		expect(row).toMatchObject({ title: 'Gold Plus', enquiryCount: 0 })

		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).orderBy('id').execute()
		expect(log).toEqual([
			{ type: 'Update Package', description: 'Saved partnership package Gold (not offered)' },
			{ type: 'Update Package', description: 'Saved partnership package Gold, now Gold Plus (offered)' },
		])
	})

	test('moves reorder the form; a package is deleted even with enquiries, which keep its name', async () => {
		await enquiry('Bespoke', 'IALS-BBBB-0001')
		expect(await reorderPackage(t.db, actor, await idOf('Bespoke'), 'up', now)).toEqual([
			'Platinum',
			'Gold',
			'Silver',
			'Bespoke',
			'Bronze',
		])
		expect(await removePackage(t.db, actor, await idOf('Bespoke'), now)).toEqual({ title: 'Bespoke' })
		expect(await offered()).toEqual(['Platinum', 'Gold', 'Silver', 'Bronze'])
		expect(await t.db.selectFrom('partnership_enquiries').select('package').executeTakeFirst()).toEqual({
			package: 'Bespoke',
		})
		const types = await t.db.selectFrom('activity_log').select('type').orderBy('id').execute()
		expect(types.map((r) => r.type)).toEqual(['Reorder Packages', 'Delete Package'])
	})
})

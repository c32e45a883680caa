import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	addSponsor,
	editSponsor,
	removeSponsor,
	removeSponsorTier,
	reorderSponsorTier,
	saveSponsorTier,
} from './sponsor-admin.server.ts'
import {
	countAdminSponsors,
	findSponsorForEdit,
	listAdminSponsors,
	listSponsorTiers,
	listSponsorTiersWithCounts,
} from './sponsors-admin.queries.server.ts'
import { listSponsorsByTier } from './sponsors.queries.server.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { useTestFileStore } from '#tests/setup/file-store.ts'

const now = new Date('2027-02-01T10:00:00.000Z')

function png(color = '#0a7') {
	return sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
		.png()
		.toBuffer()
}

function asFile(bytes: Uint8Array, name: string, type = 'image/png') {
	return new File([new Uint8Array(bytes)], name, { type })
}

describe.each(testDialects)('sponsors in the back office on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const files = useTestFileStore('summit-sponsors-')
	let actor: Actor
	const tierIds: Record<string, number> = {}
	beforeEach(async () => {
		for (const [i, title] of ['Sponsor', 'Partner', 'Media Partner', 'Previous Partner'].entries()) {
			const row = await t.db
				.insertInto('sponsor_tiers')
				.values({ title, sort_order: i })
				.returning('id')
				.executeTakeFirstOrThrow()
			tierIds[title] = row.id
		}
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
	})

	test('add stores the logo as WebP variants and the row with its activity; public page shows it', async () => {
		const result = await addSponsor(
			t.db,
			files.store,
			actor,
			{
				tierId: tierIds.Partner!,
				logo: asFile(await png(), 'logo.png'),
				name: 'Ashanti Bank',
				website: 'https://ashanti.example',
			},
			now,
		)
		expect(result).toMatchObject({ ok: true, tier: 'Partner', name: 'Ashanti Bank' })
		expect(await files.names()).toHaveLength(2)
		const groups = await listSponsorsByTier(t.db)
		expect(groups.map((g) => [g.tier, g.sponsors.map((s) => s.name)])).toEqual([
			['Partner', ['Ashanti Bank']],
		])
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).execute()
		expect(log).toEqual([{ type: 'Add Sponsor', description: 'Added Ashanti Bank (Partner)' }])
	})

	test('a refused logo or an unknown tier stores nothing', async () => {
		const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
		expect(
			await addSponsor(
				t.db,
				files.store,
				actor,
				{ tierId: tierIds.Sponsor!, logo: asFile(html, 'evil.png') },
				now,
			),
		).toEqual({ ok: false, field: 'logo', message: 'The logo must be a JPEG, PNG or WebP image.' })
		expect(
			await addSponsor(t.db, files.store, actor, { tierId: 99_999, logo: asFile(await png(), 'a.png') }, now),
		).toEqual({ ok: false, field: 'tierId', message: 'Choose a sponsor tier' })
		expect(await files.names()).toEqual([])
		expect(await countAdminSponsors(t.db, '')).toBe(0)
		expect(await t.db.selectFrom('activity_log').select('id').execute()).toEqual([])
	})

	test('a database failure after the logo is stored removes the logo files', async () => {
		await t.db.schema.dropTable('activity_log').execute()
		await expect(
			addSponsor(
				t.db,
				files.store,
				actor,
				{ tierId: tierIds.Sponsor!, logo: asFile(await png(), 'a.png') },
				now,
			),
		).rejects.toThrow()
		expect(await files.names()).toEqual([])
		expect(await countAdminSponsors(t.db, '')).toBe(0)
	})

	test('delete removes the row, records it, then removes the logo files', async () => {
		const added = await addSponsor(
			t.db,
			files.store,
			actor,
			{ tierId: tierIds.Sponsor!, logo: asFile(await png(), 'a.png') },
			now,
		)
		if (!added.ok) throw new Error('not added')
		expect(await removeSponsor(t.db, files.store, actor, added.id, now)).toEqual({ label: 'a Sponsor logo' })
		expect(await files.names()).toEqual([])
		expect(await countAdminSponsors(t.db, '')).toBe(0)
		expect(await removeSponsor(t.db, files.store, actor, added.id, now)).toBeUndefined()
		const types = (await t.db.selectFrom('activity_log').select('type').orderBy('id').execute()).map(
			(r) => r.type,
		)
		expect(types).toEqual(['Add Sponsor', 'Delete Sponsor'])
	})

	/** Edits sponsor `id` with `input`, as the Administrator, now. */
	const edit = (id: number, input: Parameters<typeof editSponsor>[4]) =>
		editSponsor(t.db, files.store, actor, id, input, now)

	/** Adds a sponsor with a logo under `tier`; returns its id. */
	async function added(tier: string, name?: string): Promise<number> {
		const result = await addSponsor(
			t.db,
			files.store,
			actor,
			{ tierId: tierIds[tier]!, name, logo: asFile(await png(), 'a.png') },
			now,
		)
		if (!result.ok) throw new Error('not added')
		return result.id
	}

	test('edit moves a sponsor to another tier (last there), renames it, keeps its logo; public page follows', async () => {
		await added('Partner', 'Ledgerline')
		const id = await added('Sponsor', 'Ashanti Bank')
		const logoBefore = (await findSponsorForEdit(t.db, id))!.logoKey
		const result = await edit(id, {
			tierId: tierIds.Partner!,
			name: 'Ashanti Bank Group',
			website: 'https://ashanti.example',
		})
		expect(result).toEqual({ ok: true, label: 'Ashanti Bank Group (Partner)', logoReplaced: false })
		expect(await findSponsorForEdit(t.db, id)).toEqual({
			id,
			tierId: tierIds.Partner,
			tier: 'Partner',
			name: 'Ashanti Bank Group',
			website: 'https://ashanti.example',
			logoKey: logoBefore,
		})
		expect((await listSponsorsByTier(t.db)).map((g) => [g.tier, g.sponsors.map((s) => s.name)])).toEqual([
			['Partner', ['Ledgerline', 'Ashanti Bank Group']],
		])
		expect(await files.names()).toHaveLength(4)
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).orderBy('id').execute()
		expect(log.at(-1)).toEqual({
			type: 'Update Sponsor',
			description: 'Updated Ashanti Bank Group (Partner)',
		})
	})

	test('a tier’s French title is saved and heads its sponsors on French pages; none shows the English', async () => {
		await added('Partner', 'Ledgerline')
		await added('Sponsor', 'Volta Bank')
		expect(await saveSponsorTier(t.db, actor, tierIds.Partner!, 'Partner', now, 'Partenaire')).toEqual({
			ok: true,
			id: tierIds.Partner,
		})
		const tiers = async () => (await inLocale('fr', () => listSponsorsByTier(t.db))).map((g) => g.tier)
		expect(await tiers()).toEqual(['Sponsor', 'Partenaire'])
		expect((await listSponsorsByTier(t.db)).map((g) => g.tier)).toEqual(['Sponsor', 'Partner'])
		await saveSponsorTier(t.db, actor, tierIds.Partner!, 'Partner', now, null)
		expect(await tiers()).toEqual(['Sponsor', 'Partner'])
	})

	test('edit with a new logo replaces the old files after the update commits', async () => {
		const id = await added('Sponsor', 'Ashanti Bank')
		const before = await files.names()
		const result = await edit(id, {
			tierId: tierIds.Sponsor!,
			name: 'Ashanti Bank',
			logo: asFile(await png('#a00'), 'new.png'),
		})
		expect(result).toEqual({ ok: true, label: 'Ashanti Bank (Sponsor)', logoReplaced: true })
		const after = await files.names()
		expect(after).toHaveLength(2)
		expect(after.filter((f) => before.includes(f))).toEqual([])
		const log = await t.db.selectFrom('activity_log').select('description').orderBy('id').execute()
		expect(log.at(-1)!.description).toBe('Updated Ashanti Bank (Sponsor) with a new logo')
	})

	test('edit refused (bad logo, unknown tier) or of a sponsor gone writes nothing and leaves no new files', async () => {
		const id = await added('Sponsor', 'Ashanti Bank')
		const before = await files.names()
		const html = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
		expect(await edit(id, { tierId: tierIds.Partner!, name: 'X', logo: asFile(html, 'evil.png') })).toEqual({
			ok: false,
			field: 'logo',
			message: 'The logo must be a JPEG, PNG or WebP image.',
		})
		expect(await edit(id, { tierId: 99_999, name: 'X' })).toEqual({
			ok: false,
			field: 'tierId',
			message: 'Choose a sponsor tier',
		})
		expect(await edit(99_999, { tierId: tierIds.Partner!, logo: asFile(await png(), 'a.png') })).toEqual({
			ok: false,
			field: null,
		})
		expect(await files.names()).toEqual(before)
		expect(await findSponsorForEdit(t.db, id)).toMatchObject({ tier: 'Sponsor', name: 'Ashanti Bank' })
		const types = (await t.db.selectFrom('activity_log').select('type').execute()).map((r) => r.type)
		expect(types).toEqual(['Add Sponsor'])
	})

	test('list: search by tier title or name (case-insensitive), sort and page', async () => {
		const add = (tier: string, name: string | undefined, minutes: number) =>
			t.db
				.insertInto('sponsors')
				.values({
					tier_id: tierIds[tier]!,
					name: name ?? null,
					logo_key: `sponsors/${minutes}`,
					created_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
				})
				.execute()
		await add('Sponsor', 'Zenith Audit', 1)
		await add('Media Partner', 'Daily Ledger', 2)
		await add('Partner', undefined, 3)
		await add('Previous Partner', 'Akwaaba Media', 4)
		const names = async (
			q: string,
			sort: 'title' | 'name' | 'date',
			dir: 'asc' | 'desc',
			limit: number | null = 10,
		) =>
			(await listAdminSponsors(t.db, { q, sort, dir, offset: 0, limit })).map(
				(r) => `${r.tier}:${r.name ?? '-'}`,
			)
		expect(await names('MEDIA', 'title', 'asc')).toEqual([
			'Media Partner:Daily Ledger',
			'Previous Partner:Akwaaba Media',
		])
		expect(await countAdminSponsors(t.db, 'media')).toBe(2)
		expect(await names('partner', 'title', 'asc')).toEqual([
			'Media Partner:Daily Ledger',
			'Partner:-',
			'Previous Partner:Akwaaba Media',
		])
		expect(await names('', 'date', 'desc', 2)).toEqual(['Previous Partner:Akwaaba Media', 'Partner:-'])
		expect(await names('', 'title', 'desc', null)).toHaveLength(4)
	})

	test('tiers move up and down; the public page follows the new order', async () => {
		await t.db
			.insertInto('sponsors')
			.values([
				{ tier_id: tierIds.Sponsor!, name: 'S', logo_key: 'sponsors/s' },
				{ tier_id: tierIds['Media Partner']!, name: 'M', logo_key: 'sponsors/m' },
			])
			.execute()
		expect(await reorderSponsorTier(t.db, actor, tierIds['Media Partner']!, 'up', now)).toEqual([
			'Sponsor',
			'Media Partner',
			'Partner',
			'Previous Partner',
		])
		await reorderSponsorTier(t.db, actor, tierIds['Media Partner']!, 'up', now)
		expect((await listSponsorTiers(t.db)).map((x) => [x.title, x.sortOrder])).toEqual([
			['Media Partner', 0],
			['Sponsor', 1],
			['Partner', 2],
			['Previous Partner', 3],
		])
		expect((await listSponsorsByTier(t.db)).map((g) => g.tier)).toEqual(['Media Partner', 'Sponsor'])
		// At the top already: nothing moves.
		await reorderSponsorTier(t.db, actor, tierIds['Media Partner']!, 'up', now)
		expect((await listSponsorTiers(t.db))[0]!.title).toBe('Media Partner')
		expect(await reorderSponsorTier(t.db, actor, 99_999, 'down', now)).toBeNull()
		expect(await t.db.selectFrom('activity_log').select('type').execute()).toHaveLength(3)
	})

	test('tiers: add (last), rename (sponsors stay), a title in use refused, delete only when empty', async () => {
		const gold = await saveSponsorTier(t.db, actor, null, 'Gold Sponsor', now)
		if (!gold.ok) throw new Error('not added')
		expect((await listSponsorTiers(t.db)).map((x) => x.title)).toEqual([
			'Sponsor',
			'Partner',
			'Media Partner',
			'Previous Partner',
			'Gold Sponsor',
		])
		for (const title of ['Partner', 'partner', 'MEDIA PARTNER']) {
			expect(await saveSponsorTier(t.db, actor, null, title, now), title).toEqual({
				ok: false,
				reason: 'title-taken',
			})
		}
		// A tier may change the case of its own title.
		expect(await saveSponsorTier(t.db, actor, gold.id, 'GOLD SPONSOR', now)).toEqual({
			ok: true,
			id: gold.id,
		})
		expect(await saveSponsorTier(t.db, actor, gold.id, 'Gold Sponsor', now)).toEqual({
			ok: true,
			id: gold.id,
		})
		expect(await saveSponsorTier(t.db, actor, gold.id, 'Media Partner', now)).toEqual({
			ok: false,
			reason: 'title-taken',
		})
		expect(await saveSponsorTier(t.db, actor, 99_999, 'Nobody', now)).toEqual({
			ok: false,
			reason: 'not-found',
		})

		await added('Partner', 'Ledgerline')
		expect(await saveSponsorTier(t.db, actor, tierIds.Partner!, 'Knowledge Partner', now)).toEqual({
			ok: true,
			id: tierIds.Partner,
		})
		expect((await listSponsorsByTier(t.db)).map((g) => [g.tier, g.sponsors.map((x) => x.name)])).toEqual([
			['Knowledge Partner', ['Ledgerline']],
		])
		expect(await removeSponsorTier(t.db, actor, tierIds.Partner!, now)).toEqual({ members: 1 })
		expect(await removeSponsorTier(t.db, actor, gold.id, now)).toEqual({ title: 'Gold Sponsor' })
		expect(await removeSponsorTier(t.db, actor, gold.id, now)).toBeUndefined()
		expect((await listSponsorTiersWithCounts(t.db)).map((x) => [x.title, x.sponsorCount])).toEqual([
			['Sponsor', 0],
			['Knowledge Partner', 1],
			['Media Partner', 0],
			['Previous Partner', 0],
		])
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).orderBy('id').execute()
		expect(log.filter((r) => r.type.includes('Tier'))).toEqual([
			{ type: 'Add Sponsor Tier', description: 'Added sponsor tier Gold Sponsor' },
			{ type: 'Update Sponsor Tier', description: 'Renamed sponsor tier Gold Sponsor to GOLD SPONSOR' },
			{ type: 'Update Sponsor Tier', description: 'Renamed sponsor tier GOLD SPONSOR to Gold Sponsor' },
			{ type: 'Update Sponsor Tier', description: 'Renamed sponsor tier Partner to Knowledge Partner' },
			{ type: 'Delete Sponsor Tier', description: 'Deleted sponsor tier Gold Sponsor' },
		])
	})
})

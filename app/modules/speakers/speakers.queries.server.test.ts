import { describe, expect, test } from 'vitest'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { listSpeakerDirectory } from './speakers.queries.server.ts'

describe.each(testDialects)('listSpeakerDirectory on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	async function arrange() {
		const category = (
			await t.db
				.insertInto('speaker_categories')
				.values({ code: 'KEY', title: 'Keynote speakers', title_fr: 'Orateurs principaux' })
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
		const speaker = async (full_name: string, sort_order: number, category_id: number | null) =>
			(
				await t.db
					.insertInto('speakers')
					.values({
						title: 'Dr.',
						full_name,
						designation: 'Chief Audit Executive',
						designation_fr: full_name === 'Ama Owusu' ? 'Directrice de l’audit' : null,
						company: 'Bank of Accra',
						country: 'Ghana',
						role: 'Speaker',
						category_id,
						bio: 'Twenty years in audit.',
						bio_fr: null,
						image_key: null,
						sort_order,
						updated_at: '2026-11-01T10:00:00.000Z',
					})
					.returning('id')
					.executeTakeFirstOrThrow()
			).id
		const kofi = await speaker('Kofi Mensah', 2, null)
		const ama = await speaker('Ama Owusu', 1, category)
		const abena = await speaker('Abena Asante', 2, category)
		return { category, kofi, ama, abena }
	}

	test('every speaker in the site’s order (sort order, then name), with their category or null', async () => {
		const { category, kofi, ama, abena } = await arrange()
		const speakers = await listSpeakerDirectory(t.db)
		expect(speakers.map((s) => s.id)).toEqual([ama, abena, kofi])
		expect(speakers[0]).toMatchObject({
			full_name: 'Ama Owusu',
			designation: 'Chief Audit Executive',
			bio: 'Twenty years in audit.',
			country: 'Ghana',
			category: { id: category, title: 'Keynote speakers' },
		})
		expect(speakers[2]!.category).toBeNull()
	})

	test('one speaker by id, or a category’s; nothing for an unknown one', async () => {
		const { category, ama, abena } = await arrange()
		expect((await listSpeakerDirectory(t.db, { categoryId: category })).map((s) => s.id)).toEqual([
			ama,
			abena,
		])
		expect((await listSpeakerDirectory(t.db, { id: abena })).map((s) => s.full_name)).toEqual([
			'Abena Asante',
		])
		expect(await listSpeakerDirectory(t.db, { id: 999 })).toEqual([])
		expect(await listSpeakerDirectory(t.db, { categoryId: 999 })).toEqual([])
	})

	test('in French: the French designation and category title where filled, else the English', async () => {
		const { ama, kofi } = await arrange()
		const speakers = await inLocale('fr', () => listSpeakerDirectory(t.db))
		const byId = new Map(speakers.map((s) => [s.id, s]))
		expect(byId.get(ama)).toMatchObject({
			designation: 'Directrice de l’audit',
			bio: 'Twenty years in audit.',
			category: { title: 'Orateurs principaux' },
		})
		expect(byId.get(kofi)!.designation).toBe('Chief Audit Executive')
	})
})

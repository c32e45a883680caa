import { beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { addCategory, removeCategory, renameCategory } from './speaker-category-admin.server.ts'
import { countCategories, listCategories, listCategoryOptions } from './speaker-categories.queries.server.ts'
import { categoryCodeBase } from './speaker-category.schema.ts'

const now = new Date('2027-01-10T09:00:00.000Z')

test('codes are CAT- and an upper-case ASCII slug of the title', () => {
	expect(categoryCodeBase('Keynote Speakers')).toBe('CAT-KEYNOTE-SPEAKERS')
	expect(categoryCodeBase('  Côte d’Ivoire panel!! ')).toBe('CAT-COTE-D-IVOIRE-PANEL')
	expect(categoryCodeBase('Ɔ✓')).toBe('CAT-CATEGORY')
	expect(categoryCodeBase('A very long category title that goes on')).toBe('CAT-A-VERY-LONG-CATEGORY-TIT')
})

describe.each(testDialects)('speaker categories on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let actor: Actor
	beforeEach(async () => {
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
	})

	test('add: a unique code with a numeric suffix on collision, and an activity row', async () => {
		const a = await addCategory(t.db, actor, { title: 'Panel Experts' }, now)
		const b = await addCategory(t.db, actor, { title: 'panel experts' }, now)
		const c = await addCategory(t.db, actor, { title: 'Panel  Experts' }, now)
		expect([a.code, b.code, c.code]).toEqual([
			'CAT-PANEL-EXPERTS',
			'CAT-PANEL-EXPERTS-2',
			'CAT-PANEL-EXPERTS-3',
		])
		const log = await t.db.selectFrom('activity_log').select(['type', 'description', 'user_id']).execute()
		expect(log).toHaveLength(3)
		expect(log[0]).toEqual({
			type: 'Add Category',
			description: 'Added speaker category Panel Experts (CAT-PANEL-EXPERTS)',
			user_id: actor.id,
		})
	})

	test('rename keeps the code; a missing category changes nothing', async () => {
		const a = await addCategory(t.db, actor, { title: 'Moderators' }, now)
		expect(await renameCategory(t.db, actor, a.id, { title: 'Session Chairs' }, now)).toEqual({
			ok: true,
			code: 'CAT-MODERATORS',
		})
		expect(await listCategoryOptions(t.db)).toEqual([{ id: a.id, title: 'Session Chairs' }])
		expect(await renameCategory(t.db, actor, a.id + 100, { title: 'X' }, now)).toEqual({ ok: false })
		const types = (await t.db.selectFrom('activity_log').select('type').execute()).map((r) => r.type)
		expect(types).toEqual(['Add Category', 'Update Category'])
	})

	test('delete leaves its speakers without a category', async () => {
		const a = await addCategory(t.db, actor, { title: 'Keynote' }, now)
		const speaker = await t.db
			.insertInto('speakers')
			.values({
				title: 'Dr.',
				full_name: 'Kwame Boateng',
				designation: 'CAE',
				company: 'Bank',
				bio: 'Bio',
				category_id: a.id,
				updated_at: now.toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const [row] = await listCategories(t.db, { q: '', sort: 'date', dir: 'desc', offset: 0, limit: 5 })
		expect(row!.speakerCount).toBe(1)
		expect(await removeCategory(t.db, actor, a.id, now)).toEqual({ code: 'CAT-KEYNOTE', title: 'Keynote' })
		const after = await t.db
			.selectFrom('speakers')
			.select('category_id')
			.where('id', '=', speaker.id)
			.execute()
		expect(after).toEqual([{ category_id: null }])
		expect(await removeCategory(t.db, actor, a.id, now)).toBeUndefined()
		expect(
			await t.db.selectFrom('activity_log').select('type').where('type', '=', 'Delete Category').execute(),
		).toHaveLength(1)
	})

	test('list: case-insensitive substring search on the title, sort, paging and All', async () => {
		for (const [i, title] of [
			'Keynote Speakers',
			'Practitioners',
			'Panel Experts',
			'Moderators',
			'100% Audit_Pros',
		].entries()) {
			await addCategory(t.db, actor, { title }, new Date(now.getTime() + i * 60_000))
		}
		const titles = async (
			q: string,
			sort: 'code' | 'title' | 'date',
			dir: 'asc' | 'desc',
			offset = 0,
			limit: number | null = 10,
		) => (await listCategories(t.db, { q, sort, dir, offset, limit })).map((r) => r.title)
		expect(await titles('EXPERT', 'title', 'asc')).toEqual(['Panel Experts'])
		expect(await titles('ERS', 'title', 'asc')).toEqual(['Keynote Speakers', 'Practitioners'])
		expect(await countCategories(t.db, 'ers')).toBe(2)
		expect(await titles('%', 'title', 'asc')).toEqual(['100% Audit_Pros'])
		expect(await titles('_', 'title', 'asc')).toEqual(['100% Audit_Pros'])
		expect(await titles('', 'date', 'desc', 0, 2)).toEqual(['100% Audit_Pros', 'Moderators'])
		expect(await titles('', 'date', 'desc', 2, 2)).toEqual(['Panel Experts', 'Practitioners'])
		expect(await titles('', 'code', 'asc', 0, null)).toHaveLength(5)
		expect(await countCategories(t.db, '')).toBe(5)
	})
})

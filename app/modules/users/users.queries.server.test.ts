import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { now } from '#tests/setup/clock.ts'
import {
	countActiveAdministrators,
	countUsers,
	findUserById,
	insertUser,
	isEmailTaken,
	listUsers,
} from './users.queries.server.ts'

describe.each(testDialects)('users queries on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	async function addUser(fullName: string, extra: { role?: 'Administrator' | 'User'; active?: 0 | 1 } = {}) {
		const id = await insertUser(
			t.db,
			{
				fullName,
				email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@summit.example`,
				phone: null,
				role: extra.role ?? 'User',
				passwordHash: 'hash',
			},
			now,
		)
		if (extra.active === 0) await t.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute()
		return id
	}

	test('search is a case-insensitive substring of the full name, over active users only', async () => {
		await addUser('Ama Mensah')
		await addUser('Kwame AMANKWAH')
		await addUser('Kofi Boateng')
		await addUser('Amadou Inactive', { active: 0 })
		const page = await listUsers(t.db, { q: 'aMa', offset: 0, limit: 10 })
		expect(page.map((u) => u.fullName)).toEqual(['Ama Mensah', 'Kwame AMANKWAH'])
		expect(await countUsers(t.db, { q: 'aMa' })).toBe(2)
		expect(await countUsers(t.db, { q: '' })).toBe(3)
		expect(page[0]).toMatchObject({
			email: 'ama.mensah@summit.example',
			role: 'User',
			phone: null,
			createdAt: '2026-11-22T10:00:00.000Z',
		})
	})

	test('search matches % and _ literally', async () => {
		await addUser('Percent 100% Sure')
		await addUser('Plain Name')
		expect((await listUsers(t.db, { q: '%', offset: 0, limit: 10 })).map((u) => u.fullName)).toEqual([
			'Percent 100% Sure',
		])
		expect(await countUsers(t.db, { q: '_' })).toBe(0)
	})

	test('pages are ordered by name (any case) then id, and do not overlap', async () => {
		for (const name of ['esi', 'Abena', 'dede', 'Comfort', 'Baaba', 'fafa', 'Gifty']) await addUser(name)
		const first = await listUsers(t.db, { q: '', offset: 0, limit: 5 })
		const second = await listUsers(t.db, { q: '', offset: 5, limit: 5 })
		expect(first.map((u) => u.fullName)).toEqual(['Abena', 'Baaba', 'Comfort', 'dede', 'esi'])
		expect(second.map((u) => u.fullName)).toEqual(['fafa', 'Gifty'])
	})

	test('email taken in any case, optionally ignoring one user; inactive users count', async () => {
		const ama = await addUser('Ama Mensah')
		await addUser('Old Account', { active: 0 })
		expect(await isEmailTaken(t.db, ' AMA.Mensah@Summit.example ')).toBe(true)
		expect(await isEmailTaken(t.db, 'ama.mensah@summit.example', ama)).toBe(false)
		expect(await isEmailTaken(t.db, 'old.account@summit.example')).toBe(true)
		expect(await isEmailTaken(t.db, 'nobody@summit.example')).toBe(false)
	})

	test('find by id returns active users only; active Administrators are counted', async () => {
		const admin = await addUser('First Admin', { role: 'Administrator' })
		await addUser('Gone Admin', { role: 'Administrator', active: 0 })
		const gone = await addUser('Gone User', { active: 0 })
		expect(await findUserById(t.db, admin)).toMatchObject({ fullName: 'First Admin', role: 'Administrator' })
		expect(await findUserById(t.db, gone)).toBeUndefined()
		expect(await findUserById(t.db, 9999)).toBeUndefined()
		expect(await countActiveAdministrators(t.db)).toBe(1)
		await t.db.transaction().execute(async (trx) => {
			expect(await countActiveAdministrators(trx, { lock: true })).toBe(1)
		})
	})
})

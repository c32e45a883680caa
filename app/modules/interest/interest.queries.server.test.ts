/** The interest list, on SQLite and PostgreSQL. */
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { now } from '#tests/setup/clock.ts'
import {
	addInterest,
	countInterest,
	deleteInterest,
	interestBatches,
	listInterest,
} from './interest.queries.server.ts'

describe.each(testDialects)('the interest list on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('an address is listed once, lower-cased, with its consent; a second signup changes nothing', async () => {
		expect(await addInterest(t.db, { email: ' Ama@Example.COM ', consentVersion: 2 }, now)).toBe(true)
		const later = new Date(now.getTime() + 60_000)
		expect(await addInterest(t.db, { email: 'ama@example.com', consentVersion: 3 }, later)).toBe(false)
		expect(await t.db.selectFrom('interest_signups').selectAll().execute()).toEqual([
			{
				id: expect.any(Number),
				email: 'ama@example.com',
				consent_at: now.toISOString(),
				consent_version: 2,
				created_at: now.toISOString(),
				locale: 'en',
			},
		])
	})

	test('a signup keeps the language of the page it was given on', async () => {
		await addInterest(t.db, { email: 'awa@example.com', consentVersion: 1, locale: 'fr' }, now)
		expect(await t.db.selectFrom('interest_signups').select(['email', 'locale']).execute()).toEqual([
			{ email: 'awa@example.com', locale: 'fr' },
		])
	})

	test('search, sort, pages, the export in batches, and removal', async () => {
		for (const [i, email] of ['kofi@a.example', 'esi@b.example', 'kojo@a.example'].entries())
			await addInterest(t.db, { email, consentVersion: 1 }, new Date(now.getTime() + i * 1000))
		expect(await countInterest(t.db, 'A.EXAMPLE')).toBe(2)
		const page = { offset: 0, limit: 2 }
		expect(
			(await listInterest(t.db, { q: '', sort: 'date', dir: 'desc', ...page })).map((r) => r.email),
		).toEqual(['kojo@a.example', 'esi@b.example'])
		expect(
			(await listInterest(t.db, { q: 'a.example', sort: 'email', dir: 'asc', offset: 0, limit: null })).map(
				(r) => r.email,
			),
		).toEqual(['kofi@a.example', 'kojo@a.example'])
		const exported: string[] = []
		for await (const batch of interestBatches(t.db, '')) exported.push(...batch.map((r) => r.email))
		expect(exported).toEqual(['kofi@a.example', 'esi@b.example', 'kojo@a.example'])
		const [first] = await listInterest(t.db, { q: 'esi', sort: 'date', dir: 'asc', offset: 0, limit: null })
		expect(await deleteInterest(t.db, first!.id)).toBe('esi@b.example')
		expect(await deleteInterest(t.db, first!.id)).toBeNull()
		expect(await countInterest(t.db, '')).toBe(2)
	})
})

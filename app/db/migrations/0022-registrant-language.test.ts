/**
 * Migration 0022 on SQLite and PostgreSQL: registrations, partnership enquiries and next-edition
 * signups keep their language, English unless written otherwise, and only the site's languages.
 */
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'

describe.each(testDialects)('migration 0022 on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('a row written without a language is English; French is kept; anything else is refused', async () => {
		await t.db
			.insertInto('interest_signups')
			.values({ email: 'ama@example.com', consent_at: new Date().toISOString(), consent_version: 1 })
			.execute()
		await t.db
			.insertInto('interest_signups')
			.values({
				email: 'awa@example.com',
				consent_at: new Date().toISOString(),
				consent_version: 1,
				locale: 'fr',
			})
			.execute()
		const rows = await t.db
			.selectFrom('interest_signups')
			.select(['email', 'locale'])
			.orderBy('email')
			.execute()
		expect(rows).toEqual([
			{ email: 'ama@example.com', locale: 'en' },
			{ email: 'awa@example.com', locale: 'fr' },
		])
		await expect(
			sql`update interest_signups set locale = ${'de'} where email = ${'ama@example.com'}`.execute(t.db),
		).rejects.toThrow()
	})

	test('attendees and partnership enquiries have the column, English by default', async () => {
		for (const table of ['attendees', 'partnership_enquiries'] as const) {
			const columns = (await t.db.introspection.getTables()).find((x) => x.name === table)?.columns
			const locale = columns?.find((c) => c.name === 'locale')
			expect(locale, table).toMatchObject({ isNullable: false, hasDefaultValue: true })
		}
	})
})

/**
 * Migration 0021 on SQLite and PostgreSQL: a partnership package added, changed or removed raises
 * the content version, so the cached enquiry form lists the packages as they are.
 */
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'

describe.each(testDialects)('migration 0021 on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const readContentVersion = async (db: typeof t.db) =>
		Number((await db.selectFrom('content_version').select('version').executeTakeFirst())?.version ?? 0)

	test('adding, changing and removing a package each raise the content version', async () => {
		const start = await readContentVersion(t.db)
		await t.db.insertInto('partnership_packages').values({ title: 'Gold Partner' }).execute()
		const added = await readContentVersion(t.db)
		expect(added).toBeGreaterThan(start)

		await sql`update partnership_packages set active = 0 where title = ${'Gold Partner'}`.execute(t.db)
		const hidden = await readContentVersion(t.db)
		expect(hidden).toBeGreaterThan(added)

		await t.db.deleteFrom('partnership_packages').where('title', '=', 'Gold Partner').execute()
		expect(await readContentVersion(t.db)).toBeGreaterThan(hidden)
	})
})

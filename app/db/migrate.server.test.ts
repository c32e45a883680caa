import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { migrateToLatest } from './migrate.server.ts'
import { migrations } from './migrations/index.ts'

describe.each(testDialects)('migrateToLatest on a database a newer release migrated, on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const record = (name: string) =>
		sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
			t.db,
		)

	// Kysely's table is not emptied between tests (tests/setup/databases.ts): leave it as it was.
	const last = Object.keys(migrations).at(-1)!
	afterEach(async () => {
		await sql`delete from kysely_migration where name like '9999-%'`.execute(t.db)
		const kept = await sql`select name from kysely_migration where name = ${last}`.execute(t.db)
		if (kept.rows.length === 0) await record(last)
	})

	test('the previous release starts on it: nothing applied, the newer names reported', async () => {
		await record('9999-from-the-next-release')
		const newer: string[][] = []
		expect(await migrateToLatest(t.db, { onNewer: (names) => newer.push(names) })).toEqual([])
		expect(newer).toEqual([['9999-from-the-next-release']])
	})

	test('a database of another line of releases (unknown migrations, a known one missing) is refused, naming both', async () => {
		await sql`delete from kysely_migration where name = ${last}`.execute(t.db)
		await record('9999-from-another-line')
		await expect(migrateToLatest(t.db)).rejects.toThrow(
			new RegExp(`does not know \\(9999-from-another-line\\) and lacks some it has \\(${last}\\)`),
		)
	})

	test('an up-to-date database: nothing applied, nothing reported', async () => {
		let called = false
		expect(await migrateToLatest(t.db, { onNewer: () => (called = true) })).toEqual([])
		expect(called).toBe(false)
	})
})

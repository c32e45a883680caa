/**
 * Migration 0023 on SQLite and PostgreSQL: each text visitors read has a nullable French twin, a
 * row written without it reads back null, and saving a French text raises the content version.
 */
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { FRENCH_COLUMNS } from './0023-french-content.ts'

describe.each(testDialects)('migration 0023 on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const readContentVersion = async () =>
		Number((await t.db.selectFrom('content_version').select('version').executeTakeFirst())?.version ?? 0)

	test('every French column exists and is nullable', async () => {
		const tables = await t.db.introspection.getTables()
		for (const [table, columns] of FRENCH_COLUMNS) {
			const found = tables.find((x) => x.name === table)
			for (const column of columns) {
				const meta = found?.columns.find((c) => c.name === column)
				expect(meta, `${table}.${column}`).toBeDefined()
				expect(meta?.isNullable, `${table}.${column}`).toBe(true)
			}
		}
	})

	test('a speaker written without French reads back null; saving a French bio raises the content version', async () => {
		const { id } = await t.db
			.insertInto('speakers')
			.values({
				title: 'Dr.',
				full_name: 'Ama Mensah',
				designation: 'Chief Risk Officer',
				company: 'Acme',
				bio: 'Ama leads risk.',
				updated_at: '2027-01-01T00:00:00.000Z',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const before = await t.db
			.selectFrom('speakers')
			.select(['bio_fr', 'designation_fr'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(before).toEqual({ bio_fr: null, designation_fr: null })

		const version = await readContentVersion()
		await t.db
			.updateTable('speakers')
			.set({ bio_fr: 'Ama dirige les risques.' })
			.where('id', '=', id)
			.execute()
		expect(await readContentVersion()).toBeGreaterThan(version)
		const after = await t.db
			.selectFrom('speakers')
			.select('bio_fr')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(after.bio_fr).toBe('Ama dirige les risques.')
	})
})

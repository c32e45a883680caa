import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { migrateToLatest } from './migrate.server.ts'

const tables = [
	'activity_log',
	'agenda_sessions',
	'attendees',
	'blog_posts',
	'event_editions',
	'media_categories',
	'partnership_enquiries',
	'sessions',
	'settings',
	'speaker_categories',
	'speakers',
	'sponsor_tiers',
	'sponsors',
	'users',
]

describe.each(testDialects)('migrations on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('create every table of the data model and are idempotent', async () => {
		const names = (await t.db.introspection.getTables()).map((table) => table.name)
		expect(names).toEqual(expect.arrayContaining(tables))
		expect(await migrateToLatest(t.db)).toEqual([])
	})

	test('timestamps and dates read back in one shape on both dialects', async () => {
		await t.db
			.insertInto('event_editions')
			.values({
				year: 2027,
				starts_at: '2027-03-25T08:30:00.000Z',
				early_bird_expires_on: '2027-02-23',
				updated_at: '2027-01-01T00:00:00.000Z',
			})
			.execute()
		const row = await t.db
			.selectFrom('event_editions')
			.select(['starts_at', 'early_bird_expires_on', 'created_at'])
			.executeTakeFirstOrThrow()
		expect(row.starts_at).toBe('2027-03-25T08:30:00.000Z')
		expect(row.early_bird_expires_on).toBe('2027-02-23')
		expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
	})

	test('an id is never handed out again after its row is deleted', async () => {
		const add = async () =>
			(
				await t.db
					.insertInto('activity_log')
					.values({ username: 'A', type: 'T', description: 'd' })
					.returning('id')
					.executeTakeFirstOrThrow()
			).id
		await add()
		const last = await add()
		await t.db.deleteFrom('activity_log').where('id', '=', last).execute()
		expect(await add()).toBeGreaterThan(last)
	})

	test('foreign keys are enforced', async () => {
		await expect(
			t.db
				.insertInto('attendees')
				.values({
					edition_id: 999,
					full_name: 'A',
					email: 'a@example.com',
					whatsapp_number: '+233 24 000 0000',
					company_name: 'C',
					designation: 'D',
				})
				.execute(),
		).rejects.toThrow()
	})
})

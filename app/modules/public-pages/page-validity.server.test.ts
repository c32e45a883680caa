import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { editionFactory } from '#tests/factories/editions.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { readPageValidity } from './page-validity.server.ts'
import { readContentVersion } from './public-pages.queries.server.ts'
import { enquiryRow } from '#tests/factories/enquiries.ts'

describe.each(testDialects)('page validity on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('every change to a table a public page shows raises the content version', async () => {
		expect(await readContentVersion(t.db)).toBe(0)
		const id = (
			await t.db
				.insertInto('speaker_categories')
				.values({ code: 'KN', title: 'Keynote' })
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
		const afterInsert = await readContentVersion(t.db)
		expect(afterInsert).toBeGreaterThan(0)
		await t.db.updateTable('speaker_categories').set({ title: 'Keynotes' }).where('id', '=', id).execute()
		const afterUpdate = await readContentVersion(t.db)
		expect(afterUpdate).toBeGreaterThan(afterInsert)
		await t.db.deleteFrom('speaker_categories').where('id', '=', id).execute()
		expect(await readContentVersion(t.db)).toBeGreaterThan(afterUpdate)
	})

	test('a registration, an enquiry or a sign-in changes no public page: the version stays', async () => {
		await t.db
			.insertInto('event_editions')
			.values({ year: 2027, starts_at: '2027-03-25T08:30:00.000Z', updated_at: '2027-01-01T00:00:00.000Z' })
			.execute()
		const before = await readContentVersion(t.db)
		await t.db
			.insertInto('activity_log')
			.values({ username: 'A', type: 'Logged In', description: 'd' })
			.execute()
		await enquiryRow(t.db, { packageName: 'Gold', reference: 'IALS-2222-3333', email: 'ama@example.com' })
		expect(await readContentVersion(t.db)).toBe(before)
	})

	test('a failed change leaves the version as it was (same transaction)', async () => {
		const before = await readContentVersion(t.db)
		await expect(
			t.db.transaction().execute(async (trx) => {
				await trx.insertInto('sponsor_tiers').values({ title: 'Gold' }).execute()
				await sql`select no_such_column from sponsor_tiers`.execute(trx)
			}),
		).rejects.toThrow()
		expect(await readContentVersion(t.db)).toBe(before)
	})

	test('the next time-driven change is the end of the early-bird day in Accra', async () => {
		await editionFactory(t.db, 'upcoming', new Date('2027-01-01T00:00:00.000Z'), {
			starts_at: '2027-03-25T08:30:00.000Z',
			early_bird_expires_on: '2027-02-23',
		})
		const during = await readPageValidity(t.db, new Date('2027-02-23T23:59:59.999Z'))
		expect(new Date(during.validUntil).toISOString()).toBe('2027-02-24T00:00:00.000Z')
		const after = await readPageValidity(t.db, new Date('2027-02-24T00:00:00.000Z'))
		expect(new Date(after.validUntil).toISOString()).toBe('2027-03-25T08:30:00.000Z')
		const past = await readPageValidity(t.db, new Date('2027-03-25T08:30:00.000Z'))
		expect(new Date(past.validUntil).toISOString()).toBe('2028-01-01T00:00:00.000Z')
	})
})

/**
 * The row counts behind the list totals (migration 0003) stay equal to `count(*)` through every
 * kind of change, and the migration counts the rows already there.
 */
import { Migrator, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '#app/db/connect.server.ts'
import { migrations } from '#app/db/migrations/index.ts'
import { insertAttendee } from '#app/modules/attendees/attendees.queries.server.ts'
import { editionFactory } from '#tests/factories/editions.ts'
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/setup/databases.ts'
import { countRegistrations, type RegistrationTable } from './registrations.queries.server.ts'

const now = new Date('2026-11-22T10:00:00.000Z')

describe.each(testDialects)('registration counts on %s', (dialect) => {
	let t: TestDatabase
	let e1: number
	let e2: number
	let serial = 0
	beforeEach(async () => {
		t = await createTestDatabase(dialect)
		e1 = await editionFactory(t.db, 'past', now, { year: 2025 })
		e2 = await editionFactory(t.db, 'upcoming', now, { year: 2026 })
	})
	afterEach(async () => {
		await t.cleanup()
	})

	const attendee = (edition: number) => {
		serial++
		return {
			edition_id: edition,
			full_name: `Person ${serial}`,
			email: `p${serial}@x.example`,
			contact_number: null,
			whatsapp_number: '1',
			company_name: 'C',
			designation: 'D',
			heard_from: null,
			created_at: now.toISOString(),
		}
	}
	const enquiry = (edition: number | null) => {
		serial++
		return {
			edition_id: edition,
			full_name: `Person ${serial}`,
			email: `p${serial}@x.example`,
			contact_number: null,
			whatsapp_number: '1',
			company_name: 'C',
			designation: 'D',
			package: 'Gold',
			heard_from: null,
			reference: `REF-${serial}`,
			created_at: now.toISOString(),
		}
	}

	/** Every count the lists read equals `count(*)` of the table. */
	async function expectExact(db: Database = t.db) {
		for (const table of ['attendees', 'partnership_enquiries'] as RegistrationTable[]) {
			for (const edition of [null, e1, e2]) {
				let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
				if (edition !== null) query = query.where('edition_id', '=', edition)
				const actual = Number((await query.executeTakeFirstOrThrow()).n)
				expect(await countRegistrations(db, table, edition), `${table} edition ${edition}`).toBe(actual)
			}
		}
	}

	test('inserts one by one and in bulk, deletes, edition changes and a deleted edition', async () => {
		await expectExact()
		expect(await countRegistrations(t.db, 'attendees', null)).toBe(0)
		await insertAttendee(t.db, attendee(e1))
		await t.db
			.insertInto('attendees')
			.values([attendee(e1), attendee(e2), attendee(e2), attendee(e2)])
			.execute()
		await t.db
			.insertInto('partnership_enquiries')
			.values([enquiry(e1), enquiry(null), enquiry(e2)])
			.execute()
		expect(await countRegistrations(t.db, 'attendees', null)).toBe(5)
		expect(await countRegistrations(t.db, 'attendees', e2)).toBe(3)
		await expectExact()

		await t.db.updateTable('attendees').set({ edition_id: e1 }).where('edition_id', '=', e2).execute()
		await t.db.updateTable('attendees').set({ full_name: 'Renamed' }).execute()
		await expectExact()
		expect(await countRegistrations(t.db, 'attendees', e1)).toBe(5)

		await t.db
			.deleteFrom('attendees')
			.where('id', 'in', t.db.selectFrom('attendees').select('id').limit(3))
			.execute()
		await expectExact()

		// Deleting an edition sets its enquiries' edition to none (foreign key action).
		await t.db.deleteFrom('event_editions').where('id', '=', e2).execute()
		expect(await countRegistrations(t.db, 'partnership_enquiries', null)).toBe(3)
		expect(await countRegistrations(t.db, 'partnership_enquiries', e2)).toBe(0)
		await expectExact()
	})

	test('a rolled-back change leaves the counts as they were', async () => {
		await insertAttendee(t.db, attendee(e1))
		await expect(
			t.db.transaction().execute(async (trx) => {
				await trx
					.insertInto('attendees')
					.values([attendee(e1), attendee(e2)])
					.execute()
				await trx.deleteFrom('attendees').where('edition_id', '=', e1).execute()
				throw new Error('roll back')
			}),
		).rejects.toThrow('roll back')
		expect(await countRegistrations(t.db, 'attendees', null)).toBe(1)
		await expectExact()
	})

	test('emptying the table (TRUNCATE on PostgreSQL, DELETE on SQLite) empties the counts', async () => {
		await t.db
			.insertInto('attendees')
			.values([attendee(e1), attendee(e2)])
			.execute()
		await (dialect === 'postgres' ? sql`truncate attendees` : sql`delete from attendees`).execute(t.db)
		expect(await countRegistrations(t.db, 'attendees', null)).toBe(0)
		await expectExact()
	})

	test('the migration counts the rows already there and can be undone', async () => {
		const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } })
		const down = await migrator.migrateTo('0002-captcha')
		expect(down.error).toBeUndefined()
		await t.db
			.insertInto('attendees')
			.values([attendee(e1), attendee(e2), attendee(e2)])
			.execute()
		await t.db
			.insertInto('partnership_enquiries')
			.values([enquiry(null), enquiry(e1)])
			.execute()
		const up = await migrator.migrateToLatest()
		expect(up.error).toBeUndefined()
		expect(await countRegistrations(t.db, 'attendees', e2)).toBe(2)
		expect(await countRegistrations(t.db, 'partnership_enquiries', null)).toBe(2)
		await expectExact()
		// The search index was built from the rows already there, too.
		const { rows } = await sql<{ n: number }>`select count(*) as n from attendees`.execute(t.db)
		expect(Number(rows[0]?.n)).toBe(3)
	})
})

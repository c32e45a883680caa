/**
 * Migration 0016 on SQLite and PostgreSQL carries today's payments over: each registration's fee is
 * fixed as registering worked it out (early-bird up to its expiry day, else regular; a group's fee
 * per person), a registration marked paid gets a payment of its fee "at the desk", a waived one a
 * waiver, and the typed `payment_status` column goes. Undoing it brings the column back.
 */
import { type Kysely, Migrator, sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { migrateToLatest } from '../migrate.server.ts'
import { migrations } from './index.ts'

describe.each(testDialects)('migration 0016 on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('fixes each fee and turns paid and waived into ledger rows', async () => {
		const db = t.db as unknown as Kysely<any>
		const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
		const down = await migrator.migrateTo('0015-secret-rotation')
		expect(down.error).toBeUndefined()

		const edition = await db
			.insertInto('event_editions')
			.values({
				year: 2027,
				regular_fee_pesewas: 250_000,
				early_bird_fee_pesewas: 200_000,
				early_bird_expires_on: '2027-02-23',
				updated_at: '2027-01-01T00:00:00.000Z',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const group = await db
			.insertInto('registration_groups')
			.values({
				edition_id: edition.id,
				company_name: 'Gold Coast Bank',
				contact_name: 'Efua Mensah',
				contact_email: 'efua@goldcoast.example',
				contact_whatsapp_number: '+233 20 765 4321',
				size: 5,
				discount_percent: 10,
				fee_per_person_pesewas: 180_000,
				total_pesewas: 900_000,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const attendee = (n: number, values: object) =>
			db
				.insertInto('attendees')
				.values({
					edition_id: edition.id,
					full_name: `Ama Ɔdɔm ${n}`,
					email: `ama${n}@volta.example`,
					whatsapp_number: '+233 24 123 4567',
					company_name: 'Volta Assurance',
					designation: 'Auditor',
					...values,
				})
				.execute()
		// Registered on the early-bird fee's last day, the day after, and with a group.
		await attendee(1, { created_at: '2027-02-23T23:59:00.000Z', payment_status: 'paid' })
		await attendee(2, { created_at: '2027-02-24T00:00:00.000Z', payment_status: 'waived' })
		await attendee(3, { created_at: '2027-02-24T00:00:00.000Z', group_id: group.id })

		// 0016 runs first; later migrations (which add tables of their own) follow it.
		expect((await migrateToLatest(db))[0]).toBe('0016-payments')
		expect(
			await db
				.selectFrom('attendees')
				.select(['full_name', 'fee_pesewas', 'fee_rule', 'fee_currency'])
				.orderBy('id')
				.execute(),
		).toEqual([
			{ full_name: 'Ama Ɔdɔm 1', fee_pesewas: 200_000, fee_rule: 'early-bird', fee_currency: 'GHS' },
			{ full_name: 'Ama Ɔdɔm 2', fee_pesewas: 250_000, fee_rule: 'regular', fee_currency: 'GHS' },
			{ full_name: 'Ama Ɔdɔm 3', fee_pesewas: 180_000, fee_rule: 'group-discount', fee_currency: 'GHS' },
		])
		expect(
			await db
				.selectFrom('payments')
				.select(['kind', 'method', 'amount_pesewas', 'receipt_id'])
				.orderBy('id')
				.execute(),
		).toEqual([
			{ kind: 'payment', method: 'desk', amount_pesewas: 200_000, receipt_id: null },
			{ kind: 'waiver', method: 'waiver', amount_pesewas: 250_000, receipt_id: null },
		])
		const columns = (await db.introspection.getTables())
			.find((table) => table.name === 'attendees')!
			.columns.map((column) => column.name)
		expect(columns).not.toContain('payment_status')
		const groupRef = await db.selectFrom('registration_groups').select('manage_ref').executeTakeFirstOrThrow()
		expect(groupRef.manage_ref).toMatch(/^[A-Za-z0-9_-]{22}$/)
		// A movement is positive, or a correction with the opposite amount.
		await expect(
			sql`insert into payments (edition_id, kind, method, amount_pesewas, recorded_by, recorded_at)
				values (${edition.id}, 'payment', 'cash', -5, 'x', '2027-01-01T00:00:00.000Z')`.execute(db),
		).rejects.toThrow()
	})
})

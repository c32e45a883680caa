/**
 * Migration 0024 on SQLite and PostgreSQL: a registration's and an enquiry's `updated_at` is set
 * when written, moves on every change (a check-in, a payment recorded), and a deleted one leaves a
 * tombstone in `api_removals`; an API token's hash is unique.
 */
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { registeredAttendee } from '#tests/factories/attendees.ts'
import { enquiryRow } from '#tests/factories/enquiries.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'

const OLD = '2020-01-01T00:00:00.000Z'

describe.each(testDialects)('migration 0024 on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const updatedAt = async (id: number) =>
		(await t.db.selectFrom('attendees').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow())
			.updated_at

	test('a new registration has an updated_at; a change, a check-in and a payment each move it', async () => {
		const { id } = await registeredAttendee(t.db, now)
		expect(await updatedAt(id)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

		const reset = () => t.db.updateTable('attendees').set({ updated_at: OLD }).where('id', '=', id).execute()
		await reset()
		expect(await updatedAt(id)).toBe(OLD)

		await t.db.updateTable('attendees').set({ company_name: 'Volta' }).where('id', '=', id).execute()
		expect((await updatedAt(id)) > OLD).toBe(true)

		await reset()
		await t.db
			.updateTable('attendees')
			.set({ checked_in_at: now.toISOString(), checked_in_by: 'Kofi' })
			.where('id', '=', id)
			.execute()
		expect((await updatedAt(id)) > OLD).toBe(true)

		await reset()
		const { edition_id } = await t.db
			.selectFrom('attendees')
			.select('edition_id')
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		await t.db
			.insertInto('payments')
			.values({
				edition_id,
				attendee_id: id,
				kind: 'payment',
				method: 'cash',
				amount_pesewas: 100,
				recorded_by: 'Kofi',
				recorded_at: now.toISOString(),
			})
			.execute()
		expect((await updatedAt(id)) > OLD).toBe(true)
	})

	test('deleting a registration or an enquiry leaves a tombstone without personal data', async () => {
		const { id } = await registeredAttendee(t.db, now)
		await enquiryRow(t.db, { packageName: 'Gold', reference: 'ENQ-1' })
		const enquiry = await t.db
			.selectFrom('partnership_enquiries')
			.select(['id', 'updated_at'])
			.executeTakeFirstOrThrow()
		expect(enquiry.updated_at).toBeTruthy()
		await t.db.deleteFrom('attendees').where('id', '=', id).execute()
		await t.db.deleteFrom('partnership_enquiries').where('id', '=', enquiry.id).execute()
		const removals = await t.db
			.selectFrom('api_removals')
			.select(['kind', 'record_id', 'removed_at'])
			.orderBy('id')
			.execute()
		expect(removals.map((r) => [r.kind, r.record_id])).toEqual([
			['registration', id],
			['enquiry', enquiry.id],
		])
		expect(removals[0]!.removed_at).toMatch(/Z$/)
	})

	test('two tokens cannot share a hash', async () => {
		const token = { name: 'CRM', prefix: 'summit_ab', scopes: 'registrations:read', created_at: OLD }
		await t.db
			.insertInto('api_tokens')
			.values({ ...token, token_hash: 'a'.repeat(64) })
			.execute()
		await expect(
			t.db
				.insertInto('api_tokens')
				.values({ ...token, token_hash: 'a'.repeat(64) })
				.execute(),
		).rejects.toThrow()
		expect(
			Number((await sql<{ n: number }>`select count(*) as n from api_tokens`.execute(t.db)).rows[0]!.n),
		).toBe(1)
	})
})

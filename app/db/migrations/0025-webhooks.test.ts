/**
 * Migration 0025 on SQLite and PostgreSQL: the webhooks' tables exist, a delivery's status is one
 * of queued, sending, delivered and failed, a message id is used once, and removing an endpoint
 * removes its deliveries and their attempts.
 */
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'

describe.each(testDialects)('migration 0025 on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const stamp = '2026-11-22T10:00:00.000Z'

	async function endpointWithDelivery() {
		const endpoint = await t.db
			.insertInto('webhook_endpoints')
			.values({
				url: 'https://hooks.example.com/summit',
				events: '["payment.received"]',
				secret: 'whsec_c2VjcmV0',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const delivery = await t.db
			.insertInto('webhook_deliveries')
			.values({
				endpoint_id: endpoint.id,
				event_type: 'payment.received',
				message_id: 'msg_one',
				payload: '{}',
				next_attempt_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await t.db
			.insertInto('webhook_attempts')
			.values({ delivery_id: delivery.id, attempted_at: stamp, response_status: 500, duration_ms: 12 })
			.execute()
		return { endpointId: endpoint.id, deliveryId: delivery.id }
	}

	test('the three tables exist; a new delivery is queued with no attempt yet', async () => {
		const names = (await t.db.introspection.getTables()).map((table) => table.name)
		expect(names).toEqual(
			expect.arrayContaining(['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts']),
		)
		const { deliveryId } = await endpointWithDelivery()
		const row = await t.db
			.selectFrom('webhook_deliveries')
			.select(['status', 'attempts', 'lease_until'])
			.where('id', '=', deliveryId)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ status: 'queued', attempts: 0, lease_until: null })
		const endpoint = await t.db
			.selectFrom('webhook_endpoints')
			.select(['description', 'disabled_at'])
			.executeTakeFirstOrThrow()
		expect(endpoint).toEqual({ description: '', disabled_at: null })
	})

	test('a status other than queued, sending, delivered or failed is refused; a message id is used once', async () => {
		const { endpointId, deliveryId } = await endpointWithDelivery()
		await expect(
			sql`update webhook_deliveries set status = ${'sent'} where id = ${deliveryId}`.execute(t.db),
		).rejects.toThrow()
		for (const status of ['sending', 'delivered', 'failed', 'queued'] as const)
			await t.db.updateTable('webhook_deliveries').set({ status }).where('id', '=', deliveryId).execute()
		await expect(
			t.db
				.insertInto('webhook_deliveries')
				.values({
					endpoint_id: endpointId,
					event_type: 'payment.received',
					message_id: 'msg_one',
					payload: '{}',
					next_attempt_at: stamp,
				})
				.execute(),
		).rejects.toThrow()
	})

	test('removing an endpoint removes its deliveries and their attempts', async () => {
		const { endpointId } = await endpointWithDelivery()
		await t.db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).execute()
		expect(await t.db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([])
		expect(await t.db.selectFrom('webhook_attempts').select('id').execute()).toEqual([])
	})
})

import { parseWithZod } from '@conform-to/zod/v4'
import { beforeEach, describe, expect, test } from 'vitest'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { userFactory } from '#tests/factories/users.ts'
import {
	addWebhookEndpoint,
	editWebhookEndpoint,
	removeWebhookEndpoint,
	resendWebhookDelivery,
	rotateWebhookSecret,
	sendWebhookTestEvent,
	switchWebhookEndpoint,
} from './webhook-admin.server.ts'
import { WebhookEndpointSchema, type WebhookEndpointInput } from './webhook-endpoint.schema.ts'
import {
	countWebhookDeliveries,
	findWebhookDelivery,
	findWebhookEndpoint,
	listWebhookDeliveries,
	listWebhookEndpoints,
} from './webhook-endpoints.queries.server.ts'

const later = new Date('2026-11-22T11:00:00.000Z')

/** The messages of a refused form, by field (none when it was accepted). */
function errorsOf(submission: ReturnType<typeof parseForm>): Record<string, string[] | null> | undefined {
	return submission.status === 'error' ? (submission.error ?? undefined) : undefined
}

/** The form's fields as the browser posts them, parsed by the form's schema. */
function parseForm(fields: Record<string, string | string[]>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) {
		for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
	}
	return parseWithZod(form, { schema: WebhookEndpointSchema })
}

describe('the webhook endpoint form', () => {
	test('takes an https URL, an optional description and at least one event', () => {
		const submission = parseForm({
			url: ' https://hooks.example.com/summit?k=1 ',
			events: ['payment.received', 'registration.created'],
		})
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value).toEqual({
			url: 'https://hooks.example.com/summit?k=1',
			description: undefined,
			events: ['registration.created', 'payment.received'],
		})
	})

	test.each([
		['http://hooks.example.com/x', 'Use an https:// address'],
		['hooks.example.com/x', 'Enter the full address, starting with https://'],
		['ftp://hooks.example.com/x', 'Enter an address starting with https://'],
		['https://user:secret@hooks.example.com/x', 'Remove the user name and password'],
		['https://hooks.example.com/x#part', 'Remove the part after #'],
		[`https://hooks.example.com/${'a'.repeat(2000)}`, 'at most 2000 characters'],
		['', 'Enter the address deliveries are sent to'],
	])('refuses %s with a message that says what to do', (url, message) => {
		const submission = parseForm({ url, events: 'payment.received' })
		expect(submission.status).toBe('error')
		expect(errorsOf(submission)?.url?.[0]).toContain(message)
	})

	test('needs at least one known event', () => {
		expect(errorsOf(parseForm({ url: 'https://8.8.8.8/x' }))?.events).toEqual([
			'Choose at least one event to send',
		])
		expect(parseForm({ url: 'https://8.8.8.8/x', events: 'user.deleted' }).status).toBe('error')
	})
})

describe.each(testDialects)('webhook administration on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let admin: { id: number; fullName: string }
	beforeEach(async () => {
		const user = await userFactory(t.db, { role: 'Administrator', fullName: 'Summit Administrator' })
		admin = { id: user.id, fullName: user.fullName }
	})

	const input = (overrides: Partial<WebhookEndpointInput> = {}): WebhookEndpointInput => ({
		url: 'https://8.8.8.8/hooks',
		description: 'CRM',
		events: ['registration.created', 'payment.received'],
		...overrides,
	})

	async function added(overrides: Partial<WebhookEndpointInput> = {}) {
		const result = await addWebhookEndpoint(t.db, admin, input(overrides), now)
		if (!result.ok) throw new Error(result.message)
		return result.id
	}

	test('adds an endpoint with a Standard Webhooks secret and its activity row', async () => {
		const id = await added()
		const endpoint = await findWebhookEndpoint(t.db, id)
		expect(endpoint).toMatchObject({
			url: 'https://8.8.8.8/hooks',
			description: 'CRM',
			events: ['registration.created', 'payment.received'],
			disabledAt: null,
		})
		expect(endpoint!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
		expect(Buffer.from(endpoint!.secret.slice(6), 'base64')).toHaveLength(24)
		expect(await loggedActivity(t.db)).toEqual([
			activityBy(
				admin,
				'Add Webhook',
				`Added webhook #${id} (8.8.8.8) for registration.created, payment.received`,
			),
		])
	})

	test.each([
		'https://127.0.0.1/hooks',
		'https://localhost/hooks',
		'https://10.1.2.3/hooks',
		'https://169.254.169.254/latest',
		'https://[::1]/hooks',
		'https://203.0.113.10/hooks',
	])('refuses %s as not public, writing nothing', async (url) => {
		const result = await addWebhookEndpoint(t.db, admin, input({ url }), now)
		expect(result).toMatchObject({ ok: false, reason: 'not-public', field: 'url' })
		expect(result.ok || result.message).toMatch(/not a public internet address|does not resolve/)
		expect(await t.db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([])
		expect(await loggedActivity(t.db)).toEqual([])
	})

	test('editing checks the address again and logs the change', async () => {
		const id = await added()
		const refused = await editWebhookEndpoint(
			t.db,
			admin,
			id,
			input({ url: 'https://192.168.1.20/x' }),
			later,
		)
		expect(refused).toMatchObject({ ok: false, reason: 'not-public' })
		expect((await findWebhookEndpoint(t.db, id))!.url).toBe('https://8.8.8.8/hooks')

		const saved = await editWebhookEndpoint(
			t.db,
			admin,
			id,
			input({ url: 'https://1.1.1.1/in', events: ['enquiry.received'], description: '' }),
			later,
		)
		expect(saved).toEqual({ ok: true })
		expect(await findWebhookEndpoint(t.db, id)).toMatchObject({
			url: 'https://1.1.1.1/in',
			events: ['enquiry.received'],
			description: '',
		})
		expect((await loggedActivity(t.db)).at(-1)).toEqual(
			activityBy(admin, 'Update Webhook', `Updated webhook #${id} (1.1.1.1) for enquiry.received`),
		)
		expect(await editWebhookEndpoint(t.db, admin, id + 1000, input(), later)).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
	})

	test('a test event is queued with the Standard Webhooks body, refused while switched off', async () => {
		const id = await added()
		const sent = await sendWebhookTestEvent(t.db, admin, id, later)
		if (!sent.ok) throw new Error(sent.message)
		const delivery = await findWebhookDelivery(t.db, sent.deliveryId)
		expect(delivery).toMatchObject({
			eventType: 'webhook.test',
			status: 'queued',
			attempts: 0,
			nextAttemptAt: later.toISOString(),
		})
		expect(delivery!.messageId).toMatch(/^msg_[A-Za-z0-9_-]{22}$/)
		expect(JSON.parse(delivery!.payload)).toEqual({
			type: 'webhook.test',
			timestamp: later.toISOString(),
			data: { endpoint_id: id, message: 'Test event from the Summit back office' },
		})
		expect((await loggedActivity(t.db)).at(-1)).toEqual(
			activityBy(admin, 'Send Webhook Test', `Queued a test event to webhook #${id} (8.8.8.8)`),
		)

		expect(await switchWebhookEndpoint(t.db, admin, id, false, later)).toMatchObject({ ok: true })
		expect((await findWebhookEndpoint(t.db, id))!.disabledAt).toBe(later.toISOString())
		expect(await sendWebhookTestEvent(t.db, admin, id, later)).toMatchObject({
			ok: false,
			reason: 'switched-off',
		})
		expect(await switchWebhookEndpoint(t.db, admin, id, true, later)).toMatchObject({ ok: true })
		expect((await findWebhookEndpoint(t.db, id))!.disabledAt).toBeNull()
		expect((await loggedActivity(t.db)).slice(-2).map((row) => row.type)).toEqual([
			'Switch Webhook Off',
			'Switch Webhook On',
		])
	})

	test('send again queues a failed delivery now with the whole retry schedule, the attempt log kept, but not one being sent', async () => {
		const id = await added()
		const sent = await sendWebhookTestEvent(t.db, admin, id, now)
		if (!sent.ok) throw new Error(sent.message)
		await t.db
			.updateTable('webhook_deliveries')
			.set({ status: 'failed', attempts: 8, next_attempt_at: now.toISOString(), response_status: 500 })
			.where('id', '=', sent.deliveryId)
			.execute()
		await t.db
			.insertInto('webhook_attempts')
			.values({
				delivery_id: sent.deliveryId,
				attempted_at: now.toISOString(),
				response_status: 500,
				duration_ms: 40,
			})
			.execute()

		expect(await resendWebhookDelivery(t.db, admin, sent.deliveryId, later)).toEqual({
			ok: true,
			endpointId: id,
		})
		const delivery = await findWebhookDelivery(t.db, sent.deliveryId)
		expect(delivery).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: later.toISOString() })
		expect(delivery!.attemptLog).toHaveLength(1)
		expect((await loggedActivity(t.db)).at(-1)?.type).toBe('Resend Webhook')

		await t.db
			.updateTable('webhook_deliveries')
			.set({ status: 'sending', lease_until: new Date(later.getTime() + 60_000).toISOString() })
			.where('id', '=', sent.deliveryId)
			.execute()
		expect(await resendWebhookDelivery(t.db, admin, sent.deliveryId, later)).toMatchObject({
			ok: false,
			reason: 'sending',
		})
		expect(await resendWebhookDelivery(t.db, admin, sent.deliveryId + 99, later)).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
	})

	test('rotating the secret replaces it and logs without the secret', async () => {
		const id = await added()
		const before = (await findWebhookEndpoint(t.db, id))!.secret
		expect(await rotateWebhookSecret(t.db, admin, id, later)).toEqual({ ok: true })
		const after = (await findWebhookEndpoint(t.db, id))!.secret
		expect(after).not.toBe(before)
		expect(after).toMatch(/^whsec_/)
		const last = (await loggedActivity(t.db)).at(-1)!
		expect(last).toEqual(
			activityBy(admin, 'Rotate Webhook Secret', `Rotated the signing secret of webhook #${id} (8.8.8.8)`),
		)
		expect(last.description).not.toContain(after)
	})

	test('deleting an endpoint removes its deliveries and attempts', async () => {
		const id = await added()
		const other = await added({ url: 'https://1.1.1.1/other' })
		const sent = await sendWebhookTestEvent(t.db, admin, id, now)
		const kept = await sendWebhookTestEvent(t.db, admin, other, now)
		if (!sent.ok || !kept.ok) throw new Error('not sent')
		await t.db
			.insertInto('webhook_attempts')
			.values([
				{
					delivery_id: sent.deliveryId,
					attempted_at: now.toISOString(),
					error: 'timeout',
					duration_ms: 10_000,
				},
				{
					delivery_id: kept.deliveryId,
					attempted_at: now.toISOString(),
					response_status: 204,
					duration_ms: 30,
				},
			])
			.execute()

		expect(await removeWebhookEndpoint(t.db, admin, id, later)).toEqual({
			ok: true,
			url: 'https://8.8.8.8/hooks',
		})
		expect(await findWebhookEndpoint(t.db, id)).toBeUndefined()
		expect(await findWebhookDelivery(t.db, sent.deliveryId)).toBeUndefined()
		const attempts = await t.db.selectFrom('webhook_attempts').select('delivery_id').execute()
		expect(attempts).toEqual([{ delivery_id: kept.deliveryId }])
		expect((await loggedActivity(t.db)).at(-1)).toEqual(
			activityBy(admin, 'Delete Webhook', `Deleted webhook #${id} (8.8.8.8) and its delivery log`),
		)
		expect(await removeWebhookEndpoint(t.db, admin, id, later)).toMatchObject({
			ok: false,
			reason: 'not-found',
		})
	})

	test('the list counts recent deliveries by status; the log pages newest first and filters', async () => {
		const id = await added()
		const ids: number[] = []
		for (let i = 0; i < 5; i++) {
			const sent = await sendWebhookTestEvent(t.db, admin, id, new Date(now.getTime() + i * 1000))
			if (!sent.ok) throw new Error(sent.message)
			ids.push(sent.deliveryId)
		}
		await t.db
			.updateTable('webhook_deliveries')
			.set({ status: 'delivered', response_status: 200 })
			.where('id', 'in', ids.slice(0, 2))
			.execute()
		await t.db
			.updateTable('webhook_deliveries')
			.set({ created_at: '2026-01-01T00:00:00.000Z', status: 'failed' } as never) // created_at is insert-only in the types
			.where('id', '=', ids[2]!)
			.execute()

		const [row] = await listWebhookEndpoints(t.db, {
			q: '',
			since: '2026-11-01T00:00:00.000Z',
			offset: 0,
			limit: 10,
		})
		expect(row!.recent).toEqual({ queued: 2, sending: 0, delivered: 2, failed: 0 })
		expect(
			await listWebhookEndpoints(t.db, { q: 'crm', since: now.toISOString(), offset: 0, limit: 10 }),
		).toHaveLength(1)
		expect(
			await listWebhookEndpoints(t.db, { q: 'nothing', since: now.toISOString(), offset: 0, limit: 10 }),
		).toEqual([])

		const firstPage = await listWebhookDeliveries(t.db, {
			endpointId: id,
			status: 'all',
			offset: 0,
			limit: 2,
		})
		expect(firstPage.map((d) => d.id)).toEqual([ids[4], ids[3]])
		expect(await countWebhookDeliveries(t.db, id, 'all')).toBe(5)
		expect(await countWebhookDeliveries(t.db, id, 'delivered')).toBe(2)
		const failed = await listWebhookDeliveries(t.db, {
			endpointId: id,
			status: 'failed',
			offset: 0,
			limit: 10,
		})
		expect(failed.map((d) => d.id)).toEqual([ids[2]])
	})
})

/**
 * The webhooks' outbox and worker on SQLite and PostgreSQL (docs/webhooks.md): what is queued for
 * which endpoint, the lease, the retries and their back-off, giving up, a wake from the back office,
 * and two workers never sending one delivery twice. Sending is replaced by a function recording the
 * requests; the real HTTPS sending is `webhook-send.server.test.ts`.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { writeTransaction } from '#app/db/transaction.ts'
import { signalQueued } from '#app/lib/queue-signal.server.ts'
import { now as start } from '#tests/setup/clock.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { TEST_SECRET, webhookEndpoint } from '#tests/setup/webhook-receiver.ts'
import { claimDueDeliveries } from './webhook-outbox.queries.server.ts'
import { queueWebhookEvent } from './webhook-queue.server.ts'
import { WebhookRefused, type WebhookRequest, type WebhookSender } from './webhook-send.server.ts'
import {
	MAX_ATTEMPTS,
	RETRY_DELAYS_MS,
	startWebhookWorker,
	type WebhookWorker,
} from './webhook-worker.server.ts'

const checkedIn = (id: number) => ({
	id,
	reference: '7K3Q-9P2D',
	edition: { id: 1, year: 2027 },
	checked_in_at: start.toISOString(),
})

describe.each(testDialects)('webhooks outbox and worker on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let clock = start
	const workers: WebhookWorker[] = []
	afterEach(async () => {
		await Promise.all(workers.splice(0).map((w) => w.stop()))
		clock = start
	})

	/** A worker answering each request with `answer` (default 200), recording what it was sent. */
	function worker(
		answer: (request: WebhookRequest) => Promise<{ status: number; body: string }> = async () => ({
			status: 200,
			body: 'ok',
		}),
	) {
		const sent: WebhookRequest[] = []
		const send: WebhookSender = async (request) => {
			sent.push(request)
			return answer(request)
		}
		const w = startWebhookWorker({ db: t.db, pollMs: 3_600_000, now: () => clock, send })
		workers.push(w)
		return { w, sent }
	}

	const deliveries = () => t.db.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute()

	test('one delivery per endpoint that is on and subscribed; the same body; none for the others', async () => {
		const a = await webhookEndpoint(t.db, { events: ['registration.checked_in', 'payment.received'] })
		const b = await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await webhookEndpoint(t.db, { events: ['payment.received'] })
		await webhookEndpoint(t.db, { events: ['registration.checked_in'], disabledAt: start.toISOString() })
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] }).then((id) =>
			t.db.updateTable('webhook_endpoints').set({ events: 'not json' }).where('id', '=', id).execute(),
		)

		const queued = await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(7), start),
		)
		expect(queued).toBe(2)
		const rows = await deliveries()
		expect(rows.map((r) => r.endpoint_id)).toEqual([a, b])
		expect(rows.map((r) => r.status)).toEqual(['queued', 'queued'])
		expect(rows[0]!.payload).toBe(rows[1]!.payload)
		expect(JSON.parse(rows[0]!.payload)).toEqual({
			type: 'registration.checked_in',
			timestamp: start.toISOString(),
			data: checkedIn(7),
		})
		for (const row of rows) expect(row.message_id).toMatch(/^msg_[\w-]{22}$/)
		expect(rows[0]!.message_id).not.toBe(rows[1]!.message_id)
	})

	test('nothing is queued, and the data is not even built, when no endpoint wants the event', async () => {
		await webhookEndpoint(t.db, { events: ['payment.received'] })
		let built = false
		const queued = await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(
				trx,
				'registration.checked_in',
				() => {
					built = true
					return checkedIn(1)
				},
				start,
			),
		)
		expect({ queued, built }).toEqual({ queued: 0, built: false })
		expect(await deliveries()).toEqual([])
	})

	test('a delivery is kept or dropped with the transaction that queued it', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await expect(
			writeTransaction(t.db, async (trx) => {
				await queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start)
				throw new Error('the change failed')
			}),
		).rejects.toThrow('the change failed')
		expect(await deliveries()).toEqual([])
	})

	test('a 2xx answer: delivered once, with the attempt and the answer recorded', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		const { w, sent } = worker(async () => ({ status: 204, body: '' }))
		await w.drain()
		expect(sent).toHaveLength(1)
		const [row] = await deliveries()
		expect(row).toMatchObject({
			status: 'delivered',
			attempts: 1,
			response_status: 204,
			last_error: null,
			delivered_at: start.toISOString(),
			lease_until: null,
		})
		const attempts = await t.db.selectFrom('webhook_attempts').selectAll().execute()
		expect(attempts).toMatchObject([{ delivery_id: row!.id, response_status: 204, error: null }])
		await w.drain()
		expect(sent).toHaveLength(1)
	})

	test('a failing endpoint is tried again after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then failed', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		const { w, sent } = worker(async () => ({ status: 500, body: 'Internal Server Error' }))
		const waits: number[] = []
		for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
			await w.drain()
			expect(sent).toHaveLength(attempt)
			const [row] = await deliveries()
			expect(row).toMatchObject({ attempts: attempt, response_status: 500, last_error: 'Answered 500.' })
			if (attempt < MAX_ATTEMPTS) {
				expect(row!.status).toBe('queued')
				const next = new Date(row!.next_attempt_at)
				waits.push(next.getTime() - clock.getTime())
				// Not a moment before it is due.
				clock = new Date(next.getTime() - 1)
				await w.drain()
				expect(sent).toHaveLength(attempt)
				clock = next
			} else {
				expect(row!.status).toBe('failed')
			}
		}
		expect(waits).toEqual([...RETRY_DELAYS_MS])
		expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000])
		// Every attempt carried the same message id, for the receiver to skip repeats.
		expect(new Set(sent.map((r) => r.headers['webhook-id'])).size).toBe(1)
		expect(await t.db.selectFrom('webhook_attempts').select('id').execute()).toHaveLength(MAX_ATTEMPTS)
		clock = new Date(clock.getTime() + 100 * 3_600_000)
		await w.drain()
		expect(sent).toHaveLength(MAX_ATTEMPTS)
	})

	test('an error without an answer is retried; a refused address fails at once', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await webhookEndpoint(t.db, { events: ['registration.checked_in'], url: 'https://inside.example/hooks' })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		const { w } = worker(async (request) => {
			if (request.url.includes('inside'))
				throw new WebhookRefused(
					'inside.example resolves to 10.0.0.5, which is not a public internet address.',
				)
			throw new Error('connect ECONNREFUSED')
		})
		await w.drain()
		const rows = await deliveries()
		expect(rows.map((r) => [r.status, r.last_error, r.response_status])).toEqual([
			['queued', 'connect ECONNREFUSED', null],
			['failed', 'inside.example resolves to 10.0.0.5, which is not a public internet address.', null],
		])
	})

	test('an answer with NUL bytes is recorded without them', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		const { w } = worker(async () => ({ status: 502, body: 'bad\u0000gateway' }))
		await w.drain()
		expect(await deliveries()).toMatchObject([
			{ status: 'queued', response_status: 502, response_body: 'badgateway' },
		])
	})

	test('an endpoint switched off after the event was queued is not sent to', async () => {
		const id = await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		await t.db
			.updateTable('webhook_endpoints')
			.set({ disabled_at: start.toISOString() })
			.where('id', '=', id)
			.execute()
		const { w, sent } = worker()
		await w.drain()
		expect(sent).toEqual([])
		expect(await deliveries()).toMatchObject([
			{ status: 'failed', last_error: 'Not sent: the endpoint is switched off.' },
		])
	})

	test('a delivery under lease is not taken again until its lease ends, then with the same message id', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		const [first] = await claimDueDeliveries(t.db, start, 10, 30_000)
		expect(first).toMatchObject({ attempts: 1, secret: TEST_SECRET, endpointOff: false })
		// A worker killed while sending: its lease still holds.
		expect(await claimDueDeliveries(t.db, new Date(start.getTime() + 29_000), 10, 30_000)).toEqual([])
		const [again] = await claimDueDeliveries(t.db, new Date(start.getTime() + 31_000), 10, 30_000)
		expect(again).toMatchObject({ id: first!.id, messageId: first!.messageId, attempts: 2 })
	})

	test('stop() waits for the deliveries under way, and their outcome is recorded', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(1), start),
		)
		let answer!: () => void
		let started!: () => void
		const sending = new Promise<void>((resolve) => (started = resolve))
		const { w } = worker(async () => {
			started()
			await new Promise<void>((resolve) => (answer = resolve))
			return { status: 200, body: 'ok' }
		})
		await sending
		let stopped = false
		const stopping = w.stop().then(() => (stopped = true))
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(stopped).toBe(false)
		answer()
		await stopping
		expect(await deliveries()).toMatchObject([{ status: 'delivered' }])
	})

	test('a signal from the back office sends a queued delivery at once, not at the next poll', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		const { w, sent } = worker()
		await w.drain()
		await writeTransaction(t.db, (trx) =>
			queueWebhookEvent(trx, 'registration.checked_in', checkedIn(3), start),
		)
		signalQueued('webhooks')
		for (let i = 0; i < 100 && !sent.length; i++) await new Promise((resolve) => setTimeout(resolve, 20))
		expect(sent).toHaveLength(1)
	})

	test('two workers draining at once never send one delivery twice', async () => {
		await webhookEndpoint(t.db, { events: ['registration.checked_in'] })
		await writeTransaction(t.db, async (trx) => {
			for (let i = 1; i <= 40; i++)
				await queueWebhookEvent(trx, 'registration.checked_in', checkedIn(i), start)
		})
		const slow = async () => {
			await new Promise((resolve) => setTimeout(resolve, 5))
			return { status: 200, body: 'ok' }
		}
		const one = worker(slow)
		const two = worker(slow)
		await Promise.all([one.w.drain(), two.w.drain()])
		const ids = [...one.sent, ...two.sent].map((r) => r.headers['webhook-id'])
		expect(ids).toHaveLength(40)
		expect(new Set(ids).size).toBe(40)
		expect(one.sent.length).toBeGreaterThan(0)
		expect(two.sent.length).toBeGreaterThan(0)
		expect((await deliveries()).every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true)
	})
})

/**
 * Sending webhooks over real HTTPS to a receiver the test starts (docs/webhooks.md): the Standard
 * Webhooks signature verifies, a failure is retried and then delivered, a redirect is not followed,
 * and a URL on this machine or a private network is refused by the default lookup and marked
 * failed without a request.
 *
 * The receiver listens on 127.0.0.1. The worker reaches it only because these tests pass
 * `receiverLookup` and the receiver's certificate explicitly (`#tests/setup/webhook-receiver.ts`):
 * the only place loopback is allowed, since a test has no public address of its own. The tests
 * of refusal use the production default, `publicOnlyLookup`.
 */
import { Webhook } from 'standardwebhooks'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { writeTransaction } from '#app/db/transaction.ts'
import { now as start } from '#tests/setup/clock.ts'
import { useTestDatabase } from '#tests/setup/databases.ts'
import {
	type Receiver,
	receiverLookup,
	startReceiver,
	TEST_SECRET,
	webhookEndpoint,
} from '#tests/setup/webhook-receiver.ts'
import { queueWebhookEvent } from './webhook-queue.server.ts'
import { httpsSender, refusedUrlReason, type HttpsSenderOptions } from './webhook-send.server.ts'
import { startWebhookWorker, type WebhookWorker } from './webhook-worker.server.ts'

const data = {
	id: 42,
	reference: '7K3Q-9P2D',
	edition: { id: 1, year: 2027 },
	checked_in_at: start.toISOString(),
}

describe('sending webhooks over HTTPS', () => {
	const t = useTestDatabase('sqlite')
	let receiver: Receiver
	let worker: WebhookWorker | undefined
	// Real time: the signature's timestamp is checked against the clock by `verify`.
	let clock = new Date()

	beforeEach(async () => {
		receiver = await startReceiver()
		clock = new Date()
	})
	afterEach(async () => {
		await worker?.stop()
		worker = undefined
		await receiver.close()
	})

	/** A worker sending through `options` (the receiver's lookup and certificate unless told). */
	function startWorker(options: HttpsSenderOptions = { lookup: receiverLookup, tls: { ca: receiver.ca } }) {
		worker = startWebhookWorker({ db: t.db, pollMs: 3_600_000, now: () => clock, send: httpsSender(options) })
		return worker
	}

	async function queue(url = `${receiver.origin}/hooks`) {
		await webhookEndpoint(t.db, { url, events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) => queueWebhookEvent(trx, 'registration.checked_in', data, clock))
	}

	const delivery = () => t.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow()
	const attempts = () =>
		t.db.selectFrom('webhook_attempts').select(['response_status', 'error']).orderBy('id').execute()

	test('POSTs the JSON body signed by the Standard Webhooks scheme; the receiver verifies it', async () => {
		await queue()
		await startWorker().drain()
		expect(receiver.requests).toHaveLength(1)
		const [request] = receiver.requests
		expect(request).toMatchObject({ method: 'POST', path: '/hooks' })
		expect(request!.headers).toMatchObject({
			'content-type': 'application/json',
			'user-agent': 'Summit-Webhooks/1',
			'webhook-id': (await delivery()).message_id,
		})
		const verified = new Webhook(TEST_SECRET).verify(request!.body, request!.headers)
		expect(verified).toEqual({ type: 'registration.checked_in', timestamp: clock.toISOString(), data })
		// Another secret, or a body changed on the way, does not verify.
		expect(() =>
			new Webhook(`whsec_${Buffer.from('another-key-another-key!').toString('base64')}`).verify(
				request!.body,
				request!.headers,
			),
		).toThrow()
		expect(() =>
			new Webhook(TEST_SECRET).verify(request!.body.replace('42', '43'), request!.headers),
		).toThrow()
		expect(await delivery()).toMatchObject({ status: 'delivered', response_status: 200, response_body: 'ok' })
	})

	test('a 500 is tried again a minute later with the same message id, then delivered', async () => {
		receiver.answers.push({ status: 500, body: 'Database down' })
		await queue()
		const w = startWorker()
		await w.drain()
		expect(await delivery()).toMatchObject({
			status: 'queued',
			attempts: 1,
			response_status: 500,
			response_body: 'Database down',
		})
		clock = new Date(clock.getTime() + 60_000)
		await w.drain()
		expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 2, response_status: 200 })
		expect(await attempts()).toEqual([
			{ response_status: 500, error: 'Answered 500.' },
			{ response_status: 200, error: null },
		])
		const [first, second] = receiver.requests
		expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id'])
		expect(second!.body).toBe(first!.body)
	})

	test('a redirect is not followed: one request, retried later, the reason shown', async () => {
		receiver.answers.push({ status: 302, headers: { location: `${receiver.origin}/elsewhere` } })
		await queue()
		await startWorker().drain()
		expect(receiver.requests.map((r) => r.path)).toEqual(['/hooks'])
		const row = await delivery()
		expect(row).toMatchObject({ status: 'queued', response_status: 302 })
		expect(row.last_error).toMatch(/redirects are not followed/)
	})

	test('reads at most 2 KB of an answer', async () => {
		receiver.answers.push({ status: 503, body: 'x'.repeat(100_000) })
		await queue()
		await startWorker().drain()
		const row = await delivery()
		expect(row.response_status).toBe(503)
		expect(row.response_body!.length).toBeLessThanOrEqual(2048)
		expect(row.response_body!.length).toBeGreaterThan(0)
	})

	test('with the default lookup, a name resolving to loopback is refused at send and failed at once', async () => {
		await queue(`https://localhost:${receiver.port}/hooks`)
		// The production sender: `publicOnlyLookup`, with only the test certificate trusted besides.
		await startWorker({ tls: { ca: receiver.ca } }).drain()
		expect(receiver.requests).toEqual([])
		const row = await delivery()
		expect(row).toMatchObject({ status: 'failed', attempts: 1, response_status: null })
		expect(row.last_error).toMatch(
			/^localhost resolves to (127\.0\.0\.1|::1), which is not a public internet address\.$/,
		)
	})

	test('a literal private or loopback address, or plain HTTP, is refused without a request', async () => {
		for (const url of [
			`https://127.0.0.1:${receiver.port}/hooks`,
			'https://10.0.0.5/hooks',
			'https://[::1]/hooks',
			'https://169.254.169.254/latest/meta-data',
			'http://hooks.example.com/hooks',
		])
			await webhookEndpoint(t.db, { url, events: ['registration.checked_in'] })
		await writeTransaction(t.db, (trx) => queueWebhookEvent(trx, 'registration.checked_in', data, clock))
		await startWorker({ tls: { ca: receiver.ca } }).drain()
		expect(receiver.requests).toEqual([])
		const rows = await t.db
			.selectFrom('webhook_deliveries')
			.select(['status', 'last_error'])
			.orderBy('id')
			.execute()
		expect(rows).toEqual([
			{
				status: 'failed',
				last_error: '127.0.0.1 is not a public internet address: webhooks are never sent to it.',
			},
			{
				status: 'failed',
				last_error: '10.0.0.5 is not a public internet address: webhooks are never sent to it.',
			},
			{
				status: 'failed',
				last_error: '::1 is not a public internet address: webhooks are never sent to it.',
			},
			{
				status: 'failed',
				last_error: '169.254.169.254 is not a public internet address: webhooks are never sent to it.',
			},
			{ status: 'failed', last_error: 'Only https:// URLs are sent to.' },
		])
	})

	test('an answer slower than the timeout is an error, tried again later', async () => {
		receiver.answers.push({ status: 200, delayMs: 1000 })
		await queue()
		await startWorker({ lookup: receiverLookup, tls: { ca: receiver.ca }, timeoutMs: 200 }).drain()
		expect(await delivery()).toMatchObject({ status: 'queued', last_error: 'No answer within 0.2 s.' })
	})
})

describe('refusedUrlReason', () => {
	test('accepts a public HTTPS URL by name or address', () => {
		expect(refusedUrlReason('https://hooks.example.com/summit')).toBeNull()
		expect(refusedUrlReason('https://8.8.8.8/summit')).toBeNull()
	})
	test('refuses what is not a URL', () => {
		expect(refusedUrlReason('not a url')).toBe('The endpoint’s URL is not a valid URL.')
	})
})

/**
 * The webhook worker (ADR 0063, docs/webhooks.md): runs in the server process beside the mail
 * worker, takes due deliveries under a lease as the mail worker does (ADR 0034), and sends each:
 *
 * - The endpoint's URL is checked again (HTTPS only, a public address at the very connection:
 *   `webhook-send.server.ts`); the body is POSTed as it was queued, with `Content-Type:
 *   application/json`, `User-Agent: Summit-Webhooks/1` and the Standard Webhooks headers signed
 *   with the endpoint's secret (`webhook-id` the delivery's message id, the same on every attempt).
 * - A 2xx answer within 10 s: delivered. Any other answer (a redirect too: none is followed), or
 *   none: tried again after `RETRY_DELAYS_MS` (1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), and
 *   marked failed after the last (`MAX_ATTEMPTS` in all, about 28 hours).
 * - Not HTTPS, or an address that is not public: failed at once, with the reason.
 * - The endpoint switched off meanwhile: failed at once, not sent.
 * - Each attempt is a row of `webhook_attempts` (status, start of the body or the error, duration);
 *   the last answer is kept on the delivery.
 * - A worker killed while sending leaves its deliveries "sending"; once their lease ends any worker
 *   sends them again, with the same message id, so the receiver can skip a repeat.
 */
import { Webhook } from 'standardwebhooks'
import type { Database } from '#app/db/handle.ts'
import { type PollingLoop, startPollingLoop, workUnderLease } from '#app/lib/polling-worker.server.ts'
import { onQueued } from '#app/lib/queue-signal.server.ts'
import {
	type AttemptOutcome,
	claimDueDeliveries,
	type DueDelivery,
	extendDeliveryLease,
	recordAttempt,
} from './webhook-outbox.queries.server.ts'
import { httpsSender, WebhookRefused, type WebhookSender } from './webhook-send.server.ts'

/** The waits before the 2nd, 3rd, … attempt (ms); after the last, the delivery is failed. */
export const RETRY_DELAYS_MS = [
	60_000,
	5 * 60_000,
	30 * 60_000,
	2 * 3_600_000,
	5 * 3_600_000,
	10 * 3_600_000,
	10 * 3_600_000,
] as const

/** Attempts in all before a delivery is marked failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/** The `User-Agent` every request carries. */
export const WEBHOOK_USER_AGENT = 'Summit-Webhooks/1'

/** When to try again after failed attempt number `attempts` (1-based) at `now` (ISO), or null: give up. */
export function nextAttemptAt(attempts: number, now: Date): string | null {
	const wait = RETRY_DELAYS_MS[attempts - 1]
	return wait === undefined ? null : new Date(now.getTime() + wait).toISOString()
}

/** The headers of an attempt of `delivery` signed at `at` (Standard Webhooks). Throws on an invalid secret. */
export function signedHeaders(
	delivery: Pick<DueDelivery, 'messageId' | 'payload' | 'secret'>,
	at: Date,
): Record<string, string> {
	return {
		'content-type': 'application/json',
		'user-agent': WEBHOOK_USER_AGENT,
		'webhook-id': delivery.messageId,
		'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
		'webhook-signature': new Webhook(delivery.secret).sign(delivery.messageId, at, delivery.payload),
	}
}

function describe(error: unknown): string {
	return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}

export interface WebhookWorkerOptions {
	db: Database
	/** How often to look for due deliveries (ms). */
	pollMs?: number
	/** Deliveries taken at a time (sent in parallel). */
	batch?: number
	/** How long a taken delivery is this worker's before another may take it (ms); renewed while sending. */
	leaseMs?: number
	now?: () => Date
	log?: { error(details: object, message: string): void }
	/** How a request is sent: `httpsSender()` by default; tests pass one reaching their own receiver. */
	send?: WebhookSender
}

/** A running webhook worker: `wake`, `drain` (for tests and shutdown) and `stop`, as every polling loop. */
export type WebhookWorker = PollingLoop

/** Starts a worker (see the module's comment). */
export function startWebhookWorker({
	db,
	pollMs = 5000,
	batch = 10,
	leaseMs = 30_000,
	now = () => new Date(),
	log,
	send = httpsSender(),
}: WebhookWorkerOptions): WebhookWorker {
	async function attempt(delivery: DueDelivery): Promise<{ outcome: AttemptOutcome; permanent: boolean }> {
		const started = performance.now()
		const took = () => performance.now() - started
		if (delivery.endpointOff)
			return {
				outcome: {
					status: null,
					body: null,
					error: 'Not sent: the endpoint is switched off.',
					durationMs: 0,
				},
				permanent: true,
			}
		let headers: Record<string, string>
		try {
			headers = signedHeaders(delivery, now())
		} catch {
			return {
				outcome: {
					status: null,
					body: null,
					error: 'The endpoint’s signing secret is not valid.',
					durationMs: 0,
				},
				permanent: true,
			}
		}
		try {
			const answer = await send({ url: delivery.url, headers, body: delivery.payload })
			const ok = answer.status >= 200 && answer.status < 300
			const redirect = answer.status >= 300 && answer.status < 400
			return {
				outcome: {
					status: answer.status,
					body: answer.body,
					error: ok
						? null
						: redirect
							? `Answered ${answer.status}, a redirect: redirects are not followed; register the final URL.`
							: `Answered ${answer.status}.`,
					durationMs: took(),
				},
				permanent: false,
			}
		} catch (error) {
			return {
				outcome: { status: null, body: null, error: describe(error), durationMs: took() },
				permanent: error instanceof WebhookRefused,
			}
		}
	}

	async function deliver(delivery: DueDelivery): Promise<void> {
		try {
			const { outcome, permanent } = await attempt(delivery)
			const at = now()
			const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
			const next = delivered
				? 'delivered'
				: permanent
					? 'failed'
					: (nextAttemptAt(delivery.attempts, at) ?? 'failed')
			await recordAttempt(db, delivery.id, at, outcome, next)
		} catch (error) {
			log?.error({ err: error, deliveryId: delivery.id }, 'Webhook outcome not recorded')
		}
	}

	async function pass(isStopped: () => boolean): Promise<number> {
		let handled = 0
		for (;;) {
			const deliveries = await claimDueDeliveries(db, now(), batch, leaseMs)
			await workUnderLease(deliveries, deliver, {
				leaseMs,
				renew: (ids) => extendDeliveryLease(db, ids, new Date(now().getTime() + leaseMs).toISOString()),
				onError: (error) => log?.error({ err: error }, 'Webhook lease not renewed'),
			})
			handled += deliveries.length
			if (deliveries.length < batch || isStopped()) return handled
		}
	}

	const loop = startPollingLoop({
		pass,
		pollMs,
		onError: (error) => log?.error({ err: error }, 'Webhook worker pass failed'),
	})
	// A test event or "Send again" from the back office of this process goes out at once.
	const unsubscribe = onQueued('webhooks', () => loop.wake())
	return {
		wake: () => loop.wake(),
		drain: () => loop.drain(),
		async stop() {
			unsubscribe()
			await loop.stop()
		},
	}
}

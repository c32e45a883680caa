/**
 * A local stand-in for Paystack. Paystack cannot be reached from the machines the tests run on, so
 * this HTTP server speaks its documented API instead, as Summit uses it:
 *
 * - `POST /transaction/initialize` (Bearer secret key; JSON: email, amount in the currency's
 *   subunit, currency, reference, callback_url, channels, metadata) answers
 *   `{ status: true, message: 'Authorization URL created', data: { authorization_url, access_code, reference } }`;
 *   a reference used before is refused (400), as Paystack does;
 * - `GET /transaction/verify/:reference` answers `{ status: true, data: { status, reference, amount,
 *   currency, channel, metadata, … } }`, or 400 `Transaction reference not found`;
 * - `GET /checkout/:code` is the payment page a browser is sent to: a form to pay (card or mobile
 *   money) or cancel. Paying completes the charge, redirects the browser to `callback_url` with
 *   `?trxref=…&reference=…`, and posts a `charge.success` webhook to `/webhooks/paystack` on the
 *   callback's origin, signed as Paystack signs it (`x-paystack-signature`: hex HMAC-SHA512 of the
 *   raw body with the secret key).
 *
 * Switches (`behaviour`) make it slow (answers after `slowMs`), unreachable (the connection is
 * dropped), charge a wrong amount or currency, fail the charge, or send no webhook.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A transaction the stand-in knows. */
export interface FakeTransaction {
	reference: string
	accessCode: string
	email: string
	/** Asked for at initialize (pesewas). */
	amount: number
	currency: string
	callbackUrl: string
	metadata: unknown
	channels: string[]
	/** `abandoned` until paid, as Paystack reports a transaction nobody completed. */
	status: 'abandoned' | 'success' | 'failed'
	/** What was charged, once paid (the switches may make it differ from `amount`). */
	chargedAmount: number | null
	chargedCurrency: string | null
	channel: string | null
	paidAt: string | null
}

/** How the stand-in behaves; every field can be changed while it runs. */
export interface FakePaystackBehaviour {
	/** Which calls answer late (after `slowMs`): none, initialize, verify, or both. */
	slow: 'none' | 'initialize' | 'verify' | 'all'
	slowMs: number
	/** Which calls have their connection dropped without an answer. */
	unreachable: 'none' | 'initialize' | 'verify' | 'all'
	/** Charge this many pesewas instead of what was asked (null: what was asked). */
	chargeAmount: number | null
	/** Charge in this currency instead (null: the one asked). */
	chargeCurrency: string | null
	/** What paying on the checkout page does: succeed, or fail (the card declined). */
	charge: 'success' | 'failed'
	/** Whether paying posts the `charge.success` webhook, and whether before or after the redirect. */
	webhook: 'after-redirect' | 'before-redirect' | 'none'
}

const DEFAULT_BEHAVIOUR: FakePaystackBehaviour = {
	slow: 'none',
	slowMs: 2_000,
	unreachable: 'none',
	chargeAmount: null,
	chargeCurrency: null,
	charge: 'success',
	webhook: 'after-redirect',
}

export interface FakePaystack {
	/** The API's base URL and the checkout pages' origin: `http://127.0.0.1:<port>`. */
	url: string
	secretKey: string
	behaviour: FakePaystackBehaviour
	transactions: Map<string, FakeTransaction>
	/** The statuses our server answered the webhooks posted so far, in order. */
	webhookAnswers: number[]
	/** Waits for the webhooks posted so far to be answered. */
	webhooksSettled(): Promise<void>
	/** Puts the switches back to their defaults. */
	reset(): void
	/**
	 * Completes transaction `reference` as paying on the checkout page does (the switches apply),
	 * without a browser and without a webhook; returns the `charge.success` event it would send.
	 */
	charge(reference: string, channel?: string): ChargeEvent
	/** Posts `event` to `target` (`…/webhooks/paystack`) signed with `signingKey` (the secret key by default). */
	postWebhook(target: string, event: unknown, signingKey?: string): Promise<Response>
	close(): Promise<void>
}

/** A `charge.success` event as Paystack posts it. */
export interface ChargeEvent {
	event: 'charge.success'
	data: Record<string, unknown>
}

/** The `x-paystack-signature` of `body` with `key`. */
export function signPaystack(body: string, key: string): string {
	return crypto.createHmac('sha512', key).update(body).digest('hex')
}

/** The `data` of a transaction as verify and the webhook give it. */
function transactionData(tx: FakeTransaction) {
	return {
		id: Number.parseInt(crypto.createHash('sha256').update(tx.reference).digest('hex').slice(0, 8), 16),
		domain: 'test',
		status: tx.status,
		reference: tx.reference,
		amount: tx.chargedAmount ?? tx.amount,
		gateway_response:
			tx.status === 'success'
				? 'Successful'
				: tx.status === 'failed'
					? 'Declined'
					: 'The transaction was not completed',
		paid_at: tx.paidAt,
		created_at: new Date().toISOString(),
		channel: tx.channel,
		currency: tx.chargedCurrency ?? tx.currency,
		metadata: tx.metadata,
		customer: { email: tx.email },
		requested_amount: tx.amount,
	}
}

function readBody(req: http.IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
		req.on('error', reject)
	})
}

function json(res: http.ServerResponse, status: number, body: unknown) {
	res.writeHead(status, { 'Content-Type': 'application/json' })
	res.end(JSON.stringify(body))
}

function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Starts the stand-in on a free port of 127.0.0.1 with `secretKey`. */
export async function startFakePaystack(
	secretKey = `sk_test_${crypto.randomBytes(12).toString('hex')}`,
): Promise<FakePaystack> {
	const transactions = new Map<string, FakeTransaction>()
	const byCode = new Map<string, FakeTransaction>()
	const behaviour: FakePaystackBehaviour = { ...DEFAULT_BEHAVIOUR }
	const webhookAnswers: number[] = []
	const inFlight = new Set<Promise<unknown>>()
	const timers = new Set<NodeJS.Timeout>()

	const applies = (switchValue: 'none' | 'initialize' | 'verify' | 'all', call: 'initialize' | 'verify') =>
		switchValue === 'all' || switchValue === call

	/** Delays or drops a call as the switches say; false when the connection was dropped. */
	async function misbehave(call: 'initialize' | 'verify', req: http.IncomingMessage): Promise<boolean> {
		if (applies(behaviour.unreachable, call)) {
			req.socket.destroy()
			return false
		}
		if (applies(behaviour.slow, call))
			await new Promise<void>((resolve) => {
				const timer = setTimeout(() => {
					timers.delete(timer)
					resolve()
				}, behaviour.slowMs)
				timers.add(timer)
			})
		return true
	}

	function complete(tx: FakeTransaction, channel: string) {
		tx.status = behaviour.charge
		tx.channel = channel
		if (behaviour.charge === 'success') {
			tx.chargedAmount = behaviour.chargeAmount ?? tx.amount
			tx.chargedCurrency = behaviour.chargeCurrency ?? tx.currency
			tx.paidAt = new Date().toISOString()
		}
	}

	async function postWebhook(target: string, event: unknown, signingKey = secretKey): Promise<Response> {
		const body = JSON.stringify(event)
		return fetch(target, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signPaystack(body, signingKey) },
			body,
		})
	}

	function sendWebhook(tx: FakeTransaction) {
		const target = `${new URL(tx.callbackUrl).origin}/webhooks/paystack`
		const sent = postWebhook(target, { event: 'charge.success', data: transactionData(tx) }).then(
			async (answer) => {
				webhookAnswers.push(answer.status)
				await answer.arrayBuffer()
			},
			() => webhookAnswers.push(0),
		)
		inFlight.add(sent)
		void sent.finally(() => inFlight.delete(sent))
		return sent
	}

	const server = http.createServer((req, res) => {
		void (async () => {
			const url = new URL(req.url ?? '/', 'http://stand-in')
			const authorised = req.headers.authorization === `Bearer ${secretKey}`
			if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
				const text = await readBody(req)
				if (!(await misbehave('initialize', req))) return
				if (!authorised) return json(res, 401, { status: false, message: 'Invalid key' })
				let body: Record<string, unknown>
				try {
					body = JSON.parse(text) as Record<string, unknown>
				} catch {
					return json(res, 400, { status: false, message: 'Invalid JSON' })
				}
				const amount = Number(body.amount)
				const reference = String(body.reference ?? crypto.randomUUID())
				if (!Number.isInteger(amount) || amount <= 0 || typeof body.email !== 'string')
					return json(res, 400, { status: false, message: 'Invalid amount or email' })
				if (!/^[A-Za-z0-9.=-]+$/.test(reference))
					return json(res, 400, { status: false, message: 'Invalid reference' })
				if (transactions.has(reference))
					return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' })
				const accessCode = crypto.randomBytes(8).toString('hex')
				const tx: FakeTransaction = {
					reference,
					accessCode,
					email: body.email,
					amount,
					currency: String(body.currency ?? 'GHS'),
					callbackUrl: String(body.callback_url ?? ''),
					metadata: body.metadata ?? null,
					channels: Array.isArray(body.channels) ? body.channels.map(String) : [],
					status: 'abandoned',
					chargedAmount: null,
					chargedCurrency: null,
					channel: null,
					paidAt: null,
				}
				transactions.set(reference, tx)
				byCode.set(accessCode, tx)
				return json(res, 200, {
					status: true,
					message: 'Authorization URL created',
					data: {
						authorization_url: `${fake.url}/checkout/${accessCode}`,
						access_code: accessCode,
						reference,
					},
				})
			}
			const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname)
			if (req.method === 'GET' && verify) {
				if (!(await misbehave('verify', req))) return
				if (!authorised) return json(res, 401, { status: false, message: 'Invalid key' })
				const tx = transactions.get(decodeURIComponent(verify[1]!))
				if (!tx) return json(res, 400, { status: false, message: 'Transaction reference not found' })
				return json(res, 200, { status: true, message: 'Verification successful', data: transactionData(tx) })
			}
			const checkout = /^\/checkout\/([0-9a-f]+)$/.exec(url.pathname)
			const tx = checkout ? byCode.get(checkout[1]!) : undefined
			if (checkout && tx && req.method === 'GET') {
				res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
				return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paystack (local stand-in)</title></head>
<body><main><h1>Paystack (local stand-in)</h1>
<p>Pay <strong>${tx.currency} ${(tx.amount / 100).toFixed(2)}</strong> to ${escapeHtml(tx.email)}, reference ${escapeHtml(tx.reference)}.</p>
<form method="post">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="channel" value="mobile_money" checked> Mobile money</label>
<label><input type="radio" name="channel" value="card"> Card</label>
</fieldset>
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel payment</button>
</form></main></body></html>`)
			}
			if (checkout && tx && req.method === 'POST') {
				const form = new URLSearchParams(await readBody(req))
				const back = new URL(tx.callbackUrl)
				back.searchParams.set('trxref', tx.reference)
				back.searchParams.set('reference', tx.reference)
				if (form.get('action') === 'pay' && tx.status === 'abandoned') {
					complete(tx, form.get('channel') === 'card' ? 'card' : 'mobile_money')
					const notify =
						(tx.status as FakeTransaction['status']) === 'success' && behaviour.webhook !== 'none'
					if (notify && behaviour.webhook === 'before-redirect') await sendWebhook(tx)
					res.writeHead(302, { Location: back.toString() })
					res.end()
					if (notify && behaviour.webhook === 'after-redirect') void sendWebhook(tx)
					return
				}
				res.writeHead(302, { Location: back.toString() })
				return res.end()
			}
			json(res, 404, { status: false, message: 'Not found' })
		})().catch(() => {
			if (!res.headersSent) json(res, 500, { status: false, message: 'Stand-in failed' })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	const fake: FakePaystack = {
		url: `http://127.0.0.1:${port}`,
		secretKey,
		behaviour,
		transactions,
		webhookAnswers,
		async webhooksSettled() {
			await Promise.all([...inFlight])
		},
		reset() {
			Object.assign(behaviour, DEFAULT_BEHAVIOUR)
		},
		charge(reference, channel = 'mobile_money') {
			const tx = transactions.get(reference)
			if (!tx) throw new Error(`The stand-in knows no transaction ${reference}`)
			complete(tx, channel)
			return { event: 'charge.success', data: transactionData(tx) }
		},
		postWebhook,
		async close() {
			for (const timer of timers) clearTimeout(timer)
			await Promise.all([...inFlight])
			server.closeAllConnections()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
	return fake
}

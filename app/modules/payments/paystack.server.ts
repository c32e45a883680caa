/**
 * A small client of Paystack's API over plain HTTPS with `fetch` (ADR 0047): initialise a
 * transaction, verify one, and check a webhook's signature. No SDK: three documented calls, each
 * with a timeout, whose answers are checked by a schema before anything reads them.
 *
 * Amounts are integer pesewas, as Paystack takes and gives them for GHS. A call that does not
 * answer within `timeoutMs`, cannot connect, or answers something other than a success in the
 * documented shape comes back as a failure (`PaystackFailure`), never as an exception; the failure
 * carries no secret.
 */
import crypto from 'node:crypto'
import { z } from 'zod'
import { env } from '#app/lib/env.server.ts'

/** Where Paystack is and how to reach it. */
export interface PaystackConfig {
	/** The secret key (`sk_…`): the bearer of every call, and the key of the webhook's signature. */
	secretKey: string
	/** The API's base URL without a trailing slash (`https://api.paystack.co`). */
	baseUrl: string
	/** The origin of Paystack's payment pages; `authorization_url` must be on it. */
	checkoutOrigin: string
	/** How long one call may take (ms). */
	timeoutMs: number
}

/** The configuration from the environment, or null when `PAYSTACK_SECRET_KEY` is unset (no paying online). */
export function paystackConfig(): PaystackConfig | null {
	if (!env.PAYSTACK_SECRET_KEY) return null
	return {
		secretKey: env.PAYSTACK_SECRET_KEY,
		baseUrl: env.PAYSTACK_BASE_URL,
		checkoutOrigin: env.PAYSTACK_CHECKOUT_ORIGIN,
		timeoutMs: env.PAYSTACK_TIMEOUT_MS,
	}
}

/** A call that did not succeed: Paystack not reached in time (`unreachable`), or it said no (`refused`). */
export interface PaystackFailure {
	ok: false
	reason: 'unreachable' | 'refused'
	/** What happened, for the log and staff (no key, no personal data). */
	detail: string
}

/** A new transaction to start. */
export interface NewTransaction {
	/** Ours, unique: `SUM-<year>-<24 hex>` (`newPaymentReference`). */
	reference: string
	amountPesewas: number
	/** The payer's address: Paystack requires one and sends its receipt there. */
	email: string
	/** Where Paystack sends the browser back, with `?reference=…` added. */
	callbackUrl: string
	/** Our own fields, returned by verify and in webhooks (the account paid for). */
	metadata: Record<string, string | number>
}

/** A transaction as verify and the `charge.success` webhook describe it. */
export interface PaystackTransaction {
	reference: string
	/** `success`, `failed`, `abandoned`, `ongoing`, `pending`, `processing`, `queued`, `reversed`. */
	status: string
	amountPesewas: number
	/** The currency Paystack charged in (`GHS`, or another when something is wrong). */
	currency: string
	/** `card`, `mobile_money`, … (null when Paystack gives none). */
	channel: string | null
	metadata: unknown
}

/** Paystack's envelope: `{ status: true, message, data }`. */
const InitializeAnswer = z.object({
	status: z.literal(true),
	data: z.object({ authorization_url: z.string().min(1), reference: z.string().optional() }),
})

/** The fields of a transaction Summit reads (verify's `data`, a webhook's `data`). */
export const TransactionData = z.object({
	reference: z.string().min(1).max(100),
	status: z.string().max(40).default('success'),
	amount: z.number().int().nonnegative(),
	currency: z.string().min(1).max(10),
	channel: z.string().max(40).nullish(),
	metadata: z.unknown().optional(),
})

const VerifyAnswer = z.object({ status: z.literal(true), data: TransactionData })

/** `data` of verify or a webhook as a `PaystackTransaction`. */
export function transactionOf(data: z.infer<typeof TransactionData>): PaystackTransaction {
	return {
		reference: data.reference,
		status: data.status,
		amountPesewas: data.amount,
		currency: data.currency.toUpperCase(),
		channel: data.channel ?? null,
		metadata: data.metadata ?? null,
	}
}

/**
 * One call: `path` on the API with the secret key, at most `config.timeoutMs`. Resolves with the
 * parsed JSON of a 2xx answer, or a failure: not reached, timed out, another status, or not JSON.
 */
async function call(
	config: PaystackConfig,
	path: string,
	init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<{ ok: true; json: unknown } | PaystackFailure> {
	let response: Response
	try {
		response = await fetch(`${config.baseUrl}${path}`, {
			method: init.method,
			headers: {
				Authorization: `Bearer ${config.secretKey}`,
				Accept: 'application/json',
				...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
			},
			body: init.body === undefined ? undefined : JSON.stringify(init.body),
			signal: AbortSignal.timeout(config.timeoutMs),
			redirect: 'error',
		})
	} catch (error) {
		const timedOut = error instanceof Error && error.name === 'TimeoutError'
		return {
			ok: false,
			reason: 'unreachable',
			detail: timedOut
				? `Paystack did not answer within ${config.timeoutMs} ms`
				: 'Paystack could not be reached',
		}
	}
	let json: unknown
	try {
		json = await response.json()
	} catch {
		return {
			ok: false,
			reason: response.ok ? 'unreachable' : 'refused',
			detail: `Paystack answered ${response.status} without JSON`,
		}
	}
	if (!response.ok) {
		const message = z.object({ message: z.string().max(300) }).safeParse(json)
		return {
			ok: false,
			// 5xx: Paystack is down; 4xx: it refused what was asked.
			reason: response.status >= 500 ? 'unreachable' : 'refused',
			detail: `Paystack answered ${response.status}${message.success ? `: ${message.data.message}` : ''}`,
		}
	}
	return { ok: true, json }
}

/**
 * Initialises `transaction` (POST /transaction/initialize): GHS, channels card and mobile money.
 * Resolves with the URL of Paystack's payment page for it, which must be on `config.checkoutOrigin`
 * (anything else is a failure, so the site never redirects a delegate elsewhere).
 */
export async function initializeTransaction(
	config: PaystackConfig,
	transaction: NewTransaction,
): Promise<{ ok: true; authorizationUrl: string } | PaystackFailure> {
	const answer = await call(config, '/transaction/initialize', {
		method: 'POST',
		body: {
			email: transaction.email,
			amount: String(transaction.amountPesewas),
			currency: 'GHS',
			reference: transaction.reference,
			callback_url: transaction.callbackUrl,
			channels: ['card', 'mobile_money'],
			metadata: transaction.metadata,
		},
	})
	if (!answer.ok) return answer
	const parsed = InitializeAnswer.safeParse(answer.json)
	if (!parsed.success)
		return { ok: false, reason: 'refused', detail: 'Paystack answered initialize in an unexpected shape' }
	let url: URL
	try {
		url = new URL(parsed.data.data.authorization_url)
	} catch {
		return { ok: false, reason: 'refused', detail: 'Paystack gave a payment page address that is not a URL' }
	}
	if (url.origin !== config.checkoutOrigin)
		return {
			ok: false,
			reason: 'refused',
			detail: `Paystack gave a payment page on ${url.origin}, not on ${config.checkoutOrigin} (PAYSTACK_CHECKOUT_ORIGIN)`,
		}
	return { ok: true, authorizationUrl: url.toString() }
}

/** Asks Paystack where transaction `reference` stands (GET /transaction/verify/:reference). */
export async function verifyTransaction(
	config: PaystackConfig,
	reference: string,
): Promise<{ ok: true; transaction: PaystackTransaction } | PaystackFailure> {
	const answer = await call(config, `/transaction/verify/${encodeURIComponent(reference)}`, { method: 'GET' })
	if (!answer.ok) return answer
	const parsed = VerifyAnswer.safeParse(answer.json)
	if (!parsed.success)
		return { ok: false, reason: 'refused', detail: 'Paystack answered verify in an unexpected shape' }
	if (parsed.data.data.reference !== reference)
		return { ok: false, reason: 'refused', detail: 'Paystack answered verify for another reference' }
	return { ok: true, transaction: transactionOf(parsed.data.data) }
}

/** The `x-paystack-signature` of `body`: hex HMAC-SHA512 of its raw bytes with the secret key. */
export function paystackSignature(secretKey: string, body: Uint8Array | string): string {
	return crypto.createHmac('sha512', secretKey).update(body).digest('hex')
}

/**
 * True when `header` is the signature of `body` with `secretKey` (`paystackSignature`), compared in
 * constant time; false for a missing, malformed or wrong one.
 */
export function isPaystackSignature(secretKey: string, body: Uint8Array, header: string | null): boolean {
	if (!header || !/^[0-9a-f]{128}$/i.test(header)) return false
	const given = Buffer.from(header, 'hex')
	const expected = crypto.createHmac('sha512', secretKey).update(body).digest()
	return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** A new reference for a transaction of edition `year`: `SUM-2027-` and 24 random hex digits (96 bits). */
export function newPaymentReference(year: number): string {
	return `SUM-${year}-${crypto.randomBytes(12).toString('hex').toUpperCase()}`
}

/** What `newPaymentReference` makes (Paystack allows letters, digits, `-`, `.`, `=`). */
export const PAYMENT_REFERENCE = /^SUM-\d{4}-[0-9A-F]{24}$/

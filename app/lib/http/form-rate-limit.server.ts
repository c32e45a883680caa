/**
 * Per-address limits on the public forms (docs/security.md), two per form:
 *
 * - accepted submissions: `FORM_RATE_LIMIT` per 10 minutes (20 by default). A typo, a refused
 *   captcha or a duplicate does not use one up, so an office whose colleagues register one after the
 *   other from one network address is not stopped by its own mistakes;
 * - every attempt, refused ones included: five times that, so a script still meets a wall.
 *
 * Past either, the form answers 429 with a clear page and `Retry-After`. The address is the client's
 * own, or behind a reverse proxy the one it reports when `TRUST_PROXY` is set (without it, every
 * visitor shares the proxy's address and so its limit: see the README's deployment section).
 */
import { data } from 'react-router'
import type { Database } from '#app/db/connect.server.ts'
import { env } from '#app/lib/env.server.ts'
import { clientAddress } from './client-address.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { consumeAttempt, databaseRateLimiter, tryAgainIn } from './rate-limit.server.ts'
import { logRefusal } from './refusal-log.server.ts'

const WINDOW_SECONDS = 10 * 60

/** How many times `FORM_RATE_LIMIT` every attempt may reach. */
export const ATTEMPTS_PER_ACCEPTED = 5

/**
 * The public forms that are limited: the three that store a new row, the registrant's manage page,
 * and paying online (each Pay now, and each check with Paystack on the way back, calls Paystack).
 */
export type LimitedForm = 'registration' | 'partnership' | 'interest' | 'manage' | 'pay'

function acceptedLimiter(db: Database, form: LimitedForm) {
	return databaseRateLimiter(db, {
		keyPrefix: `form_${form}`,
		points: env.FORM_RATE_LIMIT,
		windowSeconds: WINDOW_SECONDS,
		blockSeconds: WINDOW_SECONDS,
	})
}

function tooMany(request: Request, wait: number): never {
	logRefusal('rate-limit', { method: request.method, path: new URL(request.url).pathname, status: 429 })
	throw data(m.forms_too_many_submissions({ tryAgain: tryAgainIn(wait) }), {
		status: 429,
		headers: { 'Retry-After': String(wait) },
	})
}

/**
 * Counts an attempt at `form` from `request`'s address; throws the 429 response when the address
 * has tried too often, or has already had `FORM_RATE_LIMIT` submissions accepted in the window.
 * Every post of a public form calls it first, whatever it asks for (a submission, a row button).
 */
export async function limitFormSubmissions(db: Database, form: LimitedForm, request: Request): Promise<void> {
	const address = clientAddress(request)
	const attempts = await databaseRateLimiter(db, {
		keyPrefix: `form_${form}_attempts`,
		points: env.FORM_RATE_LIMIT * ATTEMPTS_PER_ACCEPTED,
		windowSeconds: WINDOW_SECONDS,
		blockSeconds: WINDOW_SECONDS,
	})
	const wait = await consumeAttempt(attempts, address)
	if (wait !== null) tooMany(request, wait)
	const accepted = await (await acceptedLimiter(db, form)).get(address)
	if (accepted && accepted.consumedPoints >= env.FORM_RATE_LIMIT)
		tooMany(request, Math.max(1, Math.ceil(accepted.msBeforeNext / 1000)))
}

/** Counts an accepted submission of `form` from `request`'s address (after it was stored). */
export async function countAcceptedSubmission(
	db: Database,
	form: LimitedForm,
	request: Request,
): Promise<void> {
	await consumeAttempt(await acceptedLimiter(db, form), clientAddress(request))
}

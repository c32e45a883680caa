/**
 * Per-address limits on the public forms: FORM_RATE_LIMIT submissions of each form per
 * 10 minutes; the next one answers 429 with a clear page. Counted before the form is read, so
 * invalid or refused submissions count too.
 */
import { data } from 'react-router'
import type { Database } from '#app/db/connect.server.ts'
import { env } from '#app/lib/env.server.ts'
import { clientAddress } from './client-address.server.ts'
import { consumeAttempt, databaseRateLimiter, tryAgainIn } from './rate-limit.server.ts'

const WINDOW_SECONDS = 10 * 60

/** Throws a 429 response when `request`'s address has sent `form` too often. */
export async function limitFormSubmissions(
	db: Database,
	form: 'registration' | 'partnership' | 'interest',
	request: Request,
): Promise<void> {
	const limiter = await databaseRateLimiter(db, {
		keyPrefix: `form_${form}`,
		points: env.FORM_RATE_LIMIT,
		windowSeconds: WINDOW_SECONDS,
		blockSeconds: WINDOW_SECONDS,
	})
	const wait = await consumeAttempt(limiter, clientAddress(request))
	if (wait !== null) {
		throw data(`Too many submissions from your network. ${tryAgainIn(wait)}`, {
			status: 429,
			headers: { 'Retry-After': String(wait) },
		})
	}
}

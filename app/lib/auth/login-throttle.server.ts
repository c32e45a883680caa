/**
 * Throttling of sign-ins after OWASP's "slow down online guessing attacks with device cookies"
 * (docs/security.md, "Sign-in"), with rate-limiter-flexible storing its counters in the app's
 * database (SQLite or PostgreSQL), so every app instance shares them.
 *
 * - Every attempt is counted before the password is checked (one atomic increment per counter), so
 *   parallel guesses get no more checks than the limit; a successful sign-in gives its count back.
 * - A browser that has signed in to an account holds a signed device cookie for it
 *   (`device-cookie.server.ts`). Its attempts count only against that device: 10 per 15 minutes.
 *   Failures from elsewhere never block it, so the owner is not locked out by an attack.
 * - Attempts from anywhere else (an unknown device) count per account, 5 per 15 minutes then 15
 *   minutes' wait, growing to a day's wait after 20 in a day; and per address, 20 per 15 minutes.
 *   A post that is not a sign-in at all (fields missing or malformed) counts per address too.
 */
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import type { Database } from '#app/db/handle.ts'
import {
	consumeAttempt,
	databaseRateLimiter,
	type LimitRule,
	tryAgainIn,
} from '#app/lib/http/rate-limit.server.ts'

const MINUTES_15 = 15 * 60
const DAY = 24 * 60 * 60

/** Attempts from unknown devices per account per 15 minutes; then 15 minutes' wait. */
export const ACCOUNT_FAILURES = 5
/** The window of `ACCOUNT_FAILURES`, in minutes. */
export const ACCOUNT_WINDOW_MINUTES = MINUTES_15 / 60
/** Attempts from unknown devices per account per day; then a day's wait. */
const ACCOUNT_DAILY_FAILURES = 20
/** Attempts from unknown devices per address per 15 minutes. */
export const ADDRESS_FAILURES = 20
/** Attempts from one known device per 15 minutes. */
export const DEVICE_FAILURES = 10
/** Attempts from one known device per day; then a day's wait (a copied device cookie buys no more). */
export const DEVICE_DAILY_FAILURES = 50

const RULES = {
	account: {
		keyPrefix: 'login_account',
		points: ACCOUNT_FAILURES,
		windowSeconds: MINUTES_15,
		blockSeconds: MINUTES_15,
	},
	accountDay: {
		keyPrefix: 'login_account_day',
		points: ACCOUNT_DAILY_FAILURES,
		windowSeconds: DAY,
		blockSeconds: DAY,
	},
	address: {
		keyPrefix: 'login_address',
		points: ADDRESS_FAILURES,
		windowSeconds: MINUTES_15,
		blockSeconds: MINUTES_15,
	},
	device: {
		keyPrefix: 'login_device',
		points: DEVICE_FAILURES,
		windowSeconds: MINUTES_15,
		blockSeconds: MINUTES_15,
	},
	deviceDay: {
		keyPrefix: 'login_device_day',
		points: DEVICE_DAILY_FAILURES,
		windowSeconds: DAY,
		blockSeconds: DAY,
	},
} satisfies Record<string, LimitRule>

/** The counters an attempt counts against, each a limiter and its key. */
type Counters = { limiter: RateLimiterAbstract; key: string; rule: LimitRule }[]

/** An attempt counted: whether it may go on to the password check, and how to settle it afterwards. */
type CountedAttempt =
	| { allowed: false; retryAfterSeconds: number }
	| {
			allowed: true
			/** After a successful sign-in: gives the attempt back. */
			succeeded: () => Promise<void>
			/** True when this attempt used up the account's allowance from unknown devices (tell the owner). */
			accountLimitReached: boolean
	  }

/**
 * Counts one sign-in attempt for `email`, before its password is checked: from a known device
 * (`deviceId`, read from a valid device cookie for this email) against that device, else against
 * the account and `address`. Answers `allowed: false` with the wait when a counter is over its limit.
 */
export async function countLoginAttempt(
	db: Database,
	email: string,
	address: string,
	deviceId: string | null,
): Promise<CountedAttempt> {
	// One after the other: the first limiter made creates the shared `rate_limits` table, and two
	// `create table if not exists` at once can collide on PostgreSQL ("type already exists").
	const counters: Counters = []
	const add = async (rule: LimitRule, key: string) =>
		counters.push({ limiter: await databaseRateLimiter(db, rule), key, rule })
	const account = email.trim().toLowerCase()
	if (deviceId) {
		await add(RULES.device, deviceId)
		await add(RULES.deviceDay, deviceId)
	} else {
		// The address first: an address already over its limit spends none of the account's
		// allowance, so one address cannot lock out account after account.
		await add(RULES.address, address)
		await add(RULES.account, account)
		await add(RULES.accountDay, account)
	}
	// One after the other, stopping at the first counter over its limit: an attempt refused there
	// costs the others nothing, and a database that cannot write fails the first, not each in turn.
	const results: RateLimiterRes[] = []
	for (const { limiter, key, rule } of counters) {
		const result = await limiter.consume(key).catch((reason: unknown) => {
			if (reason instanceof RateLimiterRes) return reason
			throw reason
		})
		results.push(result)
		if (result.consumedPoints > rule.points) break
	}
	const over = results.filter((result, i) => result.consumedPoints > counters[i]!.rule.points)
	if (over.length) {
		return {
			allowed: false,
			retryAfterSeconds: Math.ceil(Math.max(...over.map((result) => result.msBeforeNext)) / 1000),
		}
	}
	return {
		allowed: true,
		accountLimitReached: counters.some(
			({ rule }, i) => rule === RULES.account && results[i]?.consumedPoints === RULES.account.points,
		),
		succeeded: async () => {
			for (const { limiter, key } of counters) await limiter.reward(key, 1)
		},
	}
}

/**
 * Counts a sign-in post that is not a sign-in (a field missing, too long or of the wrong kind: not
 * what the form sends) against `address`, as a failure from an unknown device, and answers the wait
 * in seconds when the address is over its limit (`ADDRESS_FAILURES` per 15 minutes), else null.
 * Such posts come from scripts; counted, they cannot go on unthrottled while real guesses pause.
 */
export async function countMalformedLoginAttempt(db: Database, address: string): Promise<number | null> {
	return consumeAttempt(await databaseRateLimiter(db, RULES.address), address)
}

/** "Too many failed sign-in attempts. Please try again in 15 minutes." for a wait in seconds. */
export function retryAfterText(seconds: number): string {
	return `Too many failed sign-in attempts. ${tryAgainIn(seconds)}`
}

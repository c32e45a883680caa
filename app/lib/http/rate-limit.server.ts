/**
 * Rate limits stored in the app's database (SQLite or PostgreSQL) with rate-limiter-flexible, so every
 * app instance shares the counters: several instances may serve one PostgreSQL, so limits never live
 * in process memory alone.
 */
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { createDatabaseRateLimiter } from '#app/db/dialect.ts'
import type { Database } from '#app/db/handle.ts'
import { m } from '#app/lib/i18n/messages.ts'

export interface LimitRule {
	/** Distinguishes this limit's counters, e.g. 'login_account'. */
	keyPrefix: string
	/** Attempts allowed per window. */
	points: number
	windowSeconds: number
	/** How long a key stays blocked once over the limit. */
	blockSeconds: number
}

const limiters = new WeakMap<Database, Map<string, Promise<RateLimiterAbstract>>>()

/**
 * The limiter for `rule` on `db`, created once (its table `rate_limits` is made by the library).
 * Rejects when the table cannot be made (e.g. the database is busy); that failure is not kept, so
 * the next call tries again rather than failing until the server restarts.
 */
export function databaseRateLimiter(db: Database, rule: LimitRule): Promise<RateLimiterAbstract> {
	let byPrefix = limiters.get(db)
	if (!byPrefix) limiters.set(db, (byPrefix = new Map()))
	const cache = byPrefix
	const cacheKey = `${rule.keyPrefix}:${rule.points}:${rule.windowSeconds}:${rule.blockSeconds}`
	const cached = cache.get(cacheKey)
	if (cached) return cached
	const limiter = createLimiter(db, rule)
	cache.set(cacheKey, limiter)
	limiter.catch(() => {
		if (cache.get(cacheKey) === limiter) cache.delete(cacheKey)
	})
	return limiter
}

function createLimiter(db: Database, rule: LimitRule): Promise<RateLimiterAbstract> {
	return createDatabaseRateLimiter(db, {
		keyPrefix: rule.keyPrefix,
		points: rule.points,
		duration: rule.windowSeconds,
		blockDuration: rule.blockSeconds,
		tableName: 'rate_limits',
	})
}

/**
 * Counts one attempt for `key`. Returns null when allowed, or the seconds until the key may try
 * again when over the limit.
 */
export async function consumeAttempt(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
	try {
		await limiter.consume(key)
		return null
	} catch (reason) {
		if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000))
		throw reason
	}
}

/**
 * "Please try again in 3 minutes." for a wait in seconds (at least one minute), in the current
 * language (the request's: the back office's are English).
 */
export function tryAgainIn(seconds: number): string {
	return m.forms_try_again_in({ minutes: Math.max(1, Math.ceil(seconds / 60)) })
}

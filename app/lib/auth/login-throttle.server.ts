/**
 * Throttling of failed sign-ins (docs/security.md), with rate-limiter-flexible storing its counters in
 * the app's database (SQLite or PostgreSQL), so every app instance shares them. Per account: 5 failures
 * in 15 minutes block that account for 15 minutes; per address: 20 failures in 15 minutes block the
 * address. A successful sign-in clears the account's counter.
 */
import { RateLimiterRes } from 'rate-limiter-flexible'
import type { Database } from '#app/db/handle.ts'
import { databaseRateLimiter, tryAgainIn } from '#app/lib/http/rate-limit.server.ts'

export const ACCOUNT_FAILURES = 5
export const ADDRESS_FAILURES = 20
const WINDOW_SECONDS = 15 * 60

async function limiters(db: Database) {
	// One after the other: the first one made creates the shared `rate_limits` table, and two
	// `create table if not exists` at once can collide on PostgreSQL ("type already exists").
	const account = await databaseRateLimiter(db, {
		keyPrefix: 'login_account',
		points: ACCOUNT_FAILURES,
		windowSeconds: WINDOW_SECONDS,
		blockSeconds: WINDOW_SECONDS,
	})
	const address = await databaseRateLimiter(db, {
		keyPrefix: 'login_address',
		points: ADDRESS_FAILURES,
		windowSeconds: WINDOW_SECONDS,
		blockSeconds: WINDOW_SECONDS,
	})
	return { account, address }
}

function accountKey(email: string) {
	return email.trim().toLowerCase()
}

/**
 * Whether a sign-in for `email` from `address` may be tried now. When not, `retryAfterSeconds` says
 * how long the block lasts.
 */
export async function checkLoginThrottle(
	db: Database,
	email: string,
	address: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
	const { account, address: byAddress } = await limiters(db)
	const [a, b] = await Promise.all([account.get(accountKey(email)), byAddress.get(address)])
	const blocked = [
		a && a.consumedPoints >= ACCOUNT_FAILURES ? a : null,
		b && b.consumedPoints >= ADDRESS_FAILURES ? b : null,
	].filter((r): r is RateLimiterRes => r !== null)
	if (blocked.length === 0) return { allowed: true }
	return {
		allowed: false,
		retryAfterSeconds: Math.ceil(Math.max(...blocked.map((r) => r.msBeforeNext)) / 1000),
	}
}

/** Counts one failed sign-in against the account and the address. */
export async function recordLoginFailure(db: Database, email: string, address: string): Promise<void> {
	const { account, address: byAddress } = await limiters(db)
	await Promise.all([
		account.consume(accountKey(email)).catch(ignoreBlocked),
		byAddress.consume(address).catch(ignoreBlocked),
	])
}

/** Clears the account's failures after a successful sign-in. */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
	const { account } = await limiters(db)
	await account.delete(accountKey(email))
}

/** `consume` rejects with a RateLimiterRes once the limit is reached; that is expected here. */
function ignoreBlocked(reason: unknown) {
	if (reason instanceof RateLimiterRes) return
	throw reason
}

/** "Too many failed sign-in attempts. Please try again in 15 minutes." for a wait in seconds. */
export function retryAfterText(seconds: number): string {
	return `Too many failed sign-in attempts. ${tryAgainIn(seconds)}`
}

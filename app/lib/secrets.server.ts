/**
 * The site's HMAC secrets (tickets, device cookies, fallback questions, the captcha's master key),
 * kept in the database table `captcha_secrets` so that every instance signs alike, and the
 * constant-time comparison of a signature.
 */
import crypto from 'node:crypto'
import type { Handle } from '#app/db/handle.ts'

/**
 * Returns the secret stored under `name`, storing `candidate` first when there is none. Several
 * instances racing at first use all get the one row that won (insert-or-ignore, then read).
 */
export async function getOrCreateSecret(db: Handle, name: string, candidate: string): Promise<string> {
	await db
		.insertInto('captcha_secrets')
		.values({ name, secret: candidate })
		.onConflict((oc) => oc.column('name').doNothing())
		.execute()
	const row = await db
		.selectFrom('captcha_secrets')
		.select('secret')
		.where('name', '=', name)
		.executeTakeFirstOrThrow()
	return row.secret
}

const cachedSecrets = new WeakMap<Handle, Map<string, Promise<string>>>()

/**
 * The HMAC secret stored under `name` (32 random bytes, hex), made at first use
 * (`getOrCreateSecret`) and read once per database handle, since it never changes: signing a
 * thousand tickets or cookies reads it once. A failed read is not kept.
 */
export function databaseSecret(db: Handle, name: string): Promise<string> {
	let byName = cachedSecrets.get(db)
	if (!byName) cachedSecrets.set(db, (byName = new Map()))
	const cache = byName
	let secret = cache.get(name)
	if (!secret) {
		secret = getOrCreateSecret(db, name, crypto.randomBytes(32).toString('hex'))
		cache.set(name, secret)
		secret.catch(() => cache.delete(name))
	}
	return secret
}

/** True when the signature `given` is `expected`, compared in constant time (no length leaks beyond itself). */
export function sameSignature(expected: string, given: string): boolean {
	const a = Buffer.from(expected)
	const b = Buffer.from(given)
	return a.length === b.length && crypto.timingSafeEqual(a, b)
}

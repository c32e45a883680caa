/**
 * Database reads and writes of the captcha (tables of migration `0002-captcha`). Timestamps are ISO
 * strings, compared as such on both dialects (ADR 0002).
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

/**
 * Records a solved challenge as used. Returns false, writing nothing, when it was already recorded
 * (a replay). Atomic on both dialects: the hash is the primary key.
 */
export async function markPayloadUsed(db: Handle, hash: string, expiresAt: string): Promise<boolean> {
	const row = await db
		.insertInto('captcha_used_payloads')
		.values({ hash, expires_at: expiresAt })
		.onConflict((oc) => oc.column('hash').doNothing())
		.returning('hash')
		.executeTakeFirst()
	return row !== undefined
}

/** Deletes used-payload records (ALTCHA solutions and fallback questions) that expired before `now`. */
export async function purgeExpiredCaptchaRows(db: Handle, now: Date): Promise<void> {
	const iso = now.toISOString()
	await db.deleteFrom('captcha_used_payloads').where('expires_at', '<', iso).execute()
}

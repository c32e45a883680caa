/**
 * Database reads and writes of the captcha (tables of migration `0002-captcha`). Timestamps are ISO
 * strings, compared as such on both dialects (ADR 0020).
 */
import type { Handle } from '#app/db/handle.ts'

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

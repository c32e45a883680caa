/**
 * The fallback challenge for visitors without JavaScript, or whose browser cannot run the ALTCHA
 * widget (ADR 0009): a small sum ("What is 4 + 7?") rendered by the server. Each question is stored
 * by a random id with its answer and expiry, and deleted when answered, right or wrong.
 */
import crypto from 'node:crypto'
import type { Database } from '#app/db/connect.server.ts'
import { type CaptchaCheck, CHALLENGE_TTL_MS, captchaRefusal, type FallbackChallenge } from './captcha.ts'
import {
	insertFallbackChallenge,
	purgeExpiredCaptchaRows,
	takeFallbackChallenge,
} from './captcha.queries.server.ts'

const ID_PATTERN = /^[0-9a-f]{32}$/

/**
 * Issues a new question, valid for `CHALLENGE_TTL_MS` from `now`, and deletes expired captcha rows.
 * Returns its id (for a hidden field) and its text. Throws when the database cannot be reached.
 */
export async function createFallbackChallenge(db: Database, now: Date): Promise<FallbackChallenge> {
	const a = crypto.randomInt(2, 10)
	const b = crypto.randomInt(2, 10)
	const id = crypto.randomBytes(16).toString('hex')
	await purgeExpiredCaptchaRows(db, now)
	await insertFallbackChallenge(db, {
		id,
		answer: String(a + b),
		expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
	})
	return { id, question: `What is ${a} + ${b}?` }
}

/**
 * Checks `answer` to the question `id` and consumes the question. Returns ok for the right answer
 * (surrounding spaces ignored) before expiry; otherwise 'invalid' (unknown or already used id),
 * 'expired' or 'wrong-answer'. Throws only when the database cannot be reached.
 */
export async function verifyFallbackAnswer(
	db: Database,
	id: string,
	answer: string,
	now: Date,
): Promise<CaptchaCheck> {
	if (!ID_PATTERN.test(id)) return captchaRefusal('invalid')
	const stored = await takeFallbackChallenge(db, id)
	if (!stored) return captchaRefusal('invalid')
	if (Date.parse(stored.expires_at) <= now.getTime()) return captchaRefusal('expired')
	return answer.trim() === stored.answer ? { ok: true, method: 'fallback' } : captchaRefusal('wrong-answer')
}

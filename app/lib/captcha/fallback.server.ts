/**
 * The fallback challenge for visitors without JavaScript, or whose browser cannot run the ALTCHA
 * widget: a small sum ("What is 4 + 7?") rendered by the server. It is the fallback it
 * is: a script can read the sum, so it proves little beyond a human-shaped request, and the
 * per-address form limits remain the real control (docs/security.md, "Captcha").
 *
 * Stateless: the question's id is a token that carries its expiry and a MAC of the answer, signed
 * with the site's `fallback-questions` secret, so showing a form writes nothing.
 * Answering uses the token up (a row in `captcha_used_payloads` until it expires), right or wrong,
 * so each question is answered once. How many questions an address is given is bounded by `newFormCaptcha`.
 */
import crypto from 'node:crypto'
import type { Database } from '#app/db/connect.server.ts'
import type { Handle } from '#app/db/handle.ts'
import { type CaptchaCheck, CHALLENGE_TTL_MS, captchaRefusal, type FallbackChallenge } from './captcha.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { sameSignature, signingSecret } from '#app/lib/secrets.server.ts'
import { markPayloadUsed, purgeExpiredCaptchaRows } from './captcha.queries.server.ts'

/** `<expiry ms>.<nonce>.<mac>`. */
const TOKEN_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

function fallbackSecret(db: Handle): Promise<string> {
	return signingSecret(db, 'fallback-questions')
}

function mac(secret: string, expires: string, nonce: string, answer: string): string {
	return crypto
		.createHmac('sha256', secret)
		.update(`fallback:${expires}:${nonce}:${answer}`)
		.digest('base64url')
}

/**
 * Issues a new question, valid for `CHALLENGE_TTL_MS` from `now`, writing nothing. Returns its
 * token (for a hidden field) and its text, in the current language. Throws when the secret cannot be read.
 */
export async function createFallbackChallenge(db: Database, now: Date): Promise<FallbackChallenge> {
	const a = crypto.randomInt(2, 10)
	const b = crypto.randomInt(2, 10)
	const expires = String(now.getTime() + CHALLENGE_TTL_MS)
	const nonce = crypto.randomBytes(16).toString('base64url')
	const id = `${expires}.${nonce}.${mac(await fallbackSecret(db), expires, nonce, String(a + b))}`
	return { id, question: m.forms_captcha_question({ a, b }) }
}

/**
 * Checks `answer` to the question `id` and uses the question up. Returns ok for the right answer
 * (surrounding spaces ignored) before expiry; otherwise 'invalid' (not a token of this site's
 * shape, an expiry further ahead than a question lives, or already answered), 'expired' or
 * 'wrong-answer' (a forged token reads as a wrong
 * answer). Deletes expired records. Throws only when the database cannot be reached.
 */
export async function verifyFallbackAnswer(
	db: Database,
	id: string,
	answer: string,
	now: Date,
): Promise<CaptchaCheck> {
	const token = TOKEN_PATTERN.exec(id)
	if (!token) return captchaRefusal('invalid')
	const [, expires = '', nonce = '', signature = ''] = token
	if (Number(expires) <= now.getTime()) return captchaRefusal('expired')
	// No question of this site lives longer than CHALLENGE_TTL_MS: a later expiry is forged, and
	// would otherwise keep its "used" row for ever.
	if (Number(expires) > now.getTime() + CHALLENGE_TTL_MS) return captchaRefusal('invalid')
	await purgeExpiredCaptchaRows(db, now)
	const hash = crypto.createHash('sha256').update(`fallback:${id}`).digest('hex')
	if (!(await markPayloadUsed(db, hash, new Date(Number(expires)).toISOString())))
		return captchaRefusal('invalid')
	return sameSignature(mac(await fallbackSecret(db), expires, nonce, answer.trim()), signature)
		? { ok: true, method: 'fallback' }
		: captchaRefusal('wrong-answer')
}

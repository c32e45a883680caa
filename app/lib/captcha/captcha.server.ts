/**
 * The one captcha check every public form's action calls before it writes anything: an
 * ALTCHA proof of work plus a honeypot field (ADR 0009); and the fallback question the answer to a
 * submission without a widget solution carries (ADR 0050).
 */
import type { Database } from '#app/db/connect.server.ts'
import { consumeAttempt, databaseRateLimiter } from '#app/lib/http/rate-limit.server.ts'
import { type CaptchaCheck, captchaRefusal, CAPTCHA_FIELDS, type FallbackChallenge } from './captcha.ts'
import { verifyAltchaPayload } from './altcha.server.ts'
import { createFallbackChallenge, verifyFallbackAnswer } from './fallback.server.ts'

export { createAltchaChallenge } from './altcha.server.ts'
export { createFallbackChallenge } from './fallback.server.ts'

function field(formData: FormData, name: string): string {
	const value = formData.get(name)
	return typeof value === 'string' ? value : ''
}

/**
 * Checks a submitted form's captcha fields, in order:
 * 1. a filled honeypot (`website`) is refused ('honeypot');
 * 2. a valid, unused ALTCHA payload (`altcha`) is accepted;
 * 3. otherwise a right answer to the fallback question (`captcha_id`, `captcha_answer`) is accepted;
 * 4. otherwise the refusal of whichever was sent, or 'missing' when neither was.
 * Using a solution or question consumes it, so call this once, after the form's own validation and
 * before any write. Throws only when the database cannot be reached.
 */
export async function verifyCaptcha(db: Database, formData: FormData, now: Date): Promise<CaptchaCheck> {
	if (field(formData, CAPTCHA_FIELDS.honeypot).trim() !== '') return captchaRefusal('honeypot')
	const payload = field(formData, CAPTCHA_FIELDS.altcha).trim()
	const answer = field(formData, CAPTCHA_FIELDS.fallbackAnswer).trim()
	let altcha: CaptchaCheck | null = null
	if (payload) {
		altcha = await verifyAltchaPayload(db, payload, now)
		if (altcha.ok) return altcha
	}
	if (answer) return verifyFallbackAnswer(db, field(formData, CAPTCHA_FIELDS.fallbackId), answer, now)
	return altcha ?? captchaRefusal('missing')
}

/** Whether `formData` carries an ALTCHA solution (good or not). */
export function hasWidgetSolution(formData: FormData): boolean {
	return field(formData, CAPTCHA_FIELDS.altcha).trim() !== ''
}

/**
 * The question for the answer to a refused or unfinished submission from `address` (ADR 0050): none
 * (undefined) when the submission carried a widget solution and `refused` is false, as the widget
 * solves again on the page; else a new fallback question while the address has been given fewer
 * than `perAddress` in 10 minutes (counted in the database, shared by every instance), or null past
 * that. Writes one rate-limit row per address; throws only when the database cannot be reached.
 */
export async function questionFor(
	db: Database,
	{
		formData,
		refused,
		address,
		perAddress,
	}: { formData: FormData; refused: boolean; address: string; perAddress: number },
	now: Date,
): Promise<FallbackChallenge | null | undefined> {
	if (hasWidgetSolution(formData) && !refused) return undefined
	const budget = await databaseRateLimiter(db, {
		keyPrefix: 'captcha_fallback',
		points: perAddress,
		windowSeconds: 10 * 60,
		blockSeconds: 10 * 60,
	})
	if ((await consumeAttempt(budget, address)) !== null) return null
	return createFallbackChallenge(db, now)
}

/**
 * Captcha challenges on the app's own database (`db`), for routes and page functions: the signed
 * ALTCHA challenge the form widget fetches, and the fallback question a form renders for visitors
 * without JavaScript. Tests call the versions that take a database:
 * `createAltchaChallenge` and `createFallbackChallenge` in `captcha.server.ts`.
 */
import type { Challenge } from 'altcha-lib'
import { db } from '#app/db/db.server.ts'
import { clientAddress } from '#app/lib/http/client-address.server.ts'
import { consumeAttempt, databaseRateLimiter } from '#app/lib/http/rate-limit.server.ts'
import { createAltchaChallenge, createFallbackChallenge } from './captcha.server.ts'
import { env } from '#app/lib/env.server.ts'
import type { FallbackChallenge, FormCaptcha } from './captcha.ts'
import { captchaWidgetFiles } from './widget-files.server.ts'

/**
 * A fresh signed ALTCHA challenge, valid for `CHALLENGE_TTL_MS` from `now`; deletes expired captcha
 * rows. Throws when the database cannot be reached.
 */
export function newAltchaChallenge(now: Date): Promise<Challenge> {
	return createAltchaChallenge(db, now)
}

/**
 * A new fallback question ("What is 4 + 7?"), valid for `CHALLENGE_TTL_MS` from `now`, writing
 * nothing. Throws when the database cannot be reached (its secret is kept there).
 */
export function newFallbackChallenge(now: Date): Promise<FallbackChallenge> {
	return createFallbackChallenge(db, now)
}

/**
 * A public form's captcha for `request`: a new fallback question (`newFallbackChallenge`) while its
 * address has had fewer than `CAPTCHA_QUESTIONS_PER_ADDRESS` (env) in 10 minutes (counted in the
 * database, shared by every instance), else none; and where the ALTCHA widget's files are
 * (`captchaWidgetFiles`). Throws when the database cannot be reached.
 */
export async function newFormCaptcha(request: Request, now: Date): Promise<FormCaptcha> {
	const budget = await databaseRateLimiter(db, {
		keyPrefix: 'captcha_fallback',
		points: env.CAPTCHA_QUESTIONS_PER_ADDRESS,
		windowSeconds: 10 * 60,
		blockSeconds: 10 * 60,
	})
	const overBudget = (await consumeAttempt(budget, clientAddress(request))) !== null
	return {
		fallback: overBudget ? null : await newFallbackChallenge(now),
		widgetFiles: captchaWidgetFiles(),
	}
}

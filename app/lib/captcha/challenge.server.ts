/**
 * Captcha challenges on the app's own database (`db`), for routes and page functions: the signed
 * ALTCHA challenge the form widget fetches, and the fallback question a form renders for visitors
 * without JavaScript (ADR 0009). Tests call the versions that take a database:
 * `createAltchaChallenge` and `createFallbackChallenge` in `captcha.server.ts`.
 */
import type { Challenge } from 'altcha-lib'
import { db } from '#app/db/db.server.ts'
import { createAltchaChallenge, createFallbackChallenge } from './captcha.server.ts'
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
 * A new fallback question ("What is 4 + 7?"), valid for `CHALLENGE_TTL_MS` from `now`; deletes
 * expired captcha rows. Throws when the database cannot be reached.
 */
export function newFallbackChallenge(now: Date): Promise<FallbackChallenge> {
	return createFallbackChallenge(db, now)
}

/**
 * A public form's captcha: a new fallback question (`newFallbackChallenge`) and where the ALTCHA
 * widget's files are (`captchaWidgetFiles`). Throws when the database cannot be reached.
 */
export async function newFormCaptcha(now: Date): Promise<FormCaptcha> {
	return { fallback: await newFallbackChallenge(now), widgetFiles: captchaWidgetFiles() }
}

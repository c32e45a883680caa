/**
 * Captcha challenges on the app's own database (`db`), for routes and page functions: the signed
 * ALTCHA challenge the form widget fetches, what a form's page gives its captcha, and the fallback
 * question. The answer to a submission without a widget solution carries a question
 * (`questionFor` in `captcha.server.ts`, ADR 0050). Tests call the versions that take a database:
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
 * A new fallback question ("What is 4 + 7?"), valid for `CHALLENGE_TTL_MS` from `now`, writing
 * nothing. Throws when the database cannot be reached (its secret is kept there).
 */
export function newFallbackChallenge(now: Date): Promise<FallbackChallenge> {
	return createFallbackChallenge(db, now)
}

/**
 * What a public form's page gives its captcha: where the ALTCHA widget's files are
 * (`captchaWidgetFiles`). The same for every visitor and request, so the page can be cached.
 */
export function formCaptcha(): FormCaptcha {
	return { widgetFiles: captchaWidgetFiles() }
}

/**
 * The captcha as a browser with JavaScript passes it, for data-layer tests: a fresh ALTCHA challenge
 * from the database solved as the widget solves it, encoded as the widget posts it.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Database } from '#app/db/handle.ts'
import { createAltchaChallenge } from '#app/lib/captcha/altcha.server.ts'

/**
 * The `altcha` field's value for a challenge issued on `db` at `now` and solved. Throws when the
 * challenge cannot be solved (it always can: its counter is bounded).
 */
export async function solvedAltchaPayload(db: Database, now: Date): Promise<string> {
	const challenge = await createAltchaChallenge(db, now)
	const solution = await solveChallenge({ challenge, deriveKey })
	if (!solution) throw new Error('could not solve the challenge')
	const payload = {
		challenge: { parameters: challenge.parameters, signature: challenge.signature },
		solution,
	}
	return Buffer.from(JSON.stringify(payload)).toString('base64')
}

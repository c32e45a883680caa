/**
 * `GET /captcha/challenge`: a fresh signed ALTCHA challenge for the form widget (ADR 0009). Never
 * cached: each challenge can be used once.
 */
import { db } from '#app/db/db.server.ts'
import { createAltchaChallenge } from '#app/lib/captcha/captcha.server.ts'

export async function loader() {
	const challenge = await createAltchaChallenge(db, new Date())
	return Response.json(challenge, {
		headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
	})
}

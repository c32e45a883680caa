/**
 * `GET /captcha/challenge`: a fresh signed ALTCHA challenge for the form widget. Never
 * cached: each challenge can be used once.
 */
import { newAltchaChallenge } from '#app/lib/captcha/challenge.server.ts'

export async function loader() {
	const challenge = await newAltchaChallenge(new Date())
	return Response.json(challenge, {
		headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
	})
}

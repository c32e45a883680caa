/**
 * ALTCHA proof of work (ADR 0009): the server issues signed challenges that
 * the `altcha` widget solves in the browser, then checks each solved payload once.
 *
 * - Challenges are PBKDF2/SHA-256 in altcha-lib's deterministic mode: the server picks the counter
 *   the browser has to find, so the work is bounded (about 1,000 derivations of 1,000 iterations,
 *   well under a second on a mid-range phone, spread over the widget's workers), and checking a
 *   solution is one HMAC (the signed key signature).
 * - Challenges expire after `CHALLENGE_TTL_MS`; the expiry is inside the signed parameters.
 * - A solved challenge is accepted once: the SHA-256 of its signature is stored until it expires,
 *   and a second use is refused (`captcha_used_payloads`).
 * - The HMAC secrets are derived from one master secret: `CAPTCHA_SECRET`, or else the site's
 *   `altcha-master` signing secret (derived from `SIGNING_SECRET`, or generated at first use and kept
 *   in the database), so every instance agrees.
 */
import crypto from 'node:crypto'
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'
import type { Database } from '#app/db/connect.server.ts'
import { env } from '#app/lib/env.server.ts'
import { ALTCHA_ALGORITHM } from './altcha-algorithm.ts'
import { type CaptchaCheck, CHALLENGE_TTL_MS, captchaRefusal } from './captcha.ts'
import { loadSigningKeys, type SecretSource, signingSecret } from '#app/lib/secrets.server.ts'
import { markPayloadUsed, purgeExpiredCaptchaRows } from './captcha.queries.server.ts'

/** Proof-of-work settings. Raising them slows phones before it slows bots; see ADR 0009. */
export const ALTCHA_SETTINGS = {
	algorithm: ALTCHA_ALGORITHM,
	cost: 1_000,
	counterMin: 500,
	counterMax: 1_500,
} as const

/** Largest payload we parse (a real one is about 600 characters). */
const MAX_PAYLOAD_LENGTH = 4_096

interface Secrets {
	signature: string
	keySignature: string
}

/**
 * The master secret at `now`, read afresh: `configured` (the `CAPTCHA_SECRET` variable) when set;
 * otherwise the signing secret `altcha-master` of `source` (derived from `SIGNING_SECRET`, or kept
 * in the database and made at first use: `loadSigningKeys`).
 */
export async function loadMasterSecret(
	db: Database,
	configured: string | undefined,
	source: SecretSource = {},
	now: Date = new Date(),
): Promise<string> {
	if (configured) return configured
	return (await loadSigningKeys(db, 'altcha-master', source, now)).current
}

function deriveSecrets(master: string): Secrets {
	const derive = (purpose: string) => crypto.createHmac('sha256', master).update(purpose).digest('hex')
	return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') }
}

/** The last master secret's derived secrets: deriving is two HMACs, but there is no need to repeat them. */
let derived: { master: string; secrets: Secrets } | undefined

/**
 * The HMAC secrets for `db`: from `CAPTCHA_SECRET`, else from the signing secret `altcha-master`,
 * which is read at most once a minute (`signingSecret`), so a rotation reaches
 * running servers within that time.
 */
async function secretsFor(db: Database): Promise<Secrets> {
	const master = env.CAPTCHA_SECRET ?? (await signingSecret(db, 'altcha-master'))
	if (derived?.master !== master) derived = { master, secrets: deriveSecrets(master) }
	return derived.secrets
}

/**
 * Creates a signed challenge for the widget, valid for `CHALLENGE_TTL_MS` from `now`. Also deletes
 * expired captcha rows. Throws when the database cannot be reached.
 */
export async function createAltchaChallenge(db: Database, now: Date): Promise<Challenge> {
	const secrets = await secretsFor(db)
	await purgeExpiredCaptchaRows(db, now)
	return createChallenge({
		algorithm: ALTCHA_SETTINGS.algorithm,
		cost: ALTCHA_SETTINGS.cost,
		counter: crypto.randomInt(ALTCHA_SETTINGS.counterMin, ALTCHA_SETTINGS.counterMax + 1),
		deriveKey,
		expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
		hmacSignatureSecret: secrets.signature,
		hmacKeySignatureSecret: secrets.keySignature,
	})
}

const PayloadSchema = z.object({
	challenge: z.object({
		parameters: z.looseObject({
			algorithm: z.literal(ALTCHA_SETTINGS.algorithm),
			nonce: z.string(),
			salt: z.string(),
			cost: z.number(),
			keyLength: z.number(),
			keyPrefix: z.string(),
			keySignature: z.string(),
			expiresAt: z.number(),
		}),
		signature: z.string().regex(/^[0-9a-f]{64}$/),
	}),
	solution: z.object({
		counter: z.number(),
		derivedKey: z.string(),
		time: z.number().optional(),
	}),
})

/** Decodes the widget's base64 JSON payload; null when it is not one of our payload shapes. */
function decodePayload(payload: string) {
	if (payload.length > MAX_PAYLOAD_LENGTH) return null
	try {
		const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
		const parsed = PayloadSchema.safeParse(json)
		return parsed.success ? parsed.data : null
	} catch {
		return null
	}
}

/**
 * Checks a solved ALTCHA payload (the widget's `altcha` form field) and marks it used.
 * Returns ok once per solved challenge; otherwise a refusal: 'invalid' (malformed, forged, tampered
 * or wrong solution), 'expired' (past the challenge's expiry at `now`) or 'replayed' (already used).
 * Throws only when the database cannot be reached.
 */
export async function verifyAltchaPayload(db: Database, payload: string, now: Date): Promise<CaptchaCheck> {
	const decoded = decodePayload(payload)
	if (!decoded) return captchaRefusal('invalid')
	const { challenge, solution } = decoded
	const secrets = await secretsFor(db)
	let result: Awaited<ReturnType<typeof verifySolution>>
	try {
		result = await verifySolution({
			challenge,
			solution,
			deriveKey,
			hmacSignatureSecret: secrets.signature,
			hmacKeySignatureSecret: secrets.keySignature,
		})
	} catch {
		return captchaRefusal('invalid')
	}
	const expiresAtMs = challenge.parameters.expiresAt * 1000
	if (result.expired) return captchaRefusal('expired')
	if (!result.verified) return captchaRefusal('invalid')
	if (expiresAtMs <= now.getTime()) return captchaRefusal('expired')
	const hash = crypto.createHash('sha256').update(challenge.signature).digest('hex')
	const fresh = await markPayloadUsed(db, hash, new Date(expiresAtMs).toISOString())
	return fresh ? { ok: true, method: 'altcha' } : captchaRefusal('replayed')
}

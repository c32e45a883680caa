import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, test } from 'vitest'
import { createTestDatabase, testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import {
	ALTCHA_SETTINGS,
	createAltchaChallenge,
	loadMasterSecret,
	verifyAltchaPayload,
} from './altcha.server.ts'
import { CHALLENGE_TTL_MS } from './captcha.ts'

/** Solves a challenge as the widget does and encodes the payload it would post. */
async function solve(challenge: Challenge) {
	const solution = await solveChallenge({ challenge, deriveKey })
	if (!solution) throw new Error('could not solve the challenge')
	return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }
}

function encode(payload: unknown): string {
	return Buffer.from(JSON.stringify(payload)).toString('base64')
}

describe.each(testDialects)('ALTCHA challenges on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('a challenge is signed, expires after 10 minutes and asks for bounded work', async () => {
		const now = new Date()
		const challenge = await createAltchaChallenge(t.db, now)
		expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
		expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: ALTCHA_SETTINGS.cost })
		expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000))
		const { solution } = await solve(challenge)
		expect(solution.counter).toBeGreaterThanOrEqual(ALTCHA_SETTINGS.counterMin)
		expect(solution.counter).toBeLessThanOrEqual(ALTCHA_SETTINGS.counterMax)
	})

	test('a valid solution is accepted once and refused on replay', async () => {
		const now = new Date()
		const payload = encode(await solve(await createAltchaChallenge(t.db, now)))
		expect(await verifyAltchaPayload(t.db, payload, now)).toEqual({ ok: true, method: 'altcha' })
		expect(await verifyAltchaPayload(t.db, payload, new Date(now.getTime() + 1000))).toMatchObject({
			ok: false,
			reason: 'replayed',
			message: 'The verification failed. Please try again.',
		})
		const used = await t.db.selectFrom('captcha_used_payloads').selectAll().execute()
		expect(used).toHaveLength(1)
		expect(used[0]?.hash).toMatch(/^[0-9a-f]{64}$/)
	})

	test('forged, tampered and malformed payloads are refused and nothing is recorded', async () => {
		const now = new Date()
		const genuine = await solve(await createAltchaChallenge(t.db, now))
		const forged = {
			challenge: { parameters: { ...genuine.challenge.parameters }, signature: 'ab'.repeat(32) },
			solution: genuine.solution,
		}
		const cheaper = {
			challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, cost: 1 } },
			solution: genuine.solution,
		}
		const longer = {
			challenge: {
				...genuine.challenge,
				parameters: {
					...genuine.challenge.parameters,
					expiresAt: genuine.challenge.parameters.expiresAt! + 86_400,
				},
			},
			solution: genuine.solution,
		}
		const wrongKey = { ...genuine, solution: { ...genuine.solution, derivedKey: 'ff'.repeat(32) } }
		const widgetTestMode = { challenge: null, solution: null, test: true }
		for (const payload of [
			encode(forged),
			encode(cheaper),
			encode(longer),
			encode(wrongKey),
			encode(widgetTestMode),
			'bm90IGpzb24=',
			'%%%',
			'A'.repeat(10_000),
		]) {
			expect(await verifyAltchaPayload(t.db, payload, now), payload.slice(0, 40)).toMatchObject({
				ok: false,
				reason: 'invalid',
			})
		}
		expect(await t.db.selectFrom('captcha_used_payloads').selectAll().execute()).toHaveLength(0)
		// The genuine payload is still good afterwards.
		expect(await verifyAltchaPayload(t.db, encode(genuine), now)).toMatchObject({ ok: true })
	})

	test('a challenge solved after it expired is refused', async () => {
		const issuedAt = new Date(Date.now() - CHALLENGE_TTL_MS - 60_000)
		const payload = encode(await solve(await createAltchaChallenge(t.db, issuedAt)))
		expect(await verifyAltchaPayload(t.db, payload, new Date())).toMatchObject({
			ok: false,
			reason: 'expired',
			message: 'The verification has expired. Please try again.',
		})
		// Also by the server's own clock, with a challenge still valid by the wall clock.
		const fresh = encode(await solve(await createAltchaChallenge(t.db, new Date())))
		const later = new Date(Date.now() + CHALLENGE_TTL_MS + 1000)
		expect(await verifyAltchaPayload(t.db, fresh, later)).toMatchObject({ ok: false, reason: 'expired' })
	})

	test('a challenge signed with another secret is refused', async () => {
		const other = await createTestDatabase('sqlite')
		try {
			const now = new Date()
			const payload = encode(await solve(await createAltchaChallenge(other.db, now)))
			expect(await verifyAltchaPayload(t.db, payload, now)).toMatchObject({ ok: false, reason: 'invalid' })
		} finally {
			await other.cleanup()
		}
	})

	test('without CAPTCHA_SECRET one random secret is generated and kept in the database', async () => {
		const [a, b] = await Promise.all([loadMasterSecret(t.db, undefined), loadMasterSecret(t.db, undefined)])
		expect(a).toMatch(/^[0-9a-f]{64}$/)
		expect(b).toBe(a)
		expect(await loadMasterSecret(t.db, undefined)).toBe(a)
		expect(await t.db.selectFrom('captcha_secrets').select('name').execute()).toHaveLength(1)
	})

	test('a configured CAPTCHA_SECRET is used as is and never stored', async () => {
		const configured = 'a-configured-secret-of-at-least-32-characters'
		expect(await loadMasterSecret(t.db, configured)).toBe(configured)
		expect(await t.db.selectFrom('captcha_secrets').select('name').execute()).toHaveLength(0)
	})

	test('expired used-payload records are purged when challenges are issued', async () => {
		const now = new Date()
		await t.db
			.insertInto('captcha_used_payloads')
			.values([
				{ hash: 'old', expires_at: new Date(now.getTime() - 1000).toISOString() },
				{ hash: 'live', expires_at: new Date(now.getTime() + 60_000).toISOString() },
			])
			.execute()
		await createAltchaChallenge(t.db, now)
		const left = await t.db.selectFrom('captcha_used_payloads').select('hash').execute()
		expect(left.map((r) => r.hash)).toEqual(['live'])
	})
})

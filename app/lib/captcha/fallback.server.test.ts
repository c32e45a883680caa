import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { CHALLENGE_TTL_MS } from './captcha.ts'
import { createFallbackChallenge, verifyFallbackAnswer } from './fallback.server.ts'

/** Computes the answer of "What is a + b?". */
function answerOf(question: string): string {
	const match = /^What is (\d) \+ (\d)\?$/.exec(question)
	if (!match) throw new Error(`unexpected question: ${question}`)
	return String(Number(match[1]) + Number(match[2]))
}

describe.each(testDialects)('fallback question on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('the right answer is accepted once; the question is then gone', async () => {
		const now = new Date()
		const challenge = await createFallbackChallenge(t.db, now)
		expect(challenge.id).toMatch(/^[0-9a-f]{32}$/)
		const answer = answerOf(challenge.question)
		expect(await verifyFallbackAnswer(t.db, challenge.id, ` ${answer} `, now)).toEqual({
			ok: true,
			method: 'fallback',
		})
		expect(await verifyFallbackAnswer(t.db, challenge.id, answer, now)).toMatchObject({
			ok: false,
			reason: 'invalid',
		})
		expect(await t.db.selectFrom('captcha_fallback_challenges').select('id').execute()).toHaveLength(0)
	})

	test('a wrong answer is refused and uses the question up', async () => {
		const now = new Date()
		const challenge = await createFallbackChallenge(t.db, now)
		const answer = answerOf(challenge.question)
		const wrong = String(Number(answer) + 1)
		expect(await verifyFallbackAnswer(t.db, challenge.id, wrong, now)).toMatchObject({
			ok: false,
			reason: 'wrong-answer',
			message: 'The answer to the verification question was not right. Please answer the new question.',
		})
		expect(await verifyFallbackAnswer(t.db, challenge.id, answer, now)).toMatchObject({
			ok: false,
			reason: 'invalid',
		})
	})

	test('an answer after 10 minutes is refused', async () => {
		const issuedAt = new Date('2026-11-22T10:00:00.000Z')
		const challenge = await createFallbackChallenge(t.db, issuedAt)
		const late = new Date(issuedAt.getTime() + CHALLENGE_TTL_MS + 1)
		expect(await verifyFallbackAnswer(t.db, challenge.id, answerOf(challenge.question), late)).toMatchObject({
			ok: false,
			reason: 'expired',
		})
	})

	test('unknown or malformed ids are refused without a query error', async () => {
		const now = new Date()
		for (const id of ['', 'nope', '0'.repeat(32), "x' or 1=1 --"]) {
			expect(await verifyFallbackAnswer(t.db, id, '7', now)).toMatchObject({ ok: false, reason: 'invalid' })
		}
	})

	test('issuing a question deletes the expired ones', async () => {
		const start = new Date('2026-11-22T10:00:00.000Z')
		const old = await createFallbackChallenge(t.db, start)
		const fresh = await createFallbackChallenge(t.db, new Date(start.getTime() + CHALLENGE_TTL_MS + 1000))
		const ids = (await t.db.selectFrom('captcha_fallback_challenges').select('id').execute()).map((r) => r.id)
		expect(ids).toEqual([fresh.id])
		expect(ids).not.toContain(old.id)
	})
})

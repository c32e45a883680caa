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
	const usedRows = async () =>
		(await t.db.selectFrom('captcha_used_payloads').select('hash').execute()).length

	test('showing questions writes nothing; the right answer is accepted once', async () => {
		const now = new Date()
		const before = await usedRows()
		const questions = await Promise.all(Array.from({ length: 50 }, () => createFallbackChallenge(t.db, now)))
		expect(await usedRows()).toBe(before)
		const [challenge] = questions
		expect(challenge!.id).toMatch(/^\d{13}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)
		const answer = answerOf(challenge!.question)
		expect(await verifyFallbackAnswer(t.db, challenge!.id, ` ${answer} `, now)).toEqual({
			ok: true,
			method: 'fallback',
		})
		expect(await verifyFallbackAnswer(t.db, challenge!.id, answer, now)).toMatchObject({
			ok: false,
			reason: 'invalid',
		})
	})

	test('a token whose expiry lies further ahead than a question lives is refused and writes nothing', async () => {
		const now = new Date()
		const challenge = await createFallbackChallenge(t.db, now)
		const [, nonce, signature] = challenge.id.split('.')
		const forged = `${now.getTime() + CHALLENGE_TTL_MS + 60_000}.${nonce}.${signature}`
		const before = await usedRows()
		expect(await verifyFallbackAnswer(t.db, forged, '7', now)).toMatchObject({ ok: false, reason: 'invalid' })
		expect(await usedRows()).toBe(before)
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

	test('an answer after 10 minutes is refused; a token with a later expiry written in is not accepted', async () => {
		const issuedAt = new Date(Date.now() - CHALLENGE_TTL_MS - 1)
		const challenge = await createFallbackChallenge(t.db, issuedAt)
		const answer = answerOf(challenge.question)
		expect(await verifyFallbackAnswer(t.db, challenge.id, answer, new Date())).toMatchObject({
			ok: false,
			reason: 'expired',
		})
		const extended = challenge.id.replace(/^\d{13}/, String(Date.now() + CHALLENGE_TTL_MS))
		expect(await verifyFallbackAnswer(t.db, extended, answer, new Date())).toMatchObject({
			ok: false,
			reason: 'wrong-answer',
		})
	})

	test('unknown or malformed ids are refused without a query error', async () => {
		const now = new Date()
		for (const id of [
			'',
			'nope',
			'0'.repeat(32),
			"x' or 1=1 --",
			`${Date.now() + 60_000}.${'a'.repeat(22)}.${'b'.repeat(43)}`,
		]) {
			expect((await verifyFallbackAnswer(t.db, id, '7', now)).ok, id).toBe(false)
		}
	})
})

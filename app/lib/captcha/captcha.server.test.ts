import { describe, expect, test } from 'vitest'
import { solvedAltchaPayload } from '#tests/setup/captcha.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { CAPTCHA_FIELDS } from './captcha.ts'
import { createFallbackChallenge, verifyCaptcha } from './captcha.server.ts'

function form(fields: Record<string, string>): FormData {
	const data = new FormData()
	data.set('name', 'Abena Mensah')
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}

describe.each(testDialects)('verifyCaptcha on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	const solvedPayload = (now: Date) => solvedAltchaPayload(t.db, now)

	async function fallback(now: Date) {
		const challenge = await createFallbackChallenge(t.db, now)
		const [, a, b] = /(\d) \+ (\d)/.exec(challenge.question) ?? []
		return { id: challenge.id, answer: String(Number(a) + Number(b)) }
	}

	test('nothing sent: asks to complete the verification', async () => {
		expect(await verifyCaptcha(t.db, form({}), new Date())).toEqual({
			ok: false,
			reason: 'missing',
			message: 'Please answer the verification question at the end of the form, then send it again.',
		})
	})

	test('a filled honeypot is refused even with a valid solution, which stays unused', async () => {
		const now = new Date()
		const payload = await solvedPayload(now)
		expect(
			await verifyCaptcha(
				t.db,
				form({ [CAPTCHA_FIELDS.altcha]: payload, [CAPTCHA_FIELDS.honeypot]: 'x' }),
				now,
			),
		).toEqual({
			ok: false,
			reason: 'honeypot',
			message: 'Your submission could not be verified. Please try again.',
		})
		expect(await verifyCaptcha(t.db, form({ [CAPTCHA_FIELDS.altcha]: payload }), now)).toMatchObject({
			ok: true,
		})
	})

	test('accepts either a valid ALTCHA payload or a right fallback answer', async () => {
		const now = new Date()
		expect(
			await verifyCaptcha(t.db, form({ [CAPTCHA_FIELDS.altcha]: await solvedPayload(now) }), now),
		).toEqual({
			ok: true,
			method: 'altcha',
		})
		const question = await fallback(now)
		const answered = form({
			[CAPTCHA_FIELDS.fallbackId]: question.id,
			[CAPTCHA_FIELDS.fallbackAnswer]: question.answer,
		})
		expect(await verifyCaptcha(t.db, answered, now)).toEqual({ ok: true, method: 'fallback' })
		expect(await verifyCaptcha(t.db, answered, now)).toMatchObject({ ok: false, reason: 'invalid' })
	})

	test('a forged payload is refused unless the fallback question is answered', async () => {
		const now = new Date()
		const forged = Buffer.from(
			JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: {} }),
		).toString('base64')
		expect(await verifyCaptcha(t.db, form({ [CAPTCHA_FIELDS.altcha]: forged }), now)).toEqual({
			ok: false,
			reason: 'invalid',
			message: 'The verification failed. Please try again.',
		})
		const question = await fallback(now)
		const wrong = form({
			[CAPTCHA_FIELDS.altcha]: forged,
			[CAPTCHA_FIELDS.fallbackId]: question.id,
			[CAPTCHA_FIELDS.fallbackAnswer]: String(Number(question.answer) + 1),
		})
		expect(await verifyCaptcha(t.db, wrong, now)).toMatchObject({ ok: false, reason: 'wrong-answer' })
		const again = await fallback(now)
		const right = form({
			[CAPTCHA_FIELDS.altcha]: forged,
			[CAPTCHA_FIELDS.fallbackId]: again.id,
			[CAPTCHA_FIELDS.fallbackAnswer]: again.answer,
		})
		expect(await verifyCaptcha(t.db, right, now)).toEqual({ ok: true, method: 'fallback' })
	})
})

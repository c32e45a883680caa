import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { solvedAltchaPayload } from '#tests/setup/captcha.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { CAPTCHA_FIELDS, type FallbackChallenge } from './captcha/captcha.ts'
import { CLIENT_ADDRESS_HEADER } from './http/client-address.server.ts'
import { readPublicFormWith } from './public-form.server.ts'

const Schema = z.object({
	email: z.string({ error: 'Email is required' }).pipe(z.email('Enter a valid email address')),
})

let addresses = 0

/** A post of `fields` from an address of its own (so no test meets another's limits). */
function post(fields: Record<string, string>, address = `203.0.113.${++addresses}`) {
	return new Request('http://summit.test/next-edition', {
		method: 'POST',
		headers: { [CLIENT_ADDRESS_HEADER]: address },
		body: new URLSearchParams(fields),
	})
}

/** The sum a question asks for, e.g. "What is 4 + 7?" → "11". */
function sumOf(question: FallbackChallenge): string {
	const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(question.question) ?? []
	return String(Number(a) + Number(b))
}

describe.each(testDialects)('a public form’s captcha on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	const read = (request: Request) => readPublicFormWith(t.db, request, 'interest', Schema)

	/** Reads `request`, expecting a refusal; returns its reply. */
	async function refused(request: Request) {
		const outcome = await read(request)
		if (outcome.ok) throw new Error('expected a refusal')
		return outcome.failure
	}

	test('a submission without a solution comes back with the input kept and a question; its right answer passes', async () => {
		const first = await refused(post({ email: 'ama@example.com' }))
		expect(first.status).toBe(400)
		expect(first.reply.message).toBe(
			'Please answer the verification question at the end of the form, then send it again.',
		)
		expect(first.reply.result.initialValue).toEqual({ email: 'ama@example.com' })
		const question = first.reply.question
		if (!question) throw new Error('expected a question')
		expect(question.question).toMatch(/^What is \d+ \+ \d+\?$/)

		const answered = await read(
			post({
				email: 'ama@example.com',
				[CAPTCHA_FIELDS.fallbackId]: question.id,
				[CAPTCHA_FIELDS.fallbackAnswer]: sumOf(question),
			}),
		)
		expect(answered).toMatchObject({ ok: true, value: { email: 'ama@example.com' } })
	})

	test('invalid fields without a solution: the field errors and a question in one answer', async () => {
		const reply = await refused(post({ email: 'not an address' }))
		expect(reply.reply.result.error).toEqual({ email: ['Enter a valid email address'] })
		expect(reply.reply.question?.question).toMatch(/^What is/)
	})

	test('a wrong answer, a forged question and a reused one are refused the same way: input kept, a new question', async () => {
		const first = (await refused(post({ email: 'kofi@example.com' }))).reply.question!
		const wrong = await refused(
			post({
				email: 'kofi@example.com',
				[CAPTCHA_FIELDS.fallbackId]: first.id,
				[CAPTCHA_FIELDS.fallbackAnswer]: String(Number(sumOf(first)) + 1),
			}),
		)
		expect(wrong.reply.message).toBe(
			'The answer to the verification question was not right. Please answer the new question.',
		)
		expect(wrong.reply.result.initialValue).toEqual({ email: 'kofi@example.com' })
		expect(wrong.reply.question?.id).not.toBe(first.id)

		// The question answered wrongly is used up: its right answer no longer passes.
		const reused = await refused(
			post({
				email: 'kofi@example.com',
				[CAPTCHA_FIELDS.fallbackId]: first.id,
				[CAPTCHA_FIELDS.fallbackAnswer]: sumOf(first),
			}),
		)
		expect(reused.reply.message).toBe('The verification failed. Please try again.')
		expect(reused.reply.question?.question).toMatch(/^What is/)

		const forgedId = `${Date.now() + 60_000}.${'a'.repeat(22)}.${'b'.repeat(43)}`
		const forged = await refused(
			post({
				email: 'kofi@example.com',
				[CAPTCHA_FIELDS.fallbackId]: forgedId,
				[CAPTCHA_FIELDS.fallbackAnswer]: '7',
			}),
		)
		expect(forged.status).toBe(400)
		expect(forged.reply.result.initialValue).toEqual({ email: 'kofi@example.com' })
		expect(forged.reply.question?.question).toMatch(/^What is/)
	})

	test('a good widget solution with invalid fields asks no question: the widget solves again on the page', async () => {
		const payload = await solvedAltchaPayload(t.db, new Date())
		const reply = await refused(post({ email: 'nope', [CAPTCHA_FIELDS.altcha]: payload }))
		expect(reply.reply.question).toBeUndefined()
		// The solution was not used up by the refusal: sent again with the fields put right, it passes.
		expect(await read(post({ email: 'esi@example.com', [CAPTCHA_FIELDS.altcha]: payload }))).toMatchObject({
			ok: true,
		})
	})

	test('a forged widget solution is refused with the input kept and a question', async () => {
		const forged = Buffer.from(
			JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: {} }),
		).toString('base64')
		const reply = await refused(post({ email: 'yaw@example.com', [CAPTCHA_FIELDS.altcha]: forged }))
		expect(reply.reply.message).toBe('The verification failed. Please try again.')
		expect(reply.reply.result.initialValue).toEqual({ email: 'yaw@example.com' })
		expect(reply.reply.question?.question).toMatch(/^What is/)
	})
})

import fs from 'node:fs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { isUnsent } from '#app/lib/http/unsent.ts'
import { keepInputWhenUnsent, SUBMIT_TIMEOUT_MS, unsentMessage } from './offline-submit.ts'

const MESSAGE = unsentMessage('registration', 'Register')

/** A registration form's post, as the browser's `clientAction` receives it. */
function posted() {
	return new Request('http://summit.test/register', {
		method: 'POST',
		body: new URLSearchParams({ name: 'Ama Boakye', email: 'ama@example.com', altcha: 'payload' }),
	})
}

describe('keepInputWhenUnsent', () => {
	afterEach(() => {
		vi.useRealTimers()
	})

	test("the server's answer, when it comes in time, is the answer", async () => {
		const answer = { redirected: '/?registered=1' }
		expect(await keepInputWhenUnsent(posted(), async () => answer, MESSAGE)).toBe(answer)
	})

	test('a network failure answers the form itself: its input kept, the message, marked unsent', async () => {
		const reply = await keepInputWhenUnsent(
			posted(),
			() => Promise.reject(new TypeError('Failed to fetch')),
			MESSAGE,
		)
		expect(isUnsent(reply)).toBe(true)
		expect(reply).toMatchObject({
			message: MESSAGE,
			result: {
				status: 'error',
				initialValue: { name: 'Ama Boakye', email: 'ama@example.com' },
				error: { '': [MESSAGE] },
			},
		})
	})

	test('no answer within the timeout answers the same way, without waiting for the server', async () => {
		vi.useFakeTimers()
		const never = new Promise<never>(() => {})
		const reply = keepInputWhenUnsent(posted(), () => never, MESSAGE)
		await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1)
		let settled = false
		void reply.then(() => (settled = true))
		await vi.advanceTimersByTimeAsync(0)
		expect(settled).toBe(false)
		await vi.advanceTimersByTimeAsync(1)
		expect(isUnsent(await reply)).toBe(true)
	})

	test('any other failure is rethrown (the error page), not taken for a lost connection', async () => {
		const refused = new Response('Forbidden', { status: 403 })
		await expect(keepInputWhenUnsent(posted(), () => Promise.reject(refused), MESSAGE)).rejects.toBe(refused)
	})
})

describe('unsentMessage', () => {
	test('says the submission may not have arrived, that the input is kept, and what to press', () => {
		expect(unsentMessage('partnership enquiry', 'Submit Enquiry')).toBe(
			'Your partnership enquiry may not have reached us: the connection dropped. Your details are still in the form. Press Submit Enquiry again once you are back online.',
		)
	})

	test("a registration's says its confirmation e-mail tells that it arrived", () => {
		expect(unsentMessage('group registration', 'Register the group')).toContain(
			'if our confirmation e-mail has reached you by then, it did reach us and there is no need.',
		)
	})
})

test("the page sent without React gives up on a submission after the React twin's timeout", () => {
	const script = fs.readFileSync(
		new URL('../../../components/static-page-script.js', import.meta.url),
		'utf8',
	)
	expect(script).toContain(`const SUBMIT_TIMEOUT_MS = ${SUBMIT_TIMEOUT_MS}\n`)
})

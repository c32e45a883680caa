import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { formReply } from './form-outcome.server.ts'
import { alertReplies, dialogReplies, passwordReplies, submitForm } from './form-submission.server.ts'
import { SERVER_ERROR } from './network-error.ts'

const Schema = z.object({ title: z.string({ error: 'Title is required' }), password: z.string().optional() })

function form(values: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(values)) formData.append(name, value)
	return parseWithZod(formData, { schema: Schema })
}

const saved = (value: { title: string }) => ({ redirectTo: `/saved/${value.title}` })

describe('submitForm', () => {
	test('invalid fields answer 400 with the field messages and save nothing', async () => {
		let calls = 0
		const outcome = await submitForm(form({}), alertReplies, {
			save: async () => calls++,
			answer: () => ({ redirectTo: '/' }),
		})
		expect(calls).toBe(0)
		expect(outcome).toMatchObject({
			status: 400,
			reply: { result: { error: { title: ['Title is required'] } } },
		})
	})

	test('a valid form is saved and answered; refusals add their messages', async () => {
		const ok = await submitForm(form({ title: 'Panel' }), alertReplies, {
			save: async (value) => value,
			answer: (value) => saved(value),
		})
		expect(ok).toEqual({ redirectTo: '/saved/Panel' })
		const refused = await submitForm(form({ title: 'Panel' }), dialogReplies, {
			save: async () => 'taken',
			answer: (_result, reply) => formReply(409, reply({ fieldErrors: { title: ['Taken.'] } })),
		})
		expect(refused).toMatchObject({
			status: 409,
			reply: { dialog: null, result: { error: { title: ['Taken.'] } } },
		})
	})

	test('a save that throws answers 500 "Server Error" when it has a log line, else rethrows', async () => {
		const failing = async () => {
			throw new Error('database unreachable')
		}
		const alert = await submitForm(form({ title: 'Panel' }), alertReplies, {
			save: failing,
			failure: 'Test save failed',
			answer: () => ({ redirectTo: '/' }),
		})
		expect(alert).toMatchObject({ status: 500, reply: { result: { error: { '': [SERVER_ERROR] } } } })
		const dialog = await submitForm(form({ title: 'Panel' }), dialogReplies, {
			save: failing,
			failure: 'Test save failed',
			answer: () => ({ redirectTo: '/' }),
		})
		expect(dialog).toMatchObject({ status: 500, reply: { dialog: SERVER_ERROR } })
		await expect(
			submitForm(form({ title: 'Panel' }), alertReplies, {
				save: failing,
				answer: () => ({ redirectTo: '/' }),
			}),
		).rejects.toThrow('database unreachable')
	})

	test('password forms never send the password back', async () => {
		const outcome = await submitForm(form({ password: 'secret-secret' }), passwordReplies, {
			save: async () => null,
			answer: () => ({ redirectTo: '/' }),
		})
		expect(JSON.stringify(outcome)).not.toContain('secret-secret')
	})
})

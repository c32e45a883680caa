/**
 * The steps both public forms (registration, partnership enquiry) take before they write: the
 * per-address limit, the schema, then the captcha (spec §5, issue 3, issue 7 §2), and the one shape
 * of their failure replies, so the form re-renders with the visitor's input kept (the captcha
 * fields are never echoed back).
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import type { Database } from '#app/db/connect.server.ts'
import { CAPTCHA_FIELD_NAMES } from '#app/lib/captcha/captcha.ts'
import { verifyCaptcha } from '#app/lib/captcha/captcha.server.ts'
import { limitFormSubmissions } from '#app/lib/http/form-rate-limit.server.ts'

export const CORRECT_THE_FIELDS = 'Please correct the highlighted fields.'

/**
 * A failure reply: the form's result (field errors, plus `message` as the form error when given),
 * the message the page shows, and `at` so the same message twice still shows again.
 */
export function publicFormFailure(
	submission: Submission<unknown, string[], unknown>,
	status: number,
	message?: string,
) {
	return data(
		{
			result: submission.reply({
				...(message ? { formErrors: [message] } : {}),
				hideFields: CAPTCHA_FIELD_NAMES,
			}),
			message: message ?? CORRECT_THE_FIELDS,
			at: Date.now(),
		},
		{ status },
	)
}

/**
 * Reads a public form: throws the 429 response when the address has sent `form` too often; answers
 * `{ ok: false, reply }` (400) for invalid fields or a refused captcha, having written nothing;
 * else `{ ok: true, submission, value, now }` with the parsed input.
 */
export async function readPublicForm<Schema extends z.ZodType<Record<string, unknown>>>(
	db: Database,
	request: Request,
	form: 'registration' | 'partnership',
	schema: Schema,
) {
	await limitFormSubmissions(db, form, request)
	const formData = await request.formData()
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success')
		return { ok: false as const, reply: publicFormFailure(submission, 400) }
	const now = new Date()
	// Before any write: a refused captcha stores nothing and keeps the input.
	const captcha = await verifyCaptcha(db, formData, now)
	if (!captcha.ok) return { ok: false as const, reply: publicFormFailure(submission, 400, captcha.message) }
	return { ok: true as const, submission, value: submission.value, now }
}

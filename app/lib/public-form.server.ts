/**
 * The steps the public forms (registration, partnership enquiry, interest list) take before they
 * write: the per-address limits, the schema, then the captcha (docs/security.md), and the one shape
 * of their failure replies, so the form re-renders with the visitor's input kept (the captcha
 * fields are never echoed back, and the reply to a submission without a widget solution carries a
 * fallback question, ADR 0050); and `submitPublicForm`, those steps then the save, a failed save
 * answered with the page's message. `readPublicForm` and `submitPublicForm` work on the app's own
 * database (`db`); `readPublicFormWith` takes one (for tests).
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { db } from '#app/db/db.server.ts'
import type { Database } from '#app/db/handle.ts'
import { CAPTCHA_FIELD_NAMES, type CaptchaQuestion } from '#app/lib/captcha/captcha.ts'
import { questionFor, verifyCaptcha } from '#app/lib/captcha/captcha.server.ts'
import { env } from '#app/lib/env.server.ts'
import { clientAddress } from '#app/lib/http/client-address.server.ts'
import { type FormOutcome, formReply } from '#app/lib/form-outcome.server.ts'
import {
	countAcceptedSubmission,
	type LimitedForm,
	limitFormSubmissions,
} from '#app/lib/http/form-rate-limit.server.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { logger } from '#app/lib/logger.server.ts'

/**
 * A failure reply with `status`: the form's result (field errors, plus `message` as the form error
 * when given, and `fieldErrors` by field name found after the form's own checks), the message the
 * page shows, the captcha's `question` (`questionFor`), and `at` so the same message twice still
 * shows again.
 */
export function publicFormFailure(
	submission: Submission<unknown, string[], unknown>,
	status: number,
	{
		message,
		fieldErrors,
		question,
	}: { message?: string; fieldErrors?: Record<string, string[]>; question?: CaptchaQuestion } = {},
) {
	return formReply<{
		result: ReturnType<typeof submission.reply>
		message: string
		question?: CaptchaQuestion
		at: number
	}>(status, {
		result: submission.reply({
			...(message ? { formErrors: [message] } : {}),
			...(fieldErrors ? { fieldErrors } : {}),
			hideFields: CAPTCHA_FIELD_NAMES,
		}),
		message: message ?? m.forms_correct_fields(),
		question,
		at: Date.now(),
	})
}

type PublicForm = LimitedForm

/** What a public form's answers are: `publicFormFailure`'s shape. */
type PublicFormReply = ReturnType<typeof publicFormFailure>

/**
 * A public form's answer that needs neither its schema nor its captcha, or null to go on: a button
 * that changes the form on the page (the group form's rows) and stores nothing. It gets the posted
 * fields, after the attempt was counted against the address.
 */
export type EarlyAnswer = (formData: FormData) => PublicFormReply | null

/**
 * Reads a public form on `db`: counts the attempt and throws the 429 response when the address has
 * sent `form` too often (every post counts, whatever it asks for); answers `{ ok: false, failure }`
 * with `early`'s answer when it has one, or (400) for invalid fields or a refused captcha, having
 * written nothing; else `{ ok: true, submission, value, now, question }` with the parsed input.
 * `question` gives the captcha's question for a later failure reply to this submission: the answer
 * to a submission without a widget solution always carries one (ADR 0050), as does a refused
 * captcha's; a question answered is used up, so a refusal after it (a duplicate, a failed save)
 * asks a new one.
 */
export async function readPublicFormWith<Schema extends z.ZodType<Record<string, unknown>>>(
	db: Database,
	request: Request,
	form: PublicForm,
	schema: Schema,
	early?: EarlyAnswer,
) {
	await limitFormSubmissions(db, form, request)
	const formData = await request.formData()
	const answered = early?.(formData)
	if (answered) return { ok: false as const, failure: answered }
	const now = new Date()
	const question = (refused: boolean) =>
		questionFor(
			db,
			{ formData, refused, address: clientAddress(request), perAddress: env.CAPTCHA_QUESTIONS_PER_ADDRESS },
			now,
		)
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success')
		return {
			ok: false as const,
			failure: publicFormFailure(submission, 400, { question: await question(false) }),
		}
	// Before any write: a refused captcha stores nothing and keeps the input.
	const captcha = await verifyCaptcha(db, formData, now)
	if (!captcha.ok) {
		const asked = await question(true)
		// Past the address's share of questions there is none to answer: the message says so.
		const message =
			asked === null && captcha.reason === 'missing' ? m.forms_captcha_paused_submit() : captcha.message
		return { ok: false as const, failure: publicFormFailure(submission, 400, { message, question: asked }) }
	}
	return { ok: true as const, submission, value: submission.value, now, question: () => question(false) }
}

/** `readPublicFormWith` on the app's own database. */
export function readPublicForm<Schema extends z.ZodType<Record<string, unknown>>>(
	request: Request,
	form: PublicForm,
	schema: Schema,
	early?: EarlyAnswer,
) {
	return readPublicFormWith(db, request, form, schema, early)
}

/**
 * Reads a public form of `request` on the app's own database (`readPublicForm`, with `steps.early`
 * answering first when it can), then saves it with `save(value, now)`. A save that throws is logged (`failure.log`) and answers 500 with
 * `failure.message`, the input kept; otherwise `answer` turns the save's result into the redirect, or
 * into a refusal with `refuse(status, message, fieldErrors?)`. A redirect (the submission was accepted) counts
 * against the address's accepted limit (`lib/http/form-rate-limit.server.ts`) and goes to the
 * page's language (`/?registered=1` answered to /fr/register goes to `/fr?registered=1`).
 */
export async function submitPublicForm<Schema extends z.ZodType<Record<string, unknown>>, Saved>(
	request: Request,
	form: PublicForm,
	schema: Schema,
	steps: {
		early?: EarlyAnswer
		save: (value: z.output<Schema>, now: Date) => Promise<Saved>
		failure: { log: string; message: string }
		answer: (
			saved: Saved,
			refuse: (status: number, message: string, fieldErrors?: Record<string, string[]>) => PublicFormReply,
		) => FormOutcome<PublicFormReply['reply']>
	},
): Promise<FormOutcome<PublicFormReply['reply']>> {
	const read = await readPublicForm(request, form, schema, steps.early)
	if (!read.ok) return read.failure
	let saved: Saved
	try {
		saved = await steps.save(read.value, read.now)
	} catch (error) {
		logger.error({ err: error }, steps.failure.log)
		return publicFormFailure(read.submission, 500, {
			message: steps.failure.message,
			// The database may be what failed: then no question, rather than an error page.
			question: await read.question().catch(() => undefined),
		})
	}
	const outcome = steps.answer(saved, (status, message, fieldErrors) =>
		publicFormFailure(read.submission, status, { message, fieldErrors }),
	)
	// A refusal asks a new question when the captcha was answered with one (it is used up).
	if ('reply' in outcome) return { ...outcome, reply: { ...outcome.reply, question: await read.question() } }
	// Only a submission stored and answered with success counts against the address's accepted limit.
	if ('redirectTo' in outcome) {
		await countAcceptedSubmission(db, form, request).catch((error: unknown) =>
			logger.error({ err: error }, 'Accepted submission not counted'),
		)
		// The thank-you page in the language of the form's page: `/?registered=1` → `/fr?registered=1`.
		return { ...outcome, redirectTo: localizedPath(outcome.redirectTo, currentLocale()) }
	}
	return outcome
}

/**
 * A public form's `failure` when its save throws: logged (in English) as "`what` could not be
 * stored", and the visitor told `message` ("We could not save your registration just now. Please
 * try again in a moment.", in the request's language), their input kept.
 */
export function storeFailure(what: string, message: string): { log: string; message: string } {
	return { log: `${what} could not be stored`, message }
}

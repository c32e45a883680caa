/**
 * What a public form does in the browser when its submission, or the answer to it, is lost on the
 * way (the connection dropped, the phone is offline, no answer within `SUBMIT_TIMEOUT_MS`): the page
 * stays, with the input and one message (ADR 0051). Two twins:
 *
 * - A page sent without React: `static-page-script.js` sends the form itself (`fetch`, the form's
 *   fields and its submitter, its method, action and encoding) and follows the answer as the browser
 *   would (a redirect loaded, any other answer shown as the page); a failure keeps the form and
 *   shows the message in it (`[data-unsent-message]`).
 * - A page React renders (reached by client navigation): the route's `clientAction` wraps the
 *   server's with `keepInputWhenUnsent`; a failure answers the form itself with its input and the
 *   message, instead of the error page, and the routes on the page do not reload their data
 *   (`revalidateUnlessUnsent`, lib/http/unsent.ts).
 *
 * Whether a request that left just before the drop was stored cannot be known here: the message
 * says so, and where a registration's confirmation e-mail tells. Sending it again stores nothing
 * twice (ADR 0051).
 */
import type { SubmissionResult } from '@conform-to/react'
import type { CaptchaQuestion } from '#app/lib/captcha/captcha.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { isNetworkFailure } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import type { Unsent } from '#app/lib/http/unsent.ts'

/** A public form's last answer from the server (`publicFormFailure`). */
export interface PublicFormReply {
	result: SubmissionResult<string[]>
	message: string
	/** The captcha's question for the next submission (`CaptchaQuestion`). */
	question?: CaptchaQuestion
	at: number
}

/**
 * How long a submission may take, its answer included, before the page gives up on it and keeps the
 * form (ADR 0051); `static-page-script.js` has the same figure.
 */
export const SUBMIT_TIMEOUT_MS = 30_000

/** What a public form's submission is, as its message names it. */
export type UnsentSubject = 'registration' | 'group registration' | 'partnership enquiry' | 'address'

const SUBJECTS: Record<UnsentSubject, () => string> = {
	registration: m.forms_subject_registration,
	'group registration': m.forms_subject_group,
	'partnership enquiry': m.forms_subject_enquiry,
	address: m.forms_subject_address,
}

/**
 * The message of a form whose submission or answer was lost, in the current language; `what` names
 * the submission and `button` is its submit button's text (in the same language). A registration is
 * confirmed by e-mail, so its message says that such an e-mail means it arrived.
 */
export function unsentMessage(what: UnsentSubject, button: string): string {
	const inputs = { what: SUBJECTS[what](), button }
	return what.endsWith('registration') ? m.forms_unsent_registration(inputs) : m.forms_unsent_other(inputs)
}

/** What `keepInputWhenUnsent`'s timer resolves to: no answer in time. */
const TIMED_OUT = Symbol('timed out')

/**
 * Runs `serverAction`; when the network fails, or no answer comes within `timeoutMs`
 * (`SUBMIT_TIMEOUT_MS`), resolves instead a reply that keeps the posted input (read from `request`)
 * and shows `message` in the form's Error dialog. Other errors are rethrown.
 */
export async function keepInputWhenUnsent<Answer>(
	request: Request,
	serverAction: () => Promise<Answer>,
	message: string,
	timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<Answer | (PublicFormReply & Unsent)> {
	const formData = await request.clone().formData()
	let timer: ReturnType<typeof setTimeout> | undefined
	const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
		timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
	})
	try {
		const answer = await Promise.race([serverAction(), timedOut])
		if (answer !== TIMED_OUT) return answer
	} catch (error) {
		if (!isNetworkFailure(error)) throw error
	} finally {
		clearTimeout(timer)
	}
	// Any shape: only the posted input is wanted back, not a verdict on it.
	const submission = parseWithZod(formData, { schema: z.looseObject({}) })
	return { result: submission.reply({ formErrors: [message] }), message, at: Date.now(), unsent: true }
}

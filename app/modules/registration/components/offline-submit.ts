/**
 * What a public form does in the browser when its submission never reaches the server (the
 * connection dropped, the phone is offline). Two cases, one message each:
 *
 * - A page React renders (reached by client navigation): the route's `clientAction` wraps the
 *   server's with `keepInputWhenUnsent`; a network failure answers the form itself with its input
 *   and the message, instead of the error page, and the routes on the page do not reload their data
 *   (`revalidateUnlessUnsent`, lib/http/unsent.ts).
 * - A page sent without React: `static-page-script.js` checks the connection (`/healthz`)
 *   before letting the browser send the form, and shows the same message in the form.
 *
 * Whether a request that left just before the drop was stored cannot be known here; the message
 * says where to look (the confirmation e-mail).
 */
import type { SubmissionResult } from '@conform-to/react'
import type { CaptchaQuestion } from '#app/lib/captcha/captcha.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { isNetworkFailure } from '#app/components/error-boundary.tsx'
import type { Unsent } from '#app/lib/http/unsent.ts'

/** A public form's last answer from the server (`publicFormFailure`). */
export interface PublicFormReply {
	result: SubmissionResult<string[]>
	message: string
	/** The captcha's question for the next submission (`CaptchaQuestion`). */
	question?: CaptchaQuestion
	at: number
}

/** The message of a form that was not sent; `button` is its submit button's text. */
export function unsentMessage(what: string, button: string): string {
	return `Your ${what} was not sent: the connection dropped. Your details are still in the form. Press ${button} again once you are back online.`
}

/**
 * Runs `serverAction`; when the network fails, resolves instead a reply that keeps the posted input
 * (read from `request`) and shows `message` in the form's Error dialog. Other errors are rethrown.
 */
export async function keepInputWhenUnsent<Answer>(
	request: Request,
	serverAction: () => Promise<Answer>,
	message: string,
): Promise<Answer | (PublicFormReply & Unsent)> {
	const formData = await request.clone().formData()
	try {
		return await serverAction()
	} catch (error) {
		if (!isNetworkFailure(error)) throw error
		// Any shape: only the posted input is wanted back, not a verdict on it.
		const submission = parseWithZod(formData, { schema: z.looseObject({}) })
		return { result: submission.reply({ formErrors: [message] }), message, at: Date.now(), unsent: true }
	}
}

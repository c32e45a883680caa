/**
 * What a page's form function (`app/modules/<entity>/<entity>-pages.server.ts`) answers, and the one
 * response a route's action makes of it (docs/architecture.md, "Routes are thin"): either the page's
 * data with a 4xx/5xx status (the form stays on screen with the input kept; React Router does not
 * reload the page's loaders after such a status), or a redirect, with a one-time toast and cookies.
 */
import { data, redirect } from 'react-router'
import { setToastCookie, type Toast } from './toast.server.ts'

/** The page's own data for the form, with the status to answer it with (400, 404, 409, 500…). */
export interface FormReply<Reply> {
	status: number
	reply: Reply
}

/** Where to go after the form was handled, with the toast to show there and cookies to set. */
export interface FormRedirect {
	redirectTo: string
	toast?: Omit<Toast, 'id'>
	/** `Set-Cookie` values, e.g. a new auth session. */
	cookies?: string[]
}

export type FormOutcome<Reply> = FormReply<Reply> | FormRedirect

/** A `FormReply`: `reply` answered with `status`. */
export function formReply<Reply>(status: number, reply: Reply): FormReply<Reply> {
	return { status, reply }
}

/** The action's response for `outcome`: its data with its status, or the redirect. */
export async function formResponse<Reply>(outcome: FormOutcome<Reply>) {
	if ('reply' in outcome) return data(outcome.reply, { status: outcome.status })
	const headers = new Headers()
	for (const cookie of outcome.cookies ?? []) headers.append('Set-Cookie', cookie)
	if (outcome.toast) headers.append('Set-Cookie', await setToastCookie(outcome.toast))
	return redirect(outcome.redirectTo, { headers })
}

/**
 * The message box at the top of a back office form: the form's own errors from the server ("Server
 * Error", a refusal), the network failure of its `clientAction` ("Failed to submit the event. Please
 * try again later."), or "An unexpected error occurred." when the server answered with a failure that
 * carries no message at all. Also `actionDataParts`, what a form route's component reads from its
 * action data.
 */
import type { SubmissionResult } from '@conform-to/react'
import { NO_MESSAGE } from '#app/lib/network-error.ts'

/** True when `result` is a failed submission without a single message (form or field). */
export function isSilentFailure(result: SubmissionResult<string[]> | undefined): boolean {
	if (result?.status !== 'error') return false
	return !Object.values(result.error ?? {}).some((messages) => messages?.length)
}

/** A message for a form's Error dialog, keyed by the time of the answer that brought it. */
export interface DialogMessage {
	message: string
	at: number
}

/** What a back-office form shows of its last answer (`actionDataParts`). */
export interface FormAnswer {
	/** The server's Conform reply, if the server answered. */
	result: SubmissionResult<string[]> | undefined
	/** The `clientAction`'s message when the request never reached the server. */
	networkError: string | undefined
	/** The Error dialog's message, if any. */
	dialog: DialogMessage | null
}

/**
 * The parts of a create/edit route's action data: the server's Conform reply (`{ result }`, with
 * `dialog` and `at` on forms with an Error dialog) or the `clientAction`'s network failure
 * (`{ networkError }`, see `networkErrorClientAction` and `clientSubmit`). `dialog` is the message
 * the Error dialog shows: the network failure, or the server's.
 */
export function actionDataParts(actionData: unknown): FormAnswer {
	const value = typeof actionData === 'object' && actionData !== null ? actionData : {}
	const at = 'at' in value && typeof value.at === 'number' ? value.at : 0
	const networkError =
		'networkError' in value && typeof value.networkError === 'string' ? value.networkError : undefined
	const serverMessage = 'dialog' in value && typeof value.dialog === 'string' ? value.dialog : null
	const message = networkError ?? serverMessage
	return {
		result: 'result' in value ? (value.result as SubmissionResult<string[]>) : undefined,
		networkError,
		dialog: message === null ? null : { message, at },
	}
}

/** The box of a form's messages (network failure first, then the form's errors), or nothing. */
export function FormAlert({
	id,
	formErrors,
	networkError,
	lastResult,
}: {
	/** The form's error id (Conform `form.errorId`), which the form's `aria-describedby` names. */
	id: string
	formErrors: string[] | undefined
	networkError?: string | undefined
	lastResult?: SubmissionResult<string[]> | undefined
}) {
	const messages = [
		...(networkError ? [networkError] : []),
		...(formErrors ?? []),
		...(!networkError && !formErrors?.length && isSilentFailure(lastResult) ? [NO_MESSAGE] : []),
	]
	if (!messages.length) return null
	return (
		<div
			id={id}
			role="alert"
			className="rounded-md border-l-4 border-red-600 bg-red-50 p-4 text-sm font-medium text-red-900"
		>
			{messages.map((message) => (
				<p key={message}>{message}</p>
			))}
		</div>
	)
}

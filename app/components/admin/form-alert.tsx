/**
 * The message box at the top of a back office form (spec §8 error catalogue; issue 5): the form's
 * own errors from the server ("Server Error", a refusal), the network failure of its
 * `clientAction` ("Failed to submit the event. Please try again later."), or "An unexpected error
 * occurred." when the server answered with a failure that carries no message at all.
 */
import type { SubmissionResult } from '@conform-to/react'
import { NO_MESSAGE } from '#app/lib/network-error.ts'

/** True when `result` is a failed submission without a single message (form or field). */
export function isSilentFailure(result: SubmissionResult<string[]> | undefined): boolean {
	if (result?.status !== 'error') return false
	return !Object.values(result.error ?? {}).some((messages) => messages?.length)
}

/**
 * The parts of a create/edit route's action data: the server's Conform reply (`{ result }`) or the
 * `clientAction`'s network failure (`{ networkError }`, see `networkErrorClientAction`).
 */
export function actionDataParts(actionData: unknown): {
	result: SubmissionResult<string[]> | undefined
	networkError: string | undefined
} {
	const value = typeof actionData === 'object' && actionData !== null ? actionData : {}
	return {
		result: 'result' in value ? (value.result as SubmissionResult<string[]>) : undefined,
		networkError:
			'networkError' in value && typeof value.networkError === 'string' ? value.networkError : undefined,
	}
}

export function FormAlert({
	id,
	formErrors,
	networkError,
	lastResult,
}: {
	/** The form's error id (Conform `form.errorId`), which the form's `aria-describedby` names. */
	id: string
	formErrors: string[] | undefined
	networkError: string | undefined
	lastResult: SubmissionResult<string[]> | undefined
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

/**
 * The message box at the top of a back office form (spec §8 error catalogue; issue 5): the form's
 * own errors from the server ("Server Error", a refusal), the network failure of its
 * `clientAction` ("Failed to submit the event. Please try again later."), or "An unexpected error
 * occurred." when the server answered with a failure that carries no message at all.
 */
import type { SubmissionResult } from '@conform-to/react'
import { type ClientActionFunctionArgs, data } from 'react-router'
import { networkErrorClientAction, NO_MESSAGE } from '#app/components/admin/network-error.ts'

/**
 * `networkErrorClientAction(message)` for a create or edit route, answering a network failure with
 * status 503. React Router revalidates every loader on the page after an action unless it answered
 * 4xx/5xx; while offline that revalidation fails too and replaces the form with the error page, so
 * the message and the input would be lost.
 *
 *   export const clientAction = formClientAction(CREATE_FAILED)
 */
export function formClientAction(message: string) {
	const reachServer = networkErrorClientAction(message)
	return async (args: { serverAction: () => Promise<unknown> }) => {
		const result = await reachServer(args as ClientActionFunctionArgs)
		const offline =
			typeof result === 'object' &&
			result !== null &&
			'networkError' in result &&
			result.networkError === message
		return offline ? data({ networkError: message }, { status: 503 }) : result
	}
}

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

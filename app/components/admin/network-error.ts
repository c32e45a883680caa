/**
 * The spec's "request cannot reach the server" messages (spec §8; issue 5 §6): a route's
 * `clientAction` wraps its server action so a network failure (offline, server down) comes back as
 * `{ networkError: message }` for the form to show, with the input kept, instead of an error page.
 *
 *   export const clientAction = networkErrorClientAction(CREATE_FAILED)
 */
import type { ClientActionFunctionArgs } from 'react-router'

export const CREATE_FAILED = 'Failed to submit the event. Please try again later.'
export const UPDATE_FAILED = 'Failed to update the event. Please try again later.'
export const SERVER_ERROR = 'Server Error'
export const NO_MESSAGE = 'An unexpected error occurred.'

/** True for the error `fetch` raises when the request never got an answer. */
export function isNetworkFailure(error: unknown): boolean {
	return error instanceof TypeError
}

/** A `clientAction` that returns `{ networkError: message }` when the server cannot be reached. */
export function networkErrorClientAction(message: string) {
	return async ({ serverAction }: ClientActionFunctionArgs) => {
		try {
			return await serverAction()
		} catch (error) {
			if (isNetworkFailure(error)) return { networkError: message }
			throw error
		}
	}
}

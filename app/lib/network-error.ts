/**
 * The back office's messages for a request that cannot reach the server, for a save that failed on
 * the server ("Server Error") and for a failure without a message. A route's `clientAction` wraps
 * its server action so a network failure (offline, server down) comes back as
 * `{ networkError: message }` for the form to show, with the input kept, instead of an error page.
 * Browser-safe: lib code (the upload client) and components share these texts.
 *
 *   export const clientAction = networkErrorClientAction(CREATE_FAILED)
 */
import { data } from 'react-router'

export const CREATE_FAILED = 'Failed to submit the event. Please try again later.'
export const UPDATE_FAILED = 'Failed to update the event. Please try again later.'
export const SERVER_ERROR = 'Server Error'
export const NO_MESSAGE = 'An unexpected error occurred.'

/** True for the error `fetch` raises when the request never got an answer. */
export function isNetworkFailure(error: unknown): boolean {
	return error instanceof TypeError
}

/**
 * A `clientAction` that returns `{ networkError: message, at }` with status 503 when the server cannot
 * be reached (`at`, the time, tells one failure's dialog from the next). The error status matters: after an action React Router reloads every loader of the page
 * unless the action answered 4xx/5xx, and while offline that reload would fail too and replace the
 * form (its message and input) with the error page.
 */
export function networkErrorClientAction(message: string) {
	return async ({ serverAction }: { serverAction: () => Promise<unknown> }) => {
		try {
			return await serverAction()
		} catch (error) {
			if (isNetworkFailure(error)) return data({ networkError: message, at: Date.now() }, { status: 503 })
			throw error
		}
	}
}

/**
 * A form answer made in the browser because its request never reached the server (the connection
 * dropped): it carries `unsent: true`. After it nothing on the server changed, and the network is
 * likely still down, so the routes on the page keep their data instead of reloading it (a reload
 * would fail too and replace the form, its input and message with the error page).
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router'

/** The mark of an answer made in the browser for a request the network lost. */
export interface Unsent {
	unsent: true
}

/** True when `value` is such an answer. */
export function isUnsent(value: unknown): value is Unsent {
	return typeof value === 'object' && value !== null && (value as Partial<Unsent>).unsent === true
}

/**
 * A route's `shouldRevalidate`: React Router's default, except after an unsent answer (no reload).
 */
export function revalidateUnlessUnsent({
	actionResult,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	return isUnsent(actionResult) ? false : defaultShouldRevalidate
}

/**
 * The human error page every route segment renders: the status and a plain message,
 * never a stack trace outside development.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

export function GeneralErrorBoundary() {
	const error = useRouteError()
	let title = 'Something went wrong'
	let message = 'An unexpected error occurred. Please try again in a moment.'
	if (isRouteErrorResponse(error)) {
		title =
			error.status === 404
				? 'Page not found'
				: error.status === 403
					? 'Access denied'
					: error.status === 429
						? 'Too many requests'
						: `Error ${error.status}`
		message = typeof error.data === 'string' && error.data ? error.data : error.statusText || message
	} else if (typeof window === 'undefined' || import.meta.env.DEV) {
		console.error(error)
	}
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<title>{title}</title>
			<h1 className="text-brand-900 text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-slate-700">{message}</p>
			<Link to="/" className="text-brand-700 mt-8 inline-block font-semibold underline">
				Back to Home
			</Link>
			{import.meta.env.DEV && error instanceof Error ? (
				<pre className="mt-8 overflow-auto text-left text-xs">{error.stack}</pre>
			) : null}
		</section>
	)
}

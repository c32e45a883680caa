/**
 * The human error page every route segment renders: the status and a plain message,
 * never a stack trace outside development.
 */
import { useEffect } from 'react'
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'

/**
 * True when `error` is the browser's own failure to fetch (no answer at all): a `TypeError` whose
 * message Chromium, Firefox and Safari word as "Failed to fetch", "NetworkError…", "Load failed".
 */
export function isNetworkFailure(error: unknown): boolean {
	return error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
}

/**
 * The error page. `loadDocumentWhenUnreachable` (the root's boundary, which has no site header to
 * show around a message): a navigation the network lost loads its page as a whole document instead,
 * so the browser shows the page, or its own offline page at that address to reload later.
 */
export function GeneralErrorBoundary({
	loadDocumentWhenUnreachable = false,
}: {
	loadDocumentWhenUnreachable?: boolean
}) {
	const error = useRouteError()
	const location = useLocation()
	const here = `${location.pathname}${location.search}`
	const unreachable = isNetworkFailure(error)
	useEffect(() => {
		if (unreachable && loadDocumentWhenUnreachable) window.location.assign(here)
	}, [unreachable, loadDocumentWhenUnreachable, here])
	let title = 'Something went wrong'
	let message = 'An unexpected error occurred. Please try again in a moment.'
	if (unreachable) {
		// A client navigation (or a form on a page React renders) whose request the network lost.
		return (
			<section className="mx-auto max-w-xl px-4 py-24 text-center">
				<title>This page could not be loaded</title>
				<h1 className="text-brand-900 text-3xl font-bold">This page could not be loaded</h1>
				<p className="mt-4 text-slate-700">
					The connection dropped before the page arrived. Check that you are online, then try again.
				</p>
				<a
					href={here}
					className="bg-brand-700 hover:bg-brand-800 mt-8 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white"
				>
					Try again
				</a>
			</section>
		)
	}
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

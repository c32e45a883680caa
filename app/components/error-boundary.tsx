/**
 * The human error page every route segment renders: the status and a plain message,
 * never a stack trace outside development. In the page's language (ADR 0059): a public page's 404
 * and 429 show the message the loader wrote in the request's language; other statuses show the
 * status's own text on a French page.
 */
import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { useLocale } from '#app/lib/i18n/locale.ts'

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
	const locale = useLocale()
	const unreachable = isNetworkFailure(error)
	useEffect(() => {
		if (unreachable && loadDocumentWhenUnreachable) window.location.assign(here)
	}, [unreachable, loadDocumentWhenUnreachable, here])
	let title: string = m.common_error_title()
	let message: string = m.common_error_text()
	if (unreachable) {
		// A client navigation (or a form on a page React renders) whose request the network lost.
		return (
			<section className="mx-auto max-w-xl px-4 py-24 text-center">
				<title>{m.common_unreachable_title()}</title>
				<h1 className="text-brand-900 text-3xl font-bold">{m.common_unreachable_title()}</h1>
				<p className="mt-4 text-slate-700">{m.common_unreachable_text()}</p>
				<a
					href={here}
					className="bg-brand-700 hover:bg-brand-800 mt-8 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white"
				>
					{m.common_try_again()}
				</a>
			</section>
		)
	}
	if (isRouteErrorResponse(error)) {
		title =
			error.status === 404
				? m.common_not_found_title()
				: error.status === 403
					? m.common_access_denied_title()
					: error.status === 429
						? m.common_too_many_title()
						: m.common_error_status({ status: error.status })
		// A public loader's 404 and 429 say why in the page's language; other answers (a 500's
		// message is written for the log's reader) get the status's own text on a French page.
		const said = typeof error.data === 'string' && error.data ? error.data : null
		if (locale === 'en') message = said ?? (error.statusText || message)
		else
			message =
				error.status === 404
					? (said ?? m.common_not_found_text())
					: error.status === 403
						? m.common_access_denied_text()
						: error.status === 429
							? (said ?? m.common_too_many_text())
							: message
	} else if (typeof window === 'undefined' || import.meta.env.DEV) {
		console.error(error)
	}
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<title>{title}</title>
			<h1 className="text-brand-900 text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-slate-700">{message}</p>
			<SiteLink to="/" className="text-brand-700 mt-8 inline-block font-semibold underline">
				{m.common_back_to_home()}
			</SiteLink>
			{import.meta.env.DEV && error instanceof Error ? (
				<pre className="mt-8 overflow-auto text-left text-xs">{error.stack}</pre>
			) : null}
		</section>
	)
}

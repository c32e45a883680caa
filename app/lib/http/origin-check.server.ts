/**
 * Refuses state-changing requests from another origin (OWASP "verifying origin with
 * standard headers"). Browsers send `Origin` on every cross-origin POST and on same-origin ones; when
 * it is absent, `Sec-Fetch-Site` is used. Requests with neither (scripts, old clients) pass: they carry
 * no browser cookies of a victim, and the session cookie is SameSite=Lax besides.
 */
import { data, type MiddlewareFunction } from 'react-router'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** True when `request` may change state: a safe method, or sent by a page of this site. */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return true
	const origin = request.headers.get('Origin')
	if (origin && origin !== 'null') {
		let host: string
		try {
			host = new URL(origin).host
		} catch {
			return false
		}
		return host === new URL(request.url).host || host === new URL(siteUrl).host
	}
	if (origin === 'null') return false
	return notFromAnotherSite(request)
}

/**
 * True unless the browser says another site started `request`: `Sec-Fetch-Site` is `same-origin`,
 * `none` (typed, a bookmark) or absent (an old browser, a script, which carries no victim's cookie).
 */
function notFromAnotherSite(request: Request): boolean {
	const fetchSite = request.headers.get('Sec-Fetch-Site')
	return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none'
}

/** Root middleware answering 403 to a cross-origin state-changing request. */
export function originCheckMiddleware(siteUrl: string): MiddlewareFunction<Response> {
	return ({ request }) => {
		if (!isSameOriginRequest(request, siteUrl)) {
			throw data('This request came from another site and was refused.', { status: 403 })
		}
	}
}

/** What a download refused by `requireSameSiteDownload` says. */
const CROSS_SITE_DOWNLOAD = 'Exports open only from the back office itself: open the list and press Export.'

/**
 * Throws a 403 for a download of personal data (a CSV export) that a page of another site started: a
 * link or form elsewhere would otherwise be followed with the SameSite=Lax session cookie. Allowed:
 * `Sec-Fetch-Site` `same-origin` (the export button), `none` (typed, a bookmark) or absent (a
 * browser too old to send it, a script, which carries no victim's cookie).
 */
export function requireSameSiteDownload(request: Request): void {
	if (!notFromAnotherSite(request)) throw data(CROSS_SITE_DOWNLOAD, { status: 403 })
}

/**
 * The origin rule of state-changing requests (OWASP "verifying origin with standard headers"), as
 * plain functions of a request's method and headers, so that the server entry (before React Router)
 * and the root middleware (`origin-check.server.ts`) apply the same one.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What the origin check reads of a request: its method and two headers. */
export interface RequestOriginHeaders {
	method: string
	/** The `Origin` header, or null. */
	origin: string | null
	/** The `Sec-Fetch-Site` header, or null. */
	fetchSite: string | null
}

/**
 * True when a request may change state: a safe method, or sent by a page of one of `ownOrigins`
 * (the request's own origin, `https://host:port`, and the site's public one). `Origin` decides when
 * present (`null` or a malformed one never passes); without it, `Sec-Fetch-Site` (`notFromAnotherSite`).
 * The same rule as React Router's own check on actions, which compares the whole origin too.
 */
export function isSameOriginWrite(request: RequestOriginHeaders, ownOrigins: readonly string[]): boolean {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return true
	const { origin } = request
	if (origin === null) return notFromAnotherSite(request.fetchSite)
	if (origin === 'null') return false
	let parsed: string
	try {
		parsed = new URL(origin).origin
	} catch {
		return false
	}
	return ownOrigins.includes(parsed)
}

/**
 * True unless the browser says another site started `request`: `Sec-Fetch-Site` is `same-origin`,
 * `none` (typed, a bookmark) or absent (an old browser, a script, which carries no victim's cookie).
 */
export function notFromAnotherSite(fetchSite: string | null): boolean {
	return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none'
}

/** What a write refused by the origin check is told. */
export const CROSS_SITE_WRITE = 'This request came from another site and was refused.'

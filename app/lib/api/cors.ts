/**
 * Which paths are the public read API (docs/api.md, "CORS"), and the answer to a browser's CORS
 * preflight for them: any origin may read them with GET and HEAD, sending `If-None-Match` and
 * `Accept`, and may remember that for a day. The staff API (a token's registrations, enquiries and
 * check-ins) and every other path get no CORS headers, so a script of another site cannot call them.
 * Safe in the browser and on the server.
 */

/**
 * The public read API's paths (English only: the API has no `/fr`; `?lang=fr` asks for French).
 * Also the paths the page cache keeps (`server/page-cache.ts`).
 */
const PUBLIC_READ_API = [
	/^\/api\/v1\/(edition|sessions|speakers|sponsors|posts|openapi\.json|schedule\.xml|schedule\.json)$/,
	/^\/api\/v1\/(sessions|speakers|posts)\/[^/]+$/,
]

/** Whether `pathname` (as sent, without the query) is one of the public read API's. */
export function isPublicReadApi(pathname: string): boolean {
	return PUBLIC_READ_API.some((pattern) => pattern.test(pathname))
}

/** How long a browser may remember a preflight's answer, in seconds (a day). */
export const PREFLIGHT_MAX_AGE_S = 86_400

/** The headers of a preflight's answer for the public read API. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Allow-Methods': 'GET, HEAD',
	'Access-Control-Allow-Headers': 'If-None-Match, Accept',
	'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
})

/**
 * The CORS headers of an OPTIONS request's answer for `pathname`: `PREFLIGHT_HEADERS` for the public
 * read API, null (no CORS headers) for any other path.
 */
export function preflightHeaders(pathname: string): Readonly<Record<string, string>> | null {
	return isPublicReadApi(pathname) ? PREFLIGHT_HEADERS : null
}

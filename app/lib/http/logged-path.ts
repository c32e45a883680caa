/**
 * The path of a request as the logs show it (docs/security.md, "Logs"): the request log, the refusal
 * log and the error lines write this, never the URL as sent.
 */

/** Paths whose last segment is a bearer token: a ticket (`/ticket/…`) and a manage link (`/registration/…`). */
const TOKEN_PATHS = /^\/(ticket|registration)\/[^/]+?(\.data)?$/

/**
 * The path of `url` (a path, with or without a query string) as a log may show it: without its query
 * string or fragment (a searched name, a redirect), and with the token of a ticket or manage link
 * (anyone holding it opens the page) replaced by `:token`, as in `/ticket/:token` or
 * `/registration/:token.data`.
 */
export function loggedPath(url: string): string {
	const path = url.replace(/[?#][\s\S]*$/, '')
	return path.replace(
		TOKEN_PATHS,
		(_match, page: string, data: string | undefined) => `/${page}/:token${data ?? ''}`,
	)
}

/**
 * The path of a request as the logs show it (docs/security.md, "Logs"): the request log, the refusal
 * log and the error lines write this, never the URL as sent.
 */

/**
 * Paths whose second segment is a bearer token: a ticket (`/ticket/…`), a manage link
 * (`/registration/…`) and a group contact's link (`/group/…`), and the pages under them (`…/pay`),
 * in English or in French (`/fr/ticket/…`).
 */
const TOKEN_PATHS = /^(\/fr)?\/(ticket|registration|group)\/[^/]+?(\.data)?(?=\/|$)/

/**
 * The path of `url` (a path, with or without a query string) as a log may show it: without its query
 * string or fragment (a searched name, a redirect, a payment's reference), and with the token of a
 * ticket, manage or group link (anyone holding it opens the page) replaced by `:token`, as in
 * `/ticket/:token`, `/registration/:token.data` or `/group/:token/pay`.
 */
export function loggedPath(url: string): string {
	const path = url.replace(/[?#][\s\S]*$/, '')
	return path.replace(
		TOKEN_PATHS,
		(_match, french: string | undefined, page: string, data: string | undefined) =>
			`${french ?? ''}/${page}/:token${data ?? ''}`,
	)
}

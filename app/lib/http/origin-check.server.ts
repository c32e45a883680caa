/**
 * Refuses state-changing requests from another origin (the rule: `same-origin.ts`), and downloads of
 * personal data that another site started. Browsers send `Origin` on every cross-origin POST and on
 * same-origin ones; when it is absent, `Sec-Fetch-Site` is used. Requests with neither (scripts, old
 * clients) pass: they carry no browser cookies of a victim, and the session cookie is SameSite=Lax
 * besides. The server entry applies the same rule before React Router (server/main.ts); this root
 * middleware keeps it under the development server too.
 */
import { data, type MiddlewareFunction } from 'react-router'
import { logRefusal } from './refusal-log.server.ts'
import { CROSS_SITE_WRITE, isSameOriginWrite, notFromAnotherSite } from './same-origin.ts'

/** True when `request` may change state: a safe method, or sent by a page of this site (`isSameOriginWrite`). */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
	return isSameOriginWrite(
		{
			method: request.method,
			origin: request.headers.get('Origin'),
			fetchSite: request.headers.get('Sec-Fetch-Site'),
		},
		[new URL(request.url).origin, new URL(siteUrl).origin],
	)
}

/** Root middleware answering 403 to a cross-origin state-changing request. */
export function originCheckMiddleware(siteUrl: string): MiddlewareFunction<Response> {
	return ({ request }) => {
		if (!isSameOriginRequest(request, siteUrl)) refuseCrossSite(request, CROSS_SITE_WRITE)
	}
}

/** What a download refused by `requireSameSiteDownload` says. */
const CROSS_SITE_DOWNLOAD =
	'Downloads open only from the back office itself: open its screen there and download again.'

/** Throws the 403 of a cross-site request, logged as a refusal (`lib/http/refusal-log.server.ts`). */
function refuseCrossSite(request: Request, message: string): never {
	logRefusal('cross-site', { method: request.method, path: new URL(request.url).pathname, status: 403 })
	throw data(message, { status: 403 })
}

/**
 * Throws a 403 for a download of personal data (a CSV export, a mail's file) that a page of another
 * site started: a link or form elsewhere would otherwise be followed with the SameSite=Lax session
 * cookie. Every back-office download calls it first (tests/e2e/hardening.spec.ts finds them all by
 * their `Content-Disposition: attachment` and checks). Allowed:
 * `Sec-Fetch-Site` `same-origin` (the export button), `none` (typed, a bookmark) or absent (a
 * browser too old to send it, a script, which carries no victim's cookie).
 */
export function requireSameSiteDownload(request: Request): void {
	if (!notFromAnotherSite(request.headers.get('Sec-Fetch-Site')))
		refuseCrossSite(request, CROSS_SITE_DOWNLOAD)
}

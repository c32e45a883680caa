/**
 * The page cache of this server (ADR 0025): which URLs are public pages that may be kept, how a
 * page is rendered for the cache (React Router's handler, as a visitor without cookies, at the
 * site's own origin so a forged `Host` cannot end up in a kept page), and where validity comes
 * from (the content version and the editions' dates in the database).
 */
import type { IncomingMessage } from 'node:http'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { Database } from '#app/db/handle.ts'
import { PUBLIC_MAX_AGE_S } from '#app/lib/api/json-response.server.ts'
import { isPublicReadApi } from '#app/lib/api/cors.ts'
import { createPageCache } from '#app/lib/http/page-cache.server.ts'
import { unlocalizedPath } from '#app/lib/i18n/locale.ts'
import { readPageValidity } from '#app/modules/public-pages/page-validity.server.ts'

/**
 * Public pages and resources whose content is the same for every visitor: home, agenda (and its
 * calendar file), speakers and profiles, sponsors, contact, privacy, accessibility, blog lists and
 * posts, the sitemap, and the form pages (registration, group registration, partnership enquiry,
 * the next edition's list): a form's page holds no per-visitor state, its captcha question coming
 * with the answer to a submission (ADR 0050). Pages that differ per visitor (ticket, manage, group
 * contact, pay, Paystack's return) are not listed: they are never kept.
 */
const PUBLIC_PAGES = [
	/^\/$/,
	/^\/register$/,
	/^\/registrants$/,
	/^\/register\/group$/,
	/^\/add-sponsorship$/,
	/^\/next-edition$/,
	/^\/agenda$/,
	/^\/agenda\.ics$/,
	/^\/speakers$/,
	/^\/speakers\/[^/]+$/,
	/^\/sponsors$/,
	/^\/contact$/,
	/^\/privacy$/,
	/^\/accessibility$/,
	/^\/blogs$/,
	/^\/newspage\/[^/]+\/collections\/?$/,
	/^\/our\/blog\/[^/]+\/single$/,
	/^\/info$/,
	/^\/info\/[^/]+$/,
	/^\/sitemap\.xml$/,
]

/**
 * Whether `pathname` is a public page, in English or French (`/fr/speakers`), or its data for client
 * navigation (`/speakers.data`, `/_root.data`, `/fr.data`).
 */
export function isPublicPage(pathname: string): boolean {
	const page = pathname === '/_root.data' ? '/' : unlocalizedPath(pathname.replace(/\.data$/, ''))
	return PUBLIC_PAGES.some((pattern) => pattern.test(page))
}

/**
 * Whether `pathname` is a public page (`isPublicPage`) or an answer of the public read API
 * (`/api/v1/sessions`, `/api/v1/schedule.xml`…, English paths only: `isPublicReadApi`). The staff
 * API is never kept; nor is any request with a token (the cache passes on `Authorization`).
 */
export function isCacheablePath(pathname: string): boolean {
	return isPublicPage(pathname) || isPublicReadApi(pathname)
}

/** Request headers a render may read; everything else (cookies, forwarded addresses) is left out. */
const RENDER_HEADERS = ['accept', 'accept-language', 'user-agent']

export function createServerPageCache(options: {
	build: ServerBuild
	mode: string
	db: Database
	siteUrl: string
	checkEveryMs: number
	maxBytes: number
	responseHeaders: (request: IncomingMessage) => Record<string, string>
}) {
	const handler = createRequestHandler(options.build, options.mode)
	return createPageCache({
		isCacheable: (pathname) => options.maxBytes > 0 && isCacheablePath(pathname),
		isApi: isPublicReadApi,
		apiMaxAge: PUBLIC_MAX_AGE_S,
		checkEveryMs: options.checkEveryMs,
		maxBytes: options.maxBytes,
		validity: () => readPageValidity(options.db, new Date()),
		responseHeaders: options.responseHeaders,
		async render(url: string, request: IncomingMessage) {
			const headers = new Headers()
			for (const name of RENDER_HEADERS) {
				const value = request.headers[name]
				if (typeof value === 'string') headers.set(name, value)
			}
			const response = await handler(new Request(new URL(url, options.siteUrl), { headers }))
			// The cache sends its own security headers with every answer: the render's are left out,
			// so none comes twice (an API answer's `X-Content-Type-Options`).
			const kept = new Headers(response.headers)
			for (const name of Object.keys(options.responseHeaders(request))) kept.delete(name)
			return {
				status: response.status,
				headers: kept,
				body: Buffer.from(await response.arrayBuffer()),
			}
		},
	})
}

/**
 * The language of the request being answered (ADR 0059), kept for everything that request runs —
 * its loaders, its action and its render, streamed parts included — in an `AsyncLocalStorage`, so
 * the message catalogs and the formats in `lib/format.ts` need no argument. Work done outside a
 * request in someone's language (a registrant's mail, ticket, calendar entry or PDF) runs inside
 * `inLocale(locale, …)`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { data, type MiddlewareFunction } from 'react-router'
import { BASE_LOCALE, type Locale, localeOfPath, setServerLocaleSource } from './locale.ts'

const requestLocale = new AsyncLocalStorage<Locale>()
setServerLocaleSource(() => requestLocale.getStore() ?? BASE_LOCALE)

/** Runs `work` with `locale` as the current language; returns what it returns. */
export function inLocale<T>(locale: Locale, work: () => T): T {
	return requestLocale.run(locale, work)
}

/** The language of a request: its URL's (`/fr/…` is French), never its `Accept-Language`. */
export function localeOfRequest(request: Request): Locale {
	return localeOfPath(new URL(request.url).pathname)
}

/**
 * Root middleware: every request is answered in the language of its URL. A language prefix written
 * in another case (`/FR/agenda`, `/Fr`) is not French and would otherwise match the French pages
 * (React Router matches paths whatever their case): a 404, never English under a French address.
 */
export const localeMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
	const { pathname } = new URL(request.url)
	if (/^\/fr(\/|\.data$|$)/i.test(pathname) && !/^\/fr(\/|\.data$|$)/.test(pathname))
		throw data(null, { status: 404, statusText: 'Not Found' })
	return inLocale(localeOfRequest(request), next)
}

/**
 * The site's two languages and where a page's language comes from: its URL (ADR 0059). English is
 * at the site's own URLs (`/agenda`), French under `/fr` (`/fr/agenda`, `/fr` for the home page).
 * The back office, its screens and its exports stay English. Safe in the browser and on the server.
 *
 * The message catalogs (`messages/<area>/<locale>.json`, compiled to `app/paraglide/`) read the
 * language from `getLocale()`, which this module points at `currentLocale()`: in the browser the
 * address bar's path, on the server the request being answered (`locale.server.ts`), and English
 * elsewhere (a script, a test).
 */
import { useLocation } from 'react-router'
import { overwriteGetLocale } from '#app/paraglide/runtime.js'

/** The site's languages, English first: English is the language of every URL without a prefix. */
export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const BASE_LOCALE: Locale = 'en'

/** Whether `value` is one of the site's languages ("en", "fr"). */
export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The BCP 47 tag a page's `lang` and `hreflang`, and Intl's formats, use for `locale`. */
export function languageTag(locale: Locale): string {
	return locale === 'fr' ? 'fr' : 'en-GB'
}

/** The language a path is in: French under `/fr` (`/fr`, `/fr/…`), English everywhere else. */
export function localeOfPath(pathname: string): Locale {
	return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en'
}

/** A path without its language prefix: `/fr/agenda` → `/agenda`, `/fr` → `/`; others as they are. */
export function unlocalizedPath(pathname: string): string {
	if (pathname === '/fr') return '/'
	return pathname.startsWith('/fr/') ? pathname.slice(3) : pathname
}

/**
 * A site path (from the root, optionally with `?query` or `#fragment`) in `locale`: `/agenda` →
 * `/fr/agenda`, `/` → `/fr`, and the other way for English. Paths outside the public pages (the back
 * office, uploads, files such as `/sitemap.xml`) are returned unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
	const at = path.search(/[?#]/)
	const pathname = at === -1 ? path : path.slice(0, at)
	const rest = at === -1 ? '' : path.slice(at)
	if (!pathname.startsWith('/') || !isLocalizable(unlocalizedPath(pathname))) return path
	const base = unlocalizedPath(pathname)
	if (locale === BASE_LOCALE) return base + rest
	return (base === '/' ? '/fr' : `/fr${base}`) + rest
}

/** Paths that have no French twin: the back office, sign-in, files and resources. */
const UNLOCALIZED =
	/^\/(admin|auditAdminDash|uploads|api|payments\/paystack\/webhook|healthz|sw\.js|manifest\.webmanifest|icons|assets|favicon|robots\.txt|sitemap\.xml)(\/|$|\.)/

function isLocalizable(pathname: string): boolean {
	return !UNLOCALIZED.test(pathname)
}

/** Where the server's answer to "which language is this request in" comes from (`locale.server.ts`). */
let serverLocale: () => Locale = () => BASE_LOCALE

/** Called once by `locale.server.ts`: `source` answers the language of the request being served. */
export function setServerLocaleSource(source: () => Locale): void {
	serverLocale = source
}

/** The language being rendered: the address bar's in the browser, the request's on the server. */
export function currentLocale(): Locale {
	return typeof window === 'undefined' ? serverLocale() : localeOfPath(window.location.pathname)
}

overwriteGetLocale(currentLocale)

/** The language of the page being rendered, from its URL (same answer on the server and in the browser). */
export function useLocale(): Locale {
	return localeOfPath(useLocation().pathname)
}

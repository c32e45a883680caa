/**
 * The public pages `bench:public-pages` measures, taken from the one URL map (`app/routes.ts`):
 * every route under the public layout, each one either a page the bench measures or a page it
 * leaves out and why. `public-routes.test.ts` fails when a route of the public layout is in
 * neither list, so a new public page cannot be forgotten by the bench. The lists name the English
 * pages; each one's French twin (`/fr/…`, ADR 0059) is measured or left out with it.
 */
import { localizedPath } from '#app/lib/i18n/locale.ts'
import routes from '#app/routes.ts'

interface RouteNode {
	path?: string
	index?: boolean
	file: string
	children?: RouteNode[]
}

/** The file of the public layout in `app/routes.ts`: every public page is under it. */
const PUBLIC_LAYOUT = 'routes/public/layout.tsx'

/** URL patterns of the public pages the bench measures (the same for every visitor). */
export const MEASURED_PAGES = [
	'/',
	'/register',
	'/registrants',
	'/register/group',
	'/agenda',
	'/speakers',
	'/speakers/:speakerId',
	'/sponsors',
	'/add-sponsorship',
	'/contact',
	'/privacy',
	'/accessibility',
	'/next-edition',
	'/blogs',
	'/newspage/:catId/collections',
	'/our/blog/:id/single',
	'/info',
	'/info/:slug',
] as const

/** URL patterns under the public layout the bench leaves out, and why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
	'/ticket/:token': 'personal: one registrant’s ticket, never cached',
	'/registration/:token': 'personal: one registrant’s manage page',
	'/registration/:token/pay': 'personal: a Pay page',
	'/registration/:token/evaluation': 'personal: one registrant’s evaluation form',
	'/ticket/:token/pay': 'personal: a Pay page',
	'/group/:token': 'personal: one group contact’s page',
	'/group/:token/pay': 'personal: a Pay page',
	'/payments/paystack/return': 'personal: where Paystack sends one payer back',
	'/registration-cancelled': 'personal: shown to one registrant after cancelling',
	'/certificate/:number': 'personal: one delegate’s certificate, verified by its number, never cached',
	'/*': 'any other URL: the 404 page',
}

/** The English pattern of a French route's pattern: `/fr/agenda` → `/agenda`, `/fr` → `/`; others as they are. */
export function englishPattern(pattern: string): string {
	if (pattern === '/fr') return '/'
	return pattern.startsWith('/fr/') ? pattern.slice(3) : pattern
}

/** Every URL pattern under the public layout of `app/routes.ts` (leaf routes and index routes). */
export function publicRoutePatterns(): string[] {
	const out: string[] = []
	const walk = (nodes: RouteNode[], prefix: string, underPublic: boolean) => {
		for (const node of nodes) {
			const full = node.path ? (node.path.startsWith('/') ? node.path : `${prefix}/${node.path}`) : prefix
			const inside = underPublic || node.file === PUBLIC_LAYOUT
			if (node.children) walk(node.children, full, inside)
			else if (inside && node.path) out.push(full)
			else if (inside && node.index) out.push(full || '/')
		}
	}
	walk(routes as RouteNode[], '', false)
	return out
}

/**
 * The URL of each measured page, then of its French twin (`/fr/agenda` after `/agenda`), its
 * parameters filled from the demo content: the first speaker, media category, blog post and
 * practical page the sitemap (`sitemapXml`) lists, at the path the site links to (a category's with
 * its trailing slash). Throws when a parameter cannot be filled.
 */
export function measuredUrls(sitemapXml: string): { pattern: string; path: string }[] {
	return englishUrls(sitemapXml).flatMap((page) => [
		page,
		{ pattern: localizedPath(page.pattern, 'fr'), path: localizedPath(page.path, 'fr') },
	])
}

function englishUrls(sitemapXml: string): { pattern: string; path: string }[] {
	const paths = [...sitemapXml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
	const first = (pattern: RegExp, what: string) => {
		const found = paths.find((p) => pattern.test(p))
		if (!found) throw new Error(`The sitemap lists no ${what} to measure`)
		return found
	}
	return MEASURED_PAGES.map((pattern) => {
		if (!pattern.includes(':')) return { pattern, path: pattern }
		if (pattern === '/speakers/:speakerId') return { pattern, path: first(/^\/speakers\/\d+$/, 'speaker') }
		if (pattern === '/newspage/:catId/collections')
			return { pattern, path: first(/^\/newspage\/\d+\/collections\/?$/, 'media category') }
		if (pattern === '/our/blog/:id/single')
			return { pattern, path: first(/^\/our\/blog\/\d+\/single$/, 'blog post') }
		if (pattern === '/info/:slug') return { pattern, path: first(/^\/info\/[a-z0-9-]+$/, 'practical page') }
		throw new Error(`bench/public-routes.ts cannot fill the parameters of ${pattern}`)
	})
}

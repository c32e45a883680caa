/// <reference lib="webworker" />
/**
 * The public site's service worker (`/sw.js`, ADR 0036), bundled by `scripts/build-pwa.mjs` with
 * Workbox's routing and strategies:
 *
 * - The agenda, the contact page, the practical pages (/info and /info/{slug}, ADR 0057) and a
 *   visited ticket open without a connection: network first
 *   (4 s), else the copy saved on the last visit, with a line saying it is an offline copy and when
 *   it was saved.
 * - Every other page goes to the network only: forms (their fees and packages current), the home page
 *   and registration pages (fees and dates must never be stale), the registrant's manage page and
 *   the back office (never stored). Without a connection they get the offline page, which names
 *   what can be opened; a form sent without a connection gets a page saying it was not sent.
 * - The build's assets (their names carry a content hash) and uploaded pictures are kept once
 *   fetched, so saved pages show as they did.
 * - Both languages alike (ADR 0059): the French twins of these pages (`/fr/agenda`…) are kept the
 *   same way, and what the worker itself writes (the offline line, the offline pages) is in the
 *   language of the address asked for, French under `/fr`. Its texts come from the `common` message
 *   catalog, called with that language explicitly (the worker has no page to read it from).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import * as m from '#app/paraglide/messages/_index.js'

declare const self: ServiceWorkerGlobalScope

/** Where saved pages are kept; raise the number to drop every saved page on the next visit. */
export const PAGES_CACHE = 'summit-pages-v1'
const ASSETS_CACHE = 'summit-assets-v1'
const PICTURES_CACHE = 'summit-pictures-v1'

/**
 * The pages kept for offline use: the agenda, the contact page, the practical pages, ticket pages,
 * in English and French (`/fr/agenda`).
 */
export const OFFLINE_PAGES = /^(\/fr)?\/(agenda|contact|info|info\/[^/]+|ticket\/[^/]+)$/

/** The language of a page the worker answers: French under `/fr`, English elsewhere (ADR 0059). */
type Language = 'en' | 'fr'
function languageOf(url: string): Language {
	const { pathname } = new URL(url, self.location.origin)
	return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en'
}

self.addEventListener('install', () => void self.skipWaiting())
clientsClaim()

/**
 * Saves `path` (one of `OFFLINE_PAGES`) as the network gives it now, and the stylesheets it links:
 * the visit that installs the worker is not seen by it.
 */
async function keepPage(path: string): Promise<void> {
	const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' })
	if (response.status !== 200) return
	const html = await response.clone().text()
	await (await caches.open(PAGES_CACHE)).put(path, response)
	const assets = await caches.open(ASSETS_CACHE)
	for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+)"/g))
		if (href && !(await assets.match(href))) await assets.add(href)
}

self.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			const current = [PAGES_CACHE, ASSETS_CACHE, PICTURES_CACHE]
			for (const name of await caches.keys())
				if (name.startsWith('summit-') && !current.includes(name)) await caches.delete(name)
			// The pages open in this site's tabs as the worker arrives (the visit that installed it).
			const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
			const paths = new Set(windows.map((client) => new URL(client.url).pathname))
			await Promise.all(
				[...paths].filter((path) => OFFLINE_PAGES.test(path)).map((path) => keepPage(path).catch(() => {})),
			)
		})(),
	)
})

/** A date and time in Accra ("12 Nov 2026, 14:05"; "12 nov. 2026, 14:05" in French). */
function accraTime(date: Date, language: Language): string {
	return new Intl.DateTimeFormat(language === 'fr' ? 'fr' : 'en-GB', {
		timeZone: 'Africa/Accra',
		day: 'numeric',
		month: 'short',
		year: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
	}).format(date)
}

/**
 * `html` with a line after `<body…>` saying it is the copy saved at `savedAt` (an HTTP date), in
 * `language`.
 */
function markOffline(html: string, savedAt: string | null, language: Language): string {
	const when = savedAt && !Number.isNaN(Date.parse(savedAt)) ? accraTime(new Date(savedAt), language) : null
	const text = when
		? m.common_offline_copy_updated({ when }, { locale: language })
		: m.common_offline_copy({}, { locale: language })
	const line = `<p role="status" data-offline-copy class="bg-amber-50 p-3 text-center text-sm font-medium text-slate-900 ring-1 ring-amber-300">${text}</p>`
	return html.replace(/<body[^>]*>/, (body) => `${body}${line}`)
}

/**
 * Asks the server past the browser's own cache, which may answer a page up to 30 s old without
 * asking (`stale-while-revalidate`): offline, a page is then the saved copy that says so, or the
 * offline page, never an old copy passing for today's (fees, dates). A plain request for the same
 * page, because Workbox does not apply `fetchOptions` to navigations.
 */
const pastTheHttpCache: WorkboxPlugin = {
	requestWillFetch: async ({ request }) =>
		new Request(request.url, { cache: 'no-cache', credentials: 'same-origin', headers: request.headers }),
}

const pages = new NetworkFirst({
	cacheName: PAGES_CACHE,
	networkTimeoutSeconds: 4,
	plugins: [
		pastTheHttpCache,
		new CacheableResponsePlugin({ statuses: [200] }),
		new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 60 * 60 * 24 * 60 }),
		{
			// A page answered from the cache says so.
			cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
				if (!cachedResponse) return cachedResponse
				const html = await cachedResponse.text()
				const headers = new Headers(cachedResponse.headers)
				headers.delete('Content-Length')
				return new Response(markOffline(html, cachedResponse.headers.get('Date'), languageOf(request.url)), {
					status: cachedResponse.status,
					statusText: cachedResponse.statusText,
					headers,
				})
			},
		},
	],
})

registerRoute(
	({ request, url }) =>
		request.mode === 'navigate' && url.origin === self.location.origin && OFFLINE_PAGES.test(url.pathname),
	pages,
)

registerRoute(
	({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
	new CacheFirst({
		cacheName: ASSETS_CACHE,
		plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
	}),
)

registerRoute(
	({ url }) =>
		url.origin === self.location.origin &&
		url.pathname.startsWith('/uploads/') &&
		!/\.(mp4|webm|mov)$/.test(url.pathname),
	new CacheFirst({
		cacheName: PICTURES_CACHE,
		plugins: [
			new CacheableResponsePlugin({ statuses: [200] }),
			new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60 }),
		],
	}),
)

/** The back office and sign-in: left to the browser entirely (nothing stored, uploads untouched). */
const BACK_OFFICE = /^\/(admin|auditAdminDash)(\/|$)/

// Every other public page, and every public form sent: the network only (nothing stored).
const publicNavigation = ({ request, url }: { request: Request; url: URL }) =>
	request.mode === 'navigate' && url.origin === self.location.origin && !BACK_OFFICE.test(url.pathname)
registerRoute(publicNavigation, new NetworkOnly({ plugins: [pastTheHttpCache] }))
registerRoute(publicNavigation, new NetworkOnly(), 'POST')

const OFFLINE_STYLE =
	'body{font-family:system-ui,sans-serif;margin:0;color:#0f172a}header{background:#022c22;color:#fff;padding:1rem}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#047857;font-weight:600}li{margin:.5rem 0}'

/** The page a navigation gets without a connection, in `language`: what happened, and what opens offline. */
function offlinePage(language: Language, title: string, text: string): Response {
	const locale = { locale: language }
	const path = (to: string) => (language === 'fr' ? `/fr${to}` : to)
	const html = `<!doctype html><html lang="${language === 'fr' ? 'fr' : 'en-GB'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${OFFLINE_STYLE}</style></head><body><header><strong>Internal Audit Leadership Summit</strong></header><main><h1>${title}</h1><p>${text}</p><p>${m.common_offline_saved_pages({}, locale)}</p><ul><li><a href="${path('/agenda')}">${m.common_offline_agenda({}, locale)}</a></li><li><a href="${path('/contact')}">${m.common_offline_contact({}, locale)}</a></li><li><a href="${path('/info')}">${m.common_offline_info({}, locale)}</a> ${m.common_offline_info_hint({}, locale)}</li><li>${m.common_offline_ticket({}, locale)}</li></ul></main></body></html>`
	return new Response(html, {
		status: 503,
		headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

setCatchHandler(async ({ request }) => {
	if (request.mode !== 'navigate') return Response.error()
	const language = languageOf(request.url)
	const locale = { locale: language }
	if (request.method === 'POST')
		return offlinePage(
			language,
			m.common_offline_not_sent_title({}, locale),
			m.common_offline_not_sent_text({}, locale),
		)
	return offlinePage(language, m.common_offline_title({}, locale), m.common_offline_text({}, locale))
})

/**
 * The first paint of a public page without waiting for a stylesheet (ADR 0052): a page sent without
 * React gets, in place of its `<link rel="stylesheet">`, the CSS rules its route's pages use, inline,
 * and the full stylesheet once the page has painted and loaded. The rules are worked out at build
 * time (`scripts/build-critical-css.ts` renders the public pages of the demo content and keeps the
 * rules they use), written beside the server bundle as `critical-css.json`, read once per process.
 * The Content-Security-Policy allows the inline CSS by its hash (`inlineStyleHashes`).
 */
import { englishRouteId } from '#app/lib/i18n/route-id.ts'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** What `scripts/build-critical-css.ts` writes: the stylesheet the rules come from, and each route's rules. */
export interface CriticalCss {
	/** The full stylesheet's URL path, as React Router links it (`/assets/root-….css`). */
	stylesheet: string
	/** A route id of `app/routes.ts` (e.g. `routes/public/home`) → the CSS its pages use. */
	routes: Record<string, string>
}

/** The file's name, beside the server bundle (`build/server/`). */
export const CRITICAL_CSS_FILE = 'critical-css.json'

/**
 * Adds the full stylesheet (and the web app manifest) once the page has painted its first content
 * and finished loading, so neither is fetched before the first paint, nor competes with its
 * pictures. Reads the URLs from its own `data-stylesheet` and `data-manifest`. Fixed text, so its
 * hash is the same on every page; the CSP allows it like every inline script (ADR 0025). A browser
 * without paint timing adds them at `load`.
 */
export const STYLESHEET_LOADER =
	'(function(s){var d=document,p=0,l=d.readyState==="complete",t=0;' +
	'function add(){if(t)return;t=1;[["stylesheet",s.dataset.stylesheet],["manifest",s.dataset.manifest]].forEach(function(r){' +
	'if(!r[1])return;var e=d.createElement("link");e.rel=r[0];e.href=r[1];d.head.appendChild(e)})}' +
	'function go(){if(p&&l)setTimeout(add,0)}' +
	'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
	'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();p=1;go()}})' +
	'.observe({type:"paint",buffered:true});else p=1;' +
	'if(!l)addEventListener("load",function(){l=1;go()});go()})(document.currentScript)'

/** Reads a `critical-css.json`; null when there is none (development, unit tests) or it is not one. */
export function readCriticalCss(file: string): CriticalCss | null {
	try {
		const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CriticalCss>
		if (typeof parsed.stylesheet !== 'string' || typeof parsed.routes !== 'object' || !parsed.routes)
			return null
		return { stylesheet: parsed.stylesheet, routes: parsed.routes }
	} catch {
		return null
	}
}

let loaded: CriticalCss | null | undefined

/** This build's critical CSS, read once per process: the server bundle is `build/server/index.js`. */
function buildCriticalCss(): CriticalCss | null {
	loaded ??= readCriticalCss(path.join(path.dirname(fileURLToPath(import.meta.url)), CRITICAL_CSS_FILE))
	return loaded
}

const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"\/>/

/**
 * `html` (a whole page React Router rendered) with its route's critical CSS inline: the
 * `<link rel="stylesheet">` of the full stylesheet becomes `<style>` with the route's rules, the same
 * link inside `<noscript>` (a browser without JavaScript loads it as before), and
 * `STYLESHEET_LOADER`, which adds the link (and the manifest link, taken out of the head) after the
 * first paint. `routeId` is the deepest matching route's id (a French page's is its English twin's), or null for a page that must keep its
 * stylesheet (a form's answer, an error page: states the demo content does not show). The page is
 * returned unchanged when the route has no critical CSS (pages with React, personal pages) or the
 * page does not link the stylesheet the rules came from (a build older than its file).
 */
export function withCriticalCss(
	html: string,
	routeId: string | null,
	critical: CriticalCss | null = buildCriticalCss(),
): string {
	const css = routeId && critical ? critical.routes[englishRouteId(routeId)] : undefined
	if (!css || !critical) return html
	const link = `<link rel="stylesheet" href="${critical.stylesheet}"/>`
	const at = html.indexOf(link)
	if (at === -1) return html
	const manifest = MANIFEST_LINK.exec(html.slice(0, at))
	const manifestAttribute = manifest ? ` data-manifest="${manifest[1]}"` : ''
	const inline =
		`<style>${css}</style><noscript>${link}</noscript>` +
		`<script data-stylesheet="${critical.stylesheet}"${manifestAttribute}>${STYLESHEET_LOADER}</script>`
	const page = html.slice(0, at) + inline + html.slice(at + link.length)
	return manifest ? page.replace(manifest[0], '') : page
}

/**
 * `npm run build`'s last step (ADR 0052): the CSS each public page's first paint needs, so the server
 * can send it inline instead of making the page wait for the stylesheet
 * (`app/lib/http/critical-css.server.ts`). Starts the server just built (`<BUILD_DIR>/server/main.js`)
 * on a free local port with a throwaway SQLite database filled with the demo content, fetches every
 * public page (each route of the public layout of `app/routes.ts` but the personal ones; a route with
 * a parameter with every URL of the sitemap it serves: all speakers, posts, categories), and for each
 * route keeps the stylesheet's rules that its pages use, with Beasties (critical CSS by matching the
 * rules' selectors against the page, without a browser), less the custom properties nothing reads.
 * Writes `<BUILD_DIR>/server/critical-css.json` and prints each route's size. A page sent with React
 * (it has module scripts) is left out: React keeps its own `<link>`. Exits non-zero on any failure.
 */
import { englishRouteId } from '#app/lib/i18n/route-id.ts'
import Beasties from 'beasties'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes } from 'react-router'
import routes from '#app/routes.ts'
import { CRITICAL_CSS_FILE, type CriticalCss } from '#app/lib/http/critical-css.server.ts'
import {
	ALWAYS,
	classNamesOf,
	selectorsBeastiesDrops,
	withPlainClassAttributes,
	publicPatterns,
	type RouteNode,
	routeObjects,
	withoutUnreadProperties,
} from './critical-css.ts'

const buildDir = process.env.BUILD_DIR ?? 'build'

/** A port nothing listens on now. */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo
			probe.close(() => resolve(port))
		})
		probe.on('error', reject)
	})
}

/** Starts the built server on `port` with its data in `dir`; resolves once `/healthz` answers. */
async function startServer(port: number, dir: string) {
	const server = spawn(process.execPath, [path.join(buildDir, 'server/main.js')], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATABASE_URL: '',
			DATABASE_PATH: path.join(dir, 'summit.db'),
			DATA_DIR: dir,
			SITE_URL: `http://127.0.0.1:${port}`,
			SEED_DEMO_CONTENT: 'true',
			ADMIN_EMAIL: 'build@summit.example',
			ADMIN_PASSWORD: 'a throwaway build password',
			LOG_LEVEL: 'warn',
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	const until = Date.now() + 90_000
	while (Date.now() < until) {
		if (server.exitCode !== null) throw new Error(`The built server exited with code ${server.exitCode}`)
		try {
			if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server
		} catch {
			// not up yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	server.kill()
	throw new Error('The built server did not answer within 90 s')
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-critical-css-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = await startServer(port, dir)
try {
	const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
	const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	const urls = publicPatterns(routes as RouteNode[]).flatMap((pattern) => {
		if (!pattern.includes(':')) return [pattern]
		const shape = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`)
		const found = listed.filter((url) => shape.test(url))
		if (found.length === 0) throw new Error(`No URL of the demo content's sitemap fits ${pattern}`)
		return found
	})

	// Each route's pages, by the id of the deepest route matching them.
	const tree = routeObjects(routes as RouteNode[])
	const pagesByRoute = new Map<string, string[]>()
	let stylesheet: string | undefined
	for (const url of urls) {
		const routeId = matchRoutes(tree, url)?.at(-1)?.route.id
		if (!routeId) throw new Error(`No route of app/routes.ts matches ${url}`)
		const response = await fetch(`${base}${url}`)
		const html = await response.text()
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
		if (/<script type="module"/.test(html)) continue
		const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/.exec(html)?.[1]
		if (!href || (stylesheet && href !== stylesheet))
			throw new Error(`${url} links no stylesheet, or another`)
		stylesheet = href
		// A French page shares its English twin's rules (ADR 0059).
		const englishId = englishRouteId(routeId)
		pagesByRoute.set(englishId, [...(pagesByRoute.get(englishId) ?? []), html])
	}
	if (!stylesheet) throw new Error('No public page was sent without React')

	const clientDir = path.join(buildDir, 'client')
	const fullCss = fs.readFileSync(path.join(clientDir, stylesheet), 'utf8')
	const critical: CriticalCss = { stylesheet, routes: {} }
	console.log('critical CSS (ADR 0052): route, pages, bytes, gzip')
	for (const [routeId, pages] of pagesByRoute) {
		// One document with every page's body: the rules any of them uses.
		const head = pages[0]!.slice(0, pages[0]!.indexOf('<body'))
		const bodies = pages.map((html) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').join('')
		const document = withPlainClassAttributes(`${head}<body>${bodies}</body></html>`)
		const beasties = new Beasties({
			path: clientDir,
			publicPath: '/',
			allowRules: [...ALWAYS, ...selectorsBeastiesDrops(fullCss, classNamesOf(document))],
			fonts: false,
			reduceInlineStyles: false,
			logLevel: 'warn',
		})
		const processed = await beasties.process(document)
		const css = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1]
		if (!css) throw new Error(`Beasties found no rule used by ${routeId}`)
		const kept = withoutUnreadProperties(css)
		if (kept.includes('</')) throw new Error(`The CSS of ${routeId} would close its <style> element`)
		critical.routes[routeId] = kept
		console.log(
			`  ${routeId}  ${pages.length}  ${(kept.length / 1024).toFixed(1)} KB  ${(gzipSync(kept).length / 1024).toFixed(1)} KB`,
		)
	}
	fs.writeFileSync(path.join(buildDir, 'server', CRITICAL_CSS_FILE), JSON.stringify(critical))
} finally {
	server.kill()
	fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * JavaScript each public page costs a visitor (ADR 0026): starts the production build with the demo
 * content, loads each page in Chromium as a first-time visitor (empty cache; on the form pages, the
 * visitor then starts on the form, and the bench waits until the captcha widget this loads has
 * solved, so the widget's code counts), and prints per page the script files
 * fetched, their bytes over the wire as Chromium received them, the same bodies gzipped at level 6
 * (the unit of the budget), and the inline script bytes.
 *
 *   npm run build && npm run bench:page-weight
 *
 * Budget (gzip): ≤ 100 KB on a public page without a form, ≤ 150 KB on a form page.
 */
import { chromium } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const PORT = 3970
const BASE = `http://127.0.0.1:${PORT}`
/** The English pages, each followed by its French twin (`/fr/…`, ADR 0059), which keeps its budget. */
const PAGES = [
	{ path: '/', form: false },
	{ path: '/agenda', form: false },
	{ path: '/speakers', form: false },
	{ path: '/speakers/1', form: false },
	{ path: '/sponsors', form: false },
	{ path: '/contact', form: false },
	{ path: '/blogs', form: false },
	{ path: '/register', form: true },
	{ path: '/add-sponsorship', form: true },
].flatMap((page) => [page, { ...page, path: page.path === '/' ? '/fr' : `/fr${page.path}` }])

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-bench-weight-'))
const server = startBuiltServer(PORT, dir, {
	SEED_DEMO_CONTENT: 'true',
	ADMIN_EMAIL: 'bench@summit.example',
	ADMIN_PASSWORD: 'a long enough bench password',
})
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
/** With `--files`, each script file's gzip size is printed under its page's row. */
const SHOW_FILES = process.argv.includes('--files')

try {
	await waitUntilUp(`${BASE}/healthz`)
	const browser = await chromium.launch(chromiumLaunchOptions)
	console.log('| page | script files | over the wire | gzip (level 6) | budget | inline scripts |')
	console.log('|---|--:|--:|--:|--:|--:|')
	for (const { path: pagePath, form } of PAGES) {
		const context = await browser.newContext()
		const page = await context.newPage()
		const scripts: Promise<{ url: string; wire: number; gzip: number }>[] = []
		page.on('response', (response) => {
			if (response.request().resourceType() !== 'script') return
			scripts.push(
				Promise.all([
					response.request().sizes(),
					// A body Chromium no longer holds (the widget's worker script) is fetched again.
					response.body().catch(async () => (await context.request.get(response.url())).body()),
				]).then(([sizes, body]) => ({
					url: new URL(response.url()).pathname,
					wire: sizes.responseBodySize,
					gzip: gzipSync(body, { level: 6 }).length,
				})),
			)
		})
		await page.goto(`${BASE}${pagePath}`)
		if (form) {
			// Starting on the form loads the captcha widget, which fetches its challenge and solves it:
			// wait until it says so (its state, the same in both languages).
			await page.locator('form input:not([type="hidden"])').first().focus()
			const verified = page.locator('altcha-widget [data-state="verified"]')
			const until = Date.now() + 20_000
			while ((await verified.count()) === 0) {
				if (Date.now() > until) throw new Error(`The captcha on ${pagePath} did not solve within 20 s`)
				await page.waitForTimeout(100)
			}
		}
		const inline = await page.evaluate(() =>
			[...document.querySelectorAll('script:not([src])')]
				.filter((script) => script.getAttribute('type') !== 'application/ld+json')
				.reduce((sum, script) => sum + (script.textContent?.length ?? 0), 0),
		)
		const sizes = await Promise.all(scripts)
		const wire = sizes.reduce((sum, s) => sum + s.wire, 0)
		const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0)
		const budget = form ? 150 * 1024 : 100 * 1024
		console.log(
			`| \`${pagePath}\` | ${sizes.length} | ${kb(wire)} | ${kb(gzip)} | ${gzip <= budget ? '✓' : '✗'} ${kb(budget)} | ${kb(inline)} |`,
		)
		if (SHOW_FILES) {
			for (const file of sizes.toSorted((a, b) => b.gzip - a.gzip))
				console.log(`|   ${file.url} | | | ${kb(file.gzip)} | | |`)
		}
		await context.close()
	}
	await browser.close()
} finally {
	server.kill()
	fs.rmSync(dir, { recursive: true, force: true })
}

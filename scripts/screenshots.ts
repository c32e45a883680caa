/**
 * Takes full-page screenshots of public pages at phone (390 px) and desktop (1280 px) widths, for a
 * person to look at. Usage: `npx tsx scripts/screenshots.ts [baseUrl] [outDir] [path ...]`.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts'

const [baseUrl = 'http://localhost:3000', outDir = 'test-results/screenshots', ...paths] =
	process.argv.slice(2)
const pages = paths.length ? paths : ['/', '/register', '/?registered=1', '/no-such-page']

const browser = await chromium.launch(chromiumLaunchOptions)
for (const [label, width] of [
	['phone', 390],
	['desktop', 1280],
] as const) {
	const page = await browser.newPage({ viewport: { width, height: 844 } })
	for (const path of pages) {
		await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' })
		const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
		const file = `${outDir}/${name}-${label}.png`
		await page.screenshot({ path: file, fullPage: true })
		console.log(file)
	}
	await page.close()
}
await browser.close()

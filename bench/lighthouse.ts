/**
 * Lighthouse on the public pages, as a phone on mobile data sees them (Lighthouse's default mobile
 * emulation and simulated throttling): starts the production build with the demo content and
 * Debian's Chromium, and prints for `/`, `/agenda`, `/speakers` and `/register` the performance,
 * accessibility, best-practices and SEO scores, First and Largest Contentful Paint, Total Blocking
 * Time and any best-practices audit that failed (console errors, the CSP, …).
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3]
 *
 * With `--runs N` each page is measured N times and the median performance run is printed.
 * Targets: performance 100 and LCP ≤ 1.5 s; best practices 100.
 */
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
const runsIndex = args.indexOf('--runs')
const RUNS = runsIndex === -1 ? 1 : Number(args[runsIndex + 1])
const PORT = 3960
const DEBUG_PORT = 9333
const BASE = `http://127.0.0.1:${PORT}`
const PAGES = ['/', '/agenda', '/speakers', '/register']

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-bench-lighthouse-'))
const server = startBuiltServer(PORT, dir, {
	SEED_DEMO_CONTENT: 'true',
	ADMIN_EMAIL: 'bench@summit.example',
	ADMIN_PASSWORD: 'a long enough bench password',
})

interface Run {
	scores: Record<string, number>
	fcp: number
	lcp: number
	tbt: number
	failed: string[]
}

async function measure(url: string): Promise<Run> {
	const result = await lighthouse(url, {
		port: DEBUG_PORT,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
	})
	if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
	const { categories, audits } = result.lhr
	const bestPractices = categories['best-practices']!.auditRefs.map((ref) => audits[ref.id]!)
	return {
		scores: Object.fromEntries(
			Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
		),
		fcp: audits['first-contentful-paint']!.numericValue ?? NaN,
		lcp: audits['largest-contentful-paint']!.numericValue ?? NaN,
		tbt: audits['total-blocking-time']!.numericValue ?? NaN,
		failed: bestPractices.filter((a) => a.score !== null && a.score < 1).map((a) => a.title),
	}
}

try {
	await waitUntilUp(`${BASE}/healthz`)
	const browser = await chromium.launch({
		...chromiumLaunchOptions,
		args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${DEBUG_PORT}`],
	})
	console.log(
		'| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | best-practices audits failed |',
	)
	console.log('|---|--:|--:|--:|--:|--:|--:|--:|---|')
	for (const pagePath of PAGES) {
		const runs: Run[] = []
		for (let i = 0; i < RUNS; i++) runs.push(await measure(`${BASE}${pagePath}`))
		runs.sort((a, b) => a.scores.performance! - b.scores.performance!)
		const run = runs[Math.floor(runs.length / 2)]!
		const s = run.scores
		console.log(
			`| \`${pagePath}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(run.fcp / 1000).toFixed(2)} s | ${(run.lcp / 1000).toFixed(2)} s | ${Math.round(run.tbt)} ms | ${run.failed.join('; ') || '—'} |`,
		)
	}
	await browser.close()
} finally {
	server.kill()
	fs.rmSync(dir, { recursive: true, force: true })
}

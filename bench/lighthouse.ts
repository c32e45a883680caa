/**
 * Lighthouse on every public page, as a phone on mobile data sees it (Lighthouse's default mobile
 * emulation and simulated slow 4G with a 4× slower CPU): starts the production build with the demo
 * content and Debian's Chromium, and prints per page the performance, accessibility, best-practices
 * and SEO scores, First and Largest Contentful Paint, Total Blocking Time and any best-practices
 * audit that failed (console errors, the CSP, …).
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3] [-- --only /,/register]
 *
 * The pages are every route of the public layout of `app/routes.ts` (`publicPages`): a route with a
 * parameter (a speaker, a blog post, a blog category) takes the first matching URL of the sitemap;
 * the personal pages (a ticket, a manage link, a group contact's page, their Pay pages, the landing
 * after cancelling, Paystack's return) are left out: they belong to one person and are not indexed.
 * With `--runs N` each page is measured N times and every figure printed is the median of its N
 * values. `--only` takes a comma-separated list of paths instead.
 * Targets (bench/README.md): 100 in all four categories and LCP ≤ 0.8 s on every page.
 */
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import routes from '#app/routes.ts'
import { publicPatterns, type RouteNode } from '../scripts/critical-css.ts'
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
/** The value after `--name`, or undefined. */
const option = (name: string) => {
	const index = args.indexOf(name)
	return index === -1 ? undefined : args[index + 1]
}
const RUNS = Number(option('--runs') ?? 1)
const ONLY = option('--only')?.split(',')
const PORT = 3960
const DEBUG_PORT = 9333
const BASE = `http://127.0.0.1:${PORT}`

/** Every public page's URL path: a pattern with a parameter takes the sitemap's first URL matching it. */
async function publicPages(): Promise<string[]> {
	const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
	const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	return publicPatterns(routes as RouteNode[]).map((pattern) => {
		if (!pattern.includes(':')) return pattern
		// The site links some pages with a trailing slash (the blog categories): the sitemap's URL is theirs.
		const shape = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`)
		const found = listed.find((url) => shape.test(url))
		if (!found) throw new Error(`No URL of the sitemap fits ${pattern}`)
		return found
	})
}

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

async function measure(url: string): Promise<Run | null> {
	const result = await lighthouse(url, {
		port: DEBUG_PORT,
		output: 'json',
		logLevel: 'error',
		onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
	})
	if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
	// A run Lighthouse could not trace whole (`NO_NAVSTART`, `NO_LCP`, now and then on this shared
	// machine) has no metrics: the caller runs it again.
	if (result.lhr.runtimeError) return null
	const { categories, audits } = result.lhr
	const failed = Object.values(categories)
		.filter((category) => category.id !== 'performance')
		.flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]!))
		.filter((audit) => audit.score !== null && audit.score < 1)
		.map((audit) => audit.title)
	return {
		scores: Object.fromEntries(
			Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
		),
		fcp: audits['first-contentful-paint']!.numericValue ?? NaN,
		lcp: audits['largest-contentful-paint']!.numericValue ?? NaN,
		tbt: audits['total-blocking-time']!.numericValue ?? NaN,
		failed,
	}
}

/** The median of `values` (the lower middle one of an even count). */
function median(values: number[]): number {
	const sorted = values.toSorted((a, b) => a - b)
	return sorted[Math.floor((sorted.length - 1) / 2)]!
}

try {
	await waitUntilUp(`${BASE}/healthz`)
	const pages = ONLY ?? (await publicPages())
	const browser = await chromium.launch({
		...chromiumLaunchOptions,
		args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${DEBUG_PORT}`],
	})
	console.log(
		`Median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure; LCP over 0.8 s and scores under 100 in bold.\n`,
	)
	console.log(
		'| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | audits failed (not performance) |',
	)
	console.log('|---|--:|--:|--:|--:|--:|--:|--:|---|')
	const bold = (text: string, ok: boolean) => (ok ? text : `**${text}**`)
	for (const pagePath of pages) {
		const runs: Run[] = []
		for (let attempts = 0; runs.length < RUNS && attempts < RUNS + 3; attempts++) {
			const run = await measure(`${BASE}${pagePath}`)
			if (run) runs.push(run)
		}
		if (runs.length === 0) {
			console.log(
				`| \`${pagePath}\` | Lighthouse could not trace this page in ${RUNS + 3} tries | | | | | | | |`,
			)
			continue
		}
		const score = (id: string) => {
			const value = median(runs.map((run) => run.scores[id] ?? 0))
			return bold(String(value), value === 100)
		}
		const lcp = median(runs.map((run) => run.lcp))
		const failed = [...new Set(runs.flatMap((run) => run.failed))]
		console.log(
			`| \`${pagePath}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(median(runs.map((run) => run.fcp)) / 1000).toFixed(2)} s | ${bold(`${(lcp / 1000).toFixed(2)} s`, lcp <= 800)} | ${Math.round(median(runs.map((run) => run.tbt)))} ms | ${failed.join('; ') || '—'} |`,
		)
	}
	await browser.close()
} finally {
	server.kill()
	fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * Lighthouse on every public page, as a phone on mobile data sees it (Lighthouse's default mobile
 * emulation and simulated slow 4G with a 4× slower CPU): starts the production build with the demo
 * content and Debian's Chromium, and prints per page the performance, accessibility, best-practices
 * and SEO scores, First and Largest Contentful Paint, Total Blocking Time and any best-practices
 * audit that failed (console errors, the CSP, …).
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3] [-- --only /,/register] [-- --compare <build dir>]
 *
 * The pages are every route of the public layout of `app/routes.ts` (`publicPages`): a route with a
 * parameter (a speaker, a blog post, a blog category) takes the first matching URL of the sitemap;
 * the personal pages (a ticket, a manage link, a group contact's page, their Pay pages, the landing
 * after cancelling, Paystack's return) are left out: they belong to one person and are not indexed.
 * With `--runs N` each page is measured N times and every figure printed is the median of its N
 * values. `--only` takes a comma-separated list of paths instead. `--compare` measures a second build
 * too (say of the commit before, built with `BUILD_DIR=/tmp/before/build npm run build` in its own
 * checkout), on the next port, each page's runs alternating between the two, so that the load of a
 * shared machine weighs on both alike; each page then has a row per build.
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
const COMPARE = option('--compare')
const PORT = 3960
const DEBUG_PORT = 9333

/** Every public page's URL path: a pattern with a parameter takes the sitemap's first URL matching it. */
async function publicPages(): Promise<string[]> {
	const sitemap = await (await fetch(`http://127.0.0.1:${PORT}/sitemap.xml`)).text()
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
/** The builds measured: this one, and `--compare`'s on the next port. */
const sites = [{ name: 'this build', buildDir: process.env.BUILD_DIR ?? 'build', port: PORT }]
if (COMPARE) sites.unshift({ name: COMPARE, buildDir: COMPARE, port: PORT + 1 })
const servers = sites.map((site) => {
	const before = process.env.BUILD_DIR
	process.env.BUILD_DIR = site.buildDir
	try {
		const data = fs.mkdirSync(path.join(dir, String(site.port)), { recursive: true })!
		return startBuiltServer(site.port, data, {
			SEED_DEMO_CONTENT: 'true',
			ADMIN_EMAIL: 'bench@summit.example',
			ADMIN_PASSWORD: 'a long enough bench password',
		})
	} finally {
		if (before === undefined) delete process.env.BUILD_DIR
		else process.env.BUILD_DIR = before
	}
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
	for (const site of sites) await waitUntilUp(`http://127.0.0.1:${site.port}/healthz`)
	const pages = ONLY ?? (await publicPages())
	const browser = await chromium.launch({
		...chromiumLaunchOptions,
		args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${DEBUG_PORT}`],
	})
	console.log(
		`Median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure; LCP over 0.8 s and scores under 100 in bold.\n`,
	)
	console.log(
		`| page |${COMPARE ? ' build |' : ''} performance | accessibility | best practices | SEO | FCP | LCP | TBT | audits failed (not performance) |`,
	)
	console.log(`|---|${COMPARE ? '---|' : ''}--:|--:|--:|--:|--:|--:|--:|---|`)
	const bold = (text: string, ok: boolean) => (ok ? text : `**${text}**`)
	for (const pagePath of pages) {
		const runs = sites.map((): Run[] => [])
		// Alternating: run i of every build, then run i + 1.
		for (let attempt = 0; runs.some((r) => r.length < RUNS) && attempt < RUNS + 3; attempt++) {
			for (const [i, site] of sites.entries()) {
				if (runs[i]!.length >= RUNS) continue
				const run = await measure(`http://127.0.0.1:${site.port}${pagePath}`)
				if (run) runs[i]!.push(run)
			}
		}
		for (const [i, site] of sites.entries()) {
			const build = COMPARE ? ` ${site.name} |` : ''
			const measured = runs[i]!
			if (measured.length === 0) {
				console.log(
					`| \`${pagePath}\` |${build} Lighthouse could not trace this page in ${RUNS + 3} tries | | | | | | | |`,
				)
				continue
			}
			const score = (id: string) => {
				const value = median(measured.map((run) => run.scores[id] ?? 0))
				return bold(String(value), value === 100)
			}
			const lcp = median(measured.map((run) => run.lcp))
			const failed = [...new Set(measured.flatMap((run) => run.failed))]
			console.log(
				`| \`${pagePath}\` |${build} ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(median(measured.map((run) => run.fcp)) / 1000).toFixed(2)} s | ${bold(`${(lcp / 1000).toFixed(2)} s`, lcp <= 800)} | ${Math.round(median(measured.map((run) => run.tbt)))} ms | ${failed.join('; ') || '—'} |`,
			)
		}
	}
	await browser.close()
} finally {
	for (const server of servers) server.kill()
	fs.rmSync(dir, { recursive: true, force: true })
}

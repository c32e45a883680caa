/**
 * Hostile requests: starts the production build on its own port with the demo content, sends each
 * request an attacker could send anonymously (docs/security.md, "Malformed requests" and "Logs")
 * several times, and prints for each its answer (status, time) and how `/healthz` answered
 * meanwhile, polled every 10 ms from a second connection. The group form as a mail cannon has a
 * bench of its own (`bench/mail-cannon.ts`).
 *
 *   npm run build && npx tsx bench/hostile-requests.ts [--runs 10] [--port 3995] [--compare <build dir>]
 *
 * `--compare` runs the same requests against a second build (say of the commit before, built with
 * `BUILD_DIR=/tmp/before npm run build`) side by side, on the next port. A server that dies is
 * started again for the next request and its row says so.
 *
 * Targets: every answer ≤ 100 ms and 4xx; `/healthz` ≤ 50 ms meanwhile.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? fallback : args[i + 1]!
}
const RUNS = Number(option('runs', '10'))
const PORT = Number(option('port', '3995'))
const COMPARE = option('compare', '')
/** No answer is waited for longer than this (the old server took 85 s to run out of memory). */
const REQUEST_TIMEOUT_MS = 20_000

interface Hostile {
	name: string
	method: string
	path: string
	body?: string
	type?: string
	/** Headers besides the site's own `Origin`. */
	headers?: Record<string, string>
}

const form = 'application/x-www-form-urlencoded'
const repeated = Array.from({ length: 60_000 }, () => 'a=1').join('&')
const HOSTILE: Hostile[] = [
	{
		name: 'group "more rows", row 99,999,999',
		method: 'POST',
		path: '/register/group',
		body: 'intent=more-rows&colleagues%5B99999999%5D.name=x',
	},
	{
		name: 'group "more rows", row 100,000',
		method: 'POST',
		path: '/register/group',
		body: 'intent=more-rows&colleagues%5B100000%5D.name=x',
	},
	{ name: '60,000 repeats of one field, /register', method: 'POST', path: '/register', body: repeated },
	{ name: '60,000 repeats of one field, /admin/login', method: 'POST', path: '/admin/login', body: repeated },
	{
		name: 'a name 5,000 levels deep, group form',
		method: 'POST',
		path: '/register/group',
		body: `intent=more-rows&${encodeURIComponent(`a${'.b'.repeat(5000)}`)}=1`,
	},
	{ name: "Conform's __state__, not JSON", method: 'POST', path: '/register', body: '__state__=%7B' },
	{ name: 'TRACE /', method: 'TRACE', path: '/' },
	{ name: 'PROPFIND /', method: 'PROPFIND', path: '/' },
	{ name: 'OPTIONS /register', method: 'OPTIONS', path: '/register' },
	{
		name: 'cross-site POST /register',
		method: 'POST',
		path: '/register',
		body: 'name=x',
		headers: { origin: 'https://attacker.example' },
	},
	{ name: 'malformed sign-in (no password)', method: 'POST', path: '/admin/login', body: 'email=x' },
]

interface Site {
	label: string
	buildDir: string
	port: number
	dir: string
	server: ChildProcess
}

async function startSite(label: string, buildDir: string, port: number): Promise<Site> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), `summit-hostile-${port}-`))
	const site: Site = { label, buildDir, port, dir, server: launch(buildDir, port, dir) }
	await waitUntilUp(`http://127.0.0.1:${port}/healthz`)
	return site
}

function launch(buildDir: string, port: number, dir: string): ChildProcess {
	const before = process.env.BUILD_DIR
	process.env.BUILD_DIR = buildDir
	try {
		// The per-address limits stay high: this bench measures the cost of each request, not the limits.
		return startBuiltServer(port, dir, {
			FORM_RATE_LIMIT: '100000',
			CAPTCHA_QUESTIONS_PER_ADDRESS: '100000',
			ADMIN_PASSWORD: 'bench-admin-password',
		})
	} finally {
		if (before === undefined) delete process.env.BUILD_DIR
		else process.env.BUILD_DIR = before
	}
}

/** Starts the site's server again after it died. */
async function revive(site: Site): Promise<void> {
	site.server.kill('SIGKILL')
	site.server = launch(site.buildDir, site.port, site.dir)
	await waitUntilUp(`http://127.0.0.1:${site.port}/healthz`)
}

const percentile = (values: number[], p: number) => {
	if (values.length === 0) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Polls `/healthz` every 10 ms until `stop` resolves; returns each answer's time (ms), a failure as the timeout. */
async function pollHealth(base: string, stop: Promise<void>): Promise<number[]> {
	const times: number[] = []
	let stopped = false
	void stop.then(() => (stopped = true))
	while (!stopped) {
		const started = performance.now()
		try {
			await (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).text()
			times.push(performance.now() - started)
		} catch {
			times.push(REQUEST_TIMEOUT_MS)
		}
		await new Promise((resolve) => setTimeout(resolve, 10))
	}
	return times
}

/**
 * Sends `hostile` with node:http (fetch refuses TRACE and CONNECT) and reads the whole answer;
 * resolves its status, rejects with a `TimeoutError` after `REQUEST_TIMEOUT_MS`.
 */
function send(port: number, hostile: Hostile): Promise<number> {
	return new Promise((resolve, reject) => {
		const body = hostile.body === undefined ? undefined : Buffer.from(hostile.body)
		const request = http.request(
			{
				host: '127.0.0.1',
				port,
				method: hostile.method,
				path: hostile.path,
				headers: {
					origin: `http://127.0.0.1:${port}`,
					...(body ? { 'content-type': hostile.type ?? form, 'content-length': body.length } : {}),
					...hostile.headers,
				},
				timeout: REQUEST_TIMEOUT_MS,
			},
			(response) => {
				response.resume()
				response.on('end', () => resolve(response.statusCode ?? 0))
				response.on('error', reject)
			},
		)
		request.on('timeout', () => {
			const error = new Error('no answer in time')
			error.name = 'TimeoutError'
			request.destroy(error)
		})
		request.on('error', reject)
		request.end(body)
	})
}

interface Row {
	statuses: Set<string>
	answers: number[]
	health: number[]
	died: boolean
}

async function measure(site: Site, hostile: Hostile): Promise<Row> {
	const base = `http://127.0.0.1:${site.port}`
	const row: Row = { statuses: new Set(), answers: [], health: [], died: false }
	for (let run = 0; run < RUNS; run++) {
		let finish!: () => void
		const done = new Promise<void>((resolve) => (finish = resolve))
		const health = pollHealth(base, done)
		const started = performance.now()
		try {
			const status = await send(site.port, hostile)
			row.statuses.add(String(status))
		} catch (error) {
			row.statuses.add((error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer')
		}
		row.answers.push(performance.now() - started)
		finish()
		row.health.push(...(await health))
		if (site.server.exitCode !== null || site.server.signalCode !== null) {
			row.died = true
			await revive(site)
		} else if (row.statuses.has('timeout') || row.statuses.has('no answer')) {
			// Still busy with the request: not measurable any further.
			row.died = true
			await revive(site)
			break
		}
	}
	return row
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`)

const sites = [await startSite('this build', process.env.BUILD_DIR ?? 'build', PORT)]
if (COMPARE) sites.push(await startSite(COMPARE, COMPARE, PORT + 1))
try {
	console.log(`${RUNS} runs of each request; /healthz polled every 10 ms meanwhile.\n`)
	console.log(
		'| request | build | status | answer p50 | answer max | healthz p50 | healthz p95 | healthz max | polls |',
	)
	console.log('|---|---|---|--:|--:|--:|--:|--:|--:|')
	for (const site of sites) {
		// What /healthz takes with nothing else to do, for the rows below.
		let finish!: () => void
		const quiet = pollHealth(
			`http://127.0.0.1:${site.port}`,
			new Promise<void>((resolve) => (finish = resolve)),
		)
		await new Promise((resolve) => setTimeout(resolve, 1000))
		finish()
		const health = await quiet
		console.log(
			`| nothing (baseline) | ${site.label} | — | — | — | ${ms(percentile(health, 50))} | ${ms(
				percentile(health, 95),
			)} | ${ms(Math.max(...health))} | ${health.length} |`,
		)
	}
	for (const hostile of HOSTILE) {
		for (const site of sites) {
			const row = await measure(site, hostile)
			const status = [...row.statuses].join(', ') + (row.died ? ' (server died or hung: restarted)' : '')
			console.log(
				`| ${hostile.name} | ${site.label} | ${status} | ${ms(percentile(row.answers, 50))} | ${ms(
					Math.max(...row.answers),
				)} | ${ms(percentile(row.health, 50))} | ${ms(percentile(row.health, 95))} | ${ms(
					Math.max(...row.health),
				)} | ${row.health.length} |`,
			)
		}
	}
} finally {
	for (const site of sites) {
		const exited = new Promise((resolve) => site.server.once('exit', resolve))
		site.server.kill('SIGTERM')
		await exited
		fs.rmSync(site.dir, { recursive: true, force: true })
	}
}

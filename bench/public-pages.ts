/**
 * Public pages under load, side by side with nginx (ADR 0025, ADR 0053). Starts the production build
 * with the demo content and an nginx that sends the very same bytes from files (the static limit).
 * Then, for every public page of `app/routes.ts` (`bench/public-routes.ts`: the form pages, the
 * content pages, a speaker, a blog post and a category of the demo content), runs wrk (64
 * connections, 10 s, gzip) against:
 *
 * - nginx static: the page's gzip bytes, as the app sent them, from a file (every ratio's limit);
 * - app, hit: the page as the page cache keeps it (a page the cache does not keep renders here too:
 *   its row says "no" under "cached");
 * - app, miss: every request a new query string, unique across wrk's threads and connections, so
 *   every one misses the cache: it renders, compresses and is stored.
 *
 * and prints req/s, p99 and each one's ratio to nginx static. `--all` adds a plain Node `http`
 * server sending the same bytes from memory (Node's own limit) and an nginx proxy in front of the
 * app with the documented configuration (`deploy/nginx/summit-locations.conf`), its cache answering.
 *
 * `--compare <build dir>` starts a second app from another build (say of the commit before) and
 * measures the misses of both at the same moment, each with half the connections: on a shared
 * machine two runs one after the other meet different loads, two at once meet the same. It prints
 * each one's misses a second and CPU milliseconds per miss (the server process's user and system
 * time, from /proc, over the requests wrk completed), and their ratio.
 *
 *   npm run build && npm run bench:public-pages [-- --duration 10 --connections 64 --port 3980
 *     --pages /,/register --all --compare /tmp/before/build]
 *
 * Needs Debian's `nginx` and `wrk` (installed when missing, like the test command does). The bench
 * uses `--port` and the three ports after it. Targets: every page's hit ≥ 0.4× nginx static with
 * p99 ≤ 30 ms; a miss ≥ 500 req/s; through the proxy ≥ 0.9×.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getGzip as get, startBuiltServer, waitUntilUp } from './built-server.ts'
import { measuredUrls } from './public-routes.ts'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
	const inline = args.find((arg) => arg.startsWith(`--${name}=`))
	if (inline) return inline.slice(name.length + 3)
	const i = args.indexOf(`--${name}`)
	return i === -1 ? undefined : args[i + 1]
}
const DURATION = Number(option('duration') ?? 10)
const CONNECTIONS = Number(option('connections') ?? 64)
const ONLY = option('pages')?.split(',')
const ALL = args.includes('--all')
const COMPARE = option('compare')
const APP_PORT = Number(option('port') ?? 3980)
const STATIC_PORT = APP_PORT + 1
const PROXY_PORT = APP_PORT + 2
/** The second build of `--compare` answers on the proxy's port (`--all` is then left out). */
const COMPARE_PORT = APP_PORT + 2
const PLAIN_PORT = APP_PORT + 3
const APP = `http://127.0.0.1:${APP_PORT}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-bench-pages-'))
fs.chmodSync(dir, 0o755)

/** Installs Debian's nginx and wrk when missing (as root, or through sudo). */
function ensureTools() {
	const missing = ['/usr/sbin/nginx', '/usr/bin/wrk'].filter((file) => !fs.existsSync(file))
	if (missing.length === 0) return
	const packages = missing.map((file) => path.basename(file))
	console.log(`Installing Debian packages: ${packages.join(' ')}`)
	const command = ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]
	const asRoot = process.getuid?.() === 0 ? command : ['sudo', ...command]
	execFileSync(asRoot[0]!, asRoot.slice(1), {
		stdio: 'inherit',
		env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
	})
}

/** The app of the build in `BUILD_DIR` (`build` by default), or of `buildDir`, on `port`. */
function startApp(port = APP_PORT, buildDir?: string): ChildProcess {
	const before = process.env.BUILD_DIR
	if (buildDir) process.env.BUILD_DIR = buildDir
	try {
		return startBuiltServer(port, path.join(dir, `app-${port}`), {
			SEED_DEMO_CONTENT: 'true',
			ADMIN_EMAIL: 'bench@summit.example',
			ADMIN_PASSWORD: 'a long enough bench password',
		})
	} finally {
		if (before === undefined) delete process.env.BUILD_DIR
		else process.env.BUILD_DIR = before
	}
}

/** CPU time (user and system) of process `pid` so far, in milliseconds (Linux, /proc). */
function cpuMs(pid: number): number {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** The name a page's bytes have for nginx static and plain Node: `/p0`, `/p1`… */
const fileOf = (index: number) => `/p${index}`

/**
 * Gets the page as a visitor without cookies does, twice, and writes the gzip bytes the app sent
 * where nginx static and plain Node serve them. Resolves whether the page cache keeps the page (the
 * second answer came from it: an ETag and a shared cache's `s-maxage`).
 */
async function copyPage(pagePath: string, index: number): Promise<boolean> {
	await get(`${APP}${pagePath}`)
	const { status, headers, body } = await get(`${APP}${pagePath}`)
	if (status !== 200) throw new Error(`${pagePath} answered ${status}`)
	if (headers['content-encoding'] !== 'gzip') throw new Error(`${pagePath} did not come gzipped`)
	fs.mkdirSync(path.join(dir, 'static'), { recursive: true })
	fs.writeFileSync(path.join(dir, 'static', fileOf(index).slice(1)), body)
	return Boolean(headers.etag) && /s-maxage/.test(String(headers['cache-control'] ?? ''))
}

function startNginx(): ChildProcess {
	const locations = path.resolve('deploy/nginx/summit-locations.conf')
	const user = process.getuid?.() === 0 ? 'user root;' : ''
	fs.mkdirSync(path.join(dir, 'proxy-cache'))
	const conf = `
${user}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
	access_log off;
	sendfile on;
	keepalive_requests 1000000;
	client_body_temp_path ${dir}/body;
	proxy_temp_path ${dir}/proxy-temp;
	fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
	proxy_cache_path ${dir}/proxy-cache keys_zone=summit_pages:10m max_size=200m inactive=10m use_temp_path=off;
	upstream summit { server 127.0.0.1:${APP_PORT}; keepalive 64; }
	server {
		listen 127.0.0.1:${STATIC_PORT};
		root ${dir}/static;
		location / { default_type text/html; add_header Content-Encoding gzip; }
	}
	${COMPARE ? '' : `server { listen 127.0.0.1:${PROXY_PORT}; include ${locations}; }`}
}`
	const confFile = path.join(dir, 'nginx.conf')
	fs.writeFileSync(confFile, conf)
	return spawn('/usr/sbin/nginx', ['-c', confFile, '-g', 'daemon off;'], {
		stdio: ['ignore', 'ignore', 'inherit'],
	})
}

/**
 * Node's own limit: a plain `http` server in a child process sending the same gzip bytes from
 * memory, with no routing at all.
 */
function startPlainNode(): ChildProcess {
	const code = `
		const fs = require('node:fs'); const http = require('node:http'); const path = require('node:path')
		const root = ${JSON.stringify(path.join(dir, 'static'))}
		const pages = new Map()
		for (const name of fs.readdirSync(root)) pages.set('/' + name, fs.readFileSync(path.join(root, name)))
		http.createServer((req, res) => {
			const body = pages.get(req.url)
			if (!body) { res.statusCode = 404; res.end(); return }
			res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8', 'Content-Encoding', 'gzip', 'Content-Length', String(body.length)])
			res.end(body)
		}).listen(${PLAIN_PORT}, '127.0.0.1')`
	return spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] })
}

interface Figures {
	rps: number
	p50: number
	p99: number
	/** wrk's non-2xx and socket error counts, when any. */
	errors: string
}

/** Milliseconds from a wrk duration ("812.00us", "1.20ms", "2.01s"). */
function ms(text: string): number {
	const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
	if (!match) return Number.NaN
	const value = Number(match[1])
	return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
		match[2] as 'us' | 'ms' | 's' | 'm'
	]
}

/** wrk's command line for `url`, with `connections` (and as many threads, at most two), for `seconds`. */
function wrkArgs(url: string, script?: string, connections = CONNECTIONS, seconds = DURATION): string[] {
	return [
		`-t${Math.min(2, connections)}`,
		`-c${connections}`,
		`-d${seconds}s`,
		'--latency',
		'-H',
		'Accept-Encoding: gzip',
		...(script ? ['-s', script] : []),
		url,
	]
}

/** The figures of wrk's output. */
function figuresOf(out: string): Figures & { requests: number } {
	const latency = (p: string) => ms(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '')
	const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
	const socketErrors = /Socket errors: (.*)/.exec(out)?.[1]
	return {
		rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
		requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
		p50: latency('50'),
		p99: latency('99'),
		errors: [non2xx && `${non2xx} non-2xx`, socketErrors && `socket errors: ${socketErrors}`]
			.filter(Boolean)
			.join('; '),
	}
}

/**
 * wrk against both apps at once, the connections split between them, after 3 s of the same to warm
 * both up: misses a second and CPU ms a miss of each.
 */
async function sideBySide(
	pagePath: string,
	script: string,
	apps: { port: number; pid: number }[],
): Promise<{ rps: number; cpuPerRequest: number }[]> {
	const each = Math.max(1, Math.floor(CONNECTIONS / apps.length))
	const run = (port: number, seconds = DURATION) =>
		new Promise<string>((resolve, reject) => {
			const child = spawn('wrk', wrkArgs(`http://127.0.0.1:${port}${pagePath}`, script, each, seconds))
			let out = ''
			child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
			child.on('error', reject)
			child.on('close', () => resolve(out))
		})
	await Promise.all(apps.map((app) => run(app.port, 3)))
	const before = apps.map((app) => cpuMs(app.pid))
	const outs = await Promise.all(apps.map((app) => run(app.port)))
	return apps.map((app, i) => {
		const figures = figuresOf(outs[i]!)
		return { rps: figures.rps, cpuPerRequest: (cpuMs(app.pid) - before[i]!) / Math.max(1, figures.requests) }
	})
}

function wrk(url: string, script?: string): Figures {
	return figuresOf(execFileSync('wrk', wrkArgs(url, script), { encoding: 'utf8' }))
}

/**
 * A wrk script that sends every request with a new query string. Each wrk thread has a Lua state
 * of its own: the thread's number is in the query, so no two requests of the run share one (two
 * threads counting alike would send every URL twice, and the second would be a hit).
 */
function missScript(): string {
	const file = path.join(dir, 'miss.lua')
	fs.writeFileSync(
		file,
		`local threads = 0
function setup(thread)
	thread:set("tid", threads)
	threads = threads + 1
end
counter = 0
request = function()
	counter = counter + 1
	local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
	return wrk.format(nil, wrk.path .. sep .. "bench=" .. tid .. "-" .. counter)
end
`,
	)
	return file
}

const rps = (f: Figures) => Math.round(f.rps).toLocaleString('en-GB')
const ratio = (f: Figures, limit: Figures) => `${(f.rps / limit.rps).toFixed(3)}×`
const errorsOf = (...figures: [string, Figures][]) =>
	figures
		.filter(([, f]) => f.errors)
		.map(([label, f]) => `${label}: ${f.errors}`)
		.join('; ')

ensureTools()
const app = startApp()
const other = COMPARE ? startApp(COMPARE_PORT, COMPARE) : undefined
let nginx: ChildProcess | undefined
let plain: ChildProcess | undefined
try {
	await waitUntilUp(`${APP}/healthz`)
	if (other) await waitUntilUp(`http://127.0.0.1:${COMPARE_PORT}/healthz`)
	const sitemap = await (await fetch(`${APP}/sitemap.xml`)).text()
	const pages = measuredUrls(sitemap).filter(
		({ pattern, path: pagePath }) => !ONLY || ONLY.includes(pattern) || ONLY.includes(pagePath),
	)
	const cached: boolean[] = []
	for (const [index, page] of pages.entries()) cached.push(await copyPage(page.path, index))
	nginx = startNginx()
	await waitUntilUp(`http://127.0.0.1:${STATIC_PORT}${fileOf(0)}`)
	if (ALL && !other) {
		plain = startPlainNode()
		await waitUntilUp(`http://127.0.0.1:${PLAIN_PORT}${fileOf(0)}`)
	}
	const miss = missScript()
	console.log(
		`wrk -t2 -c${CONNECTIONS} -d${DURATION}s, gzip; ${os.cpus().length} cores, Node ${process.version}\n`,
	)
	const rows: string[] = []
	const extraRows: string[] = []
	const compareRows: string[] = []
	for (const [index, page] of pages.entries()) {
		const limit = wrk(`http://127.0.0.1:${STATIC_PORT}${fileOf(index)}`)
		await get(`${APP}${page.path}`) // fills the page cache
		const hit = wrk(`${APP}${page.path}`)
		const cold = wrk(`${APP}${page.path}`, miss)
		const label = page.path === page.pattern ? `\`${page.path}\`` : `\`${page.path}\` (${page.pattern})`
		const row = `| ${label} | ${cached[index] ? 'yes' : 'no'} | ${rps(limit)} | ${rps(hit)} | ${hit.p99.toFixed(1)} | ${ratio(hit, limit)} | ${rps(cold)} | ${cold.p99.toFixed(1)} | ${ratio(cold, limit)} |`
		const errors = errorsOf(['hit', hit], ['miss', cold])
		rows.push(errors ? `${row} ${errors}` : row)
		console.log(rows.at(-1))
		if (other) {
			const [mine, theirs] = await sideBySide(page.path, miss, [
				{ port: APP_PORT, pid: app.pid! },
				{ port: COMPARE_PORT, pid: other.pid! },
			])
			compareRows.push(
				`| ${label} | ${Math.round(mine!.rps)} | ${mine!.cpuPerRequest.toFixed(2)} | ${Math.round(theirs!.rps)} | ${theirs!.cpuPerRequest.toFixed(2)} | ${(mine!.cpuPerRequest / theirs!.cpuPerRequest).toFixed(2)} |`,
			)
			console.log(compareRows.at(-1))
		} else if (ALL) {
			const node = wrk(`http://127.0.0.1:${PLAIN_PORT}${fileOf(index)}`)
			await get(`http://127.0.0.1:${PROXY_PORT}${page.path}`)
			const proxy = wrk(`http://127.0.0.1:${PROXY_PORT}${page.path}`)
			extraRows.push(
				`| ${label} | ${rps(node)} | ${ratio(node, limit)} | ${rps(proxy)} | ${proxy.p99.toFixed(1)} | ${ratio(proxy, limit)} |`,
			)
		}
	}
	console.log(
		'\n| page | cached | nginx static req/s | hit req/s | hit p99 ms | hit × nginx | miss req/s | miss p99 ms | miss × nginx |',
	)
	console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|')
	for (const row of rows) console.log(row)
	if (other) {
		console.log(
			`\nMisses side by side, ${COMPARE} at the same moment (CPU: the server process, ms per request):\n`,
		)
		console.log(
			'| page | this build misses/s | CPU ms a miss | other build misses/s | CPU ms a miss | CPU this / other |',
		)
		console.log('|---|--:|--:|--:|--:|--:|')
		for (const row of compareRows) console.log(row)
	}
	if (ALL && !other) {
		console.log('\n| page | plain Node req/s | × nginx | nginx proxy req/s | proxy p99 ms | × nginx |')
		console.log('|---|--:|--:|--:|--:|--:|')
		for (const row of extraRows) console.log(row)
	}
} finally {
	nginx?.kill('SIGQUIT')
	plain?.kill()
	app.kill('SIGTERM')
	other?.kill('SIGTERM')
	await new Promise((resolve) => setTimeout(resolve, 500))
	fs.rmSync(dir, { recursive: true, force: true })
}

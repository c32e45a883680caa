/**
 * Public pages under load, side by side with nginx (ADR 0025). Starts the production build with the
 * demo content, an nginx that sends the very same bytes from files (the static limit), and an nginx
 * proxy in front of the app with the documented configuration (`deploy/nginx/summit-locations.conf`).
 * Then, for `/`, `/agenda`, `/speakers` and `/blogs`, runs wrk (64 connections, 10 s, gzip) against:
 *
 * - nginx static: the same gzip bytes from a file (the limit every ratio is taken against);
 * - plain Node http: the same bytes from memory with no routing (Node's own limit here);
 * - app, cache hit: the page as kept by the page cache;
 * - app, cold miss: every request a new query string, so every one renders, compresses and stores;
 * - nginx proxy: through the documented configuration, its own cache answering.
 *
 * and prints req/s, p50 and p99 and each row's ratio to nginx static.
 *
 *   npm run build && npm run bench:public-pages [-- --duration 10 --connections 64]
 *
 * Needs Debian's `nginx` and `wrk` (installed when missing, like the test command does).
 * Targets: cache hit ≥ 0.4× nginx static with p99 ≤ 30 ms; cold miss ≥ 300 req/s; proxy ≥ 0.9×.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? fallback : Number(args[i + 1])
}
const DURATION = option('duration', 10)
const CONNECTIONS = option('connections', 64)
const PATHS = ['/', '/agenda', '/speakers', '/blogs']
const APP_PORT = option('port', 3980)
const STATIC_PORT = APP_PORT + 1
const PROXY_PORT = APP_PORT + 2
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

function startApp(): ChildProcess {
	return startBuiltServer(APP_PORT, path.join(dir, 'app'), {
		SEED_DEMO_CONTENT: 'true',
		ADMIN_EMAIL: 'bench@summit.example',
		ADMIN_PASSWORD: 'a long enough bench password',
	})
}

/** The gzip bytes the app sends for `pagePath`, exactly as sent, written where nginx static serves them. */
function copyPage(pagePath: string): Promise<void> {
	return new Promise((resolve, reject) => {
		http
			.get(`${APP}${pagePath}`, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
				if (response.headers['content-encoding'] !== 'gzip') {
					reject(new Error(`${pagePath} did not come gzipped`))
					return
				}
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () => {
					const file = path.join(dir, 'static', pagePath === '/' ? 'index' : pagePath.slice(1))
					fs.mkdirSync(path.dirname(file), { recursive: true })
					fs.writeFileSync(file, Buffer.concat(chunks))
					resolve()
				})
			})
			.on('error', reject)
	})
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
		location = / { try_files /index =404; default_type text/html; add_header Content-Encoding gzip; }
		location / { default_type text/html; add_header Content-Encoding gzip; }
	}
	server {
		listen 127.0.0.1:${PROXY_PORT};
		include ${locations};
	}
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
		for (const name of fs.readdirSync(root)) pages.set(name === 'index' ? '/' : '/' + name, fs.readFileSync(path.join(root, name)))
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

function wrk(url: string, script?: string): Figures {
	const out = execFileSync(
		'wrk',
		[
			'-t2',
			`-c${CONNECTIONS}`,
			`-d${DURATION}s`,
			'--latency',
			'-H',
			'Accept-Encoding: gzip',
			...(script ? ['-s', script] : []),
			url,
		],
		{ encoding: 'utf8' },
	)
	const latency = (p: string) => ms(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '')
	const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
	const socketErrors = /Socket errors: (.*)/.exec(out)?.[1]
	return {
		rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
		p50: latency('50'),
		p99: latency('99'),
		errors: [non2xx && `${non2xx} non-2xx`, socketErrors && `socket errors: ${socketErrors}`]
			.filter(Boolean)
			.join('; '),
	}
}

/** A wrk script that sends every request with a new query string (each one a page cache miss). */
function coldMissScript(): string {
	const file = path.join(dir, 'cold-miss.lua')
	fs.writeFileSync(
		file,
		`counter = 0
request = function()
	counter = counter + 1
	local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
	return wrk.format(nil, wrk.path .. sep .. "v=" .. math.random(1, 1000000000) .. "-" .. counter)
end
`,
	)
	return file
}

/** One GET on a new connection (a kept-alive one may have been closed by the server meanwhile). */
function warm(url: string): Promise<void> {
	return new Promise((resolve, reject) => {
		http
			.get(url, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
				response.resume()
				response.on('end', resolve)
			})
			.on('error', reject)
	})
}

const row = (label: string, f: Figures, limit: number) =>
	`| ${label} | ${Math.round(f.rps).toLocaleString('en-GB')} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${(f.rps / limit).toFixed(3)}× |${f.errors ? ` ${f.errors}` : ''}`

ensureTools()
const app = startApp()
let nginx: ChildProcess | undefined
let plain: ChildProcess | undefined
try {
	await waitUntilUp(`${APP}/healthz`)
	for (const pagePath of PATHS) await copyPage(pagePath)
	nginx = startNginx()
	plain = startPlainNode()
	await waitUntilUp(`http://127.0.0.1:${STATIC_PORT}/`)
	await waitUntilUp(`http://127.0.0.1:${PLAIN_PORT}/`)
	const cold = coldMissScript()
	console.log(
		`wrk -t2 -c${CONNECTIONS} -d${DURATION}s, gzip; ${os.cpus().length} cores, Node ${process.version}\n`,
	)
	console.log('| page, server | req/s | p50 ms | p99 ms | × nginx static |')
	console.log('|---|--:|--:|--:|--:|')
	for (const pagePath of PATHS) {
		const limit = wrk(`http://127.0.0.1:${STATIC_PORT}${pagePath}`)
		const node = wrk(`http://127.0.0.1:${PLAIN_PORT}${pagePath}`)
		await warm(`${APP}${pagePath}`) // fills the page cache
		const hit = wrk(`${APP}${pagePath}`)
		const miss = wrk(`${APP}${pagePath}`, cold)
		await warm(`http://127.0.0.1:${PROXY_PORT}${pagePath}`)
		const proxy = wrk(`http://127.0.0.1:${PROXY_PORT}${pagePath}`)
		console.log(row(`\`${pagePath}\` nginx static`, limit, limit.rps))
		console.log(row(`\`${pagePath}\` plain Node http, same bytes`, node, limit.rps))
		console.log(row(`\`${pagePath}\` app, cache hit`, hit, limit.rps))
		console.log(row(`\`${pagePath}\` app, cold miss`, miss, limit.rps))
		console.log(row(`\`${pagePath}\` nginx proxy`, proxy, limit.rps))
	}
} finally {
	nginx?.kill('SIGQUIT')
	plain?.kill()
	app.kill('SIGTERM')
	await new Promise((resolve) => setTimeout(resolve, 500))
	fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * The schedule for conference apps under load, side by side with nginx (ADR 0061, ADR 0025):
 * starts the production build with the demo content, warms the page cache with
 * `/api/v1/schedule.xml` (and `.json`), copies the gzip bytes the app sent into a file that nginx
 * serves with the same `Content-Type` and `Content-Encoding: gzip`, then runs wrk (64 connections,
 * 10 s, `Accept-Encoding: gzip`) against nginx and against the app, one after the other, `--rounds`
 * times (3), and prints the median requests a second and p99 of each and the median of the rounds'
 * ratios (on a shared machine one run meets another load than the next: rounds close together
 * and their median say more than one pair). Target: the app ≥ 0.4× nginx.
 *
 *   npm run build && npm run bench:api-schedule [-- --duration 10 --connections 64 --rounds 3 --port 3990]
 *
 * Needs Debian's `nginx` and `wrk`. Uses `--port` and the port after it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getGzip as get, startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
	const inline = args.find((arg) => arg.startsWith(`--${name}=`))
	if (inline) return inline.slice(name.length + 3)
	const i = args.indexOf(`--${name}`)
	return i === -1 ? undefined : args[i + 1]
}
const DURATION = Number(option('duration') ?? 10)
const CONNECTIONS = Number(option('connections') ?? 64)
const ROUNDS = Math.max(1, Number(option('rounds') ?? 3))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
const APP_PORT = Number(option('port') ?? 3990)
const NGINX_PORT = APP_PORT + 1
const APP = `http://127.0.0.1:${APP_PORT}`
const PATHS = ['/api/v1/schedule.xml', '/api/v1/schedule.json']
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-bench-schedule-'))
fs.chmodSync(dir, 0o755)

for (const tool of ['/usr/sbin/nginx', '/usr/bin/wrk']) {
	if (!fs.existsSync(tool)) throw new Error(`${tool} is missing: apt-get install nginx wrk`)
}

/** nginx sending each file of `static/` as gzip with the type the app sent. */
function startNginx(types: Map<string, string>): ChildProcess {
	const user = process.getuid?.() === 0 ? 'user root;' : ''
	const locations = [...types]
		.map(
			([file, type]) => `location = /${file} { default_type "${type}"; add_header Content-Encoding gzip; }`,
		)
		.join('\n\t\t')
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
	client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
	types { }
	server {
		listen 127.0.0.1:${NGINX_PORT};
		root ${dir}/static;
		${locations}
	}
}`
	const confFile = path.join(dir, 'nginx.conf')
	fs.writeFileSync(confFile, conf)
	return spawn('/usr/sbin/nginx', ['-c', confFile, '-g', 'daemon off;'], {
		stdio: ['ignore', 'ignore', 'inherit'],
	})
}

interface Figures {
	rps: number
	p99: number
	errors: string
}

/** Milliseconds from a wrk duration ("812.00us", "1.20ms", "2.01s"). */
function ms(text: string): number {
	const match = /^([\d.]+)(us|ms|s)$/.exec(text)
	if (!match) return Number.NaN
	const value = Number(match[1])
	return { us: value / 1000, ms: value, s: value * 1000 }[match[2] as 'us' | 'ms' | 's']
}

function wrk(url: string): Figures {
	const out = execFileSync(
		'wrk',
		[`-t2`, `-c${CONNECTIONS}`, `-d${DURATION}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
		{ encoding: 'utf8' },
	)
	const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
	const socketErrors = /Socket errors: (.*)/.exec(out)?.[1]
	return {
		rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
		p99: ms(/^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
		errors: [non2xx && `${non2xx} non-2xx`, socketErrors && `socket errors: ${socketErrors}`]
			.filter(Boolean)
			.join('; '),
	}
}

const app = startBuiltServer(APP_PORT, path.join(dir, 'app'), {
	SEED_DEMO_CONTENT: 'true',
	ADMIN_EMAIL: 'bench@summit.example',
	ADMIN_PASSWORD: 'a long enough bench password',
})
let nginx: ChildProcess | undefined
try {
	await waitUntilUp(`${APP}/healthz`)
	fs.mkdirSync(path.join(dir, 'static'))
	const types = new Map<string, string>()
	const fromCache: boolean[] = []
	for (const [index, apiPath] of PATHS.entries()) {
		await get(`${APP}${apiPath}`) // fills the page cache
		const { status, headers, body } = await get(`${APP}${apiPath}`)
		if (status !== 200) throw new Error(`${apiPath} answered ${status}`)
		if (headers['content-encoding'] !== 'gzip') throw new Error(`${apiPath} did not come gzipped`)
		// The cache's ETag of a gzip variant ends in -gzip; the route's own answer has none.
		fromCache.push(/-gzip"$/.test(String(headers.etag)))
		const file = `f${index}`
		fs.writeFileSync(path.join(dir, 'static', file), body)
		types.set(file, String(headers['content-type']))
	}
	nginx = startNginx(types)
	await waitUntilUp(`http://127.0.0.1:${NGINX_PORT}/f0`)
	console.log(
		`wrk -t2 -c${CONNECTIONS} -d${DURATION}s, gzip, ${ROUNDS} rounds (medians); ${os.cpus().length} cores, Node ${process.version}\n`,
	)
	const rows: string[] = []
	for (const [index, apiPath] of PATHS.entries()) {
		const limits: Figures[] = []
		const mine: Figures[] = []
		for (let round = 0; round < ROUNDS; round++) {
			limits.push(wrk(`http://127.0.0.1:${NGINX_PORT}/f${index}`))
			await get(`${APP}${apiPath}`)
			mine.push(wrk(`${APP}${apiPath}`))
		}
		const ratio = median(mine.map((f, i) => f.rps / limits[i]!.rps))
		const summary = (runs: Figures[]): Figures => ({
			rps: median(runs.map((f) => f.rps)),
			p99: median(runs.map((f) => f.p99)),
			errors: runs
				.map((f) => f.errors)
				.filter(Boolean)
				.join('; '),
		})
		const limit = summary(limits)
		const ours = summary(mine)
		const bytes = fs.statSync(path.join(dir, 'static', `f${index}`)).size
		const errors = [limit.errors && `nginx: ${limit.errors}`, ours.errors && `app: ${ours.errors}`]
			.filter(Boolean)
			.join('; ')
		rows.push(
			`| \`${apiPath}\` | ${bytes.toLocaleString('en-GB')} | ${fromCache[index] ? 'yes' : 'no'} | ${Math.round(limit.rps).toLocaleString('en-GB')} | ${limit.p99.toFixed(1)} | ${Math.round(ours.rps).toLocaleString('en-GB')} | ${ours.p99.toFixed(1)} | ${ratio.toFixed(3)}× (${mine.map((f, i) => (f.rps / limits[i]!.rps).toFixed(2)).join(', ')}) |${errors ? ` ${errors}` : ''}`,
		)
		console.log(rows.at(-1))
	}
	console.log(
		'\n| path | gzip bytes | from the cache | nginx req/s | nginx p99 ms | app req/s | app p99 ms | app × nginx (each round) |',
	)
	console.log('|---|--:|---|--:|--:|--:|--:|--:|')
	for (const row of rows) console.log(row)
	console.log('\nTarget: app ≥ 0.4× nginx on the same bytes.')
} finally {
	nginx?.kill('SIGQUIT')
	app.kill('SIGTERM')
	await new Promise((resolve) => setTimeout(resolve, 500))
	fs.rmSync(dir, { recursive: true, force: true })
}

/**
 * Hero video in byte ranges: the production build serves a 50 MB video from the file store while
 * ten clients download it in 1 MB ranges, as video players do, and the server's resident memory is
 * watched. Run once with the S3 store (a bucket on s3rver, the S3-compatible server the tests use,
 * in a process of its own) and once with the local folder; then, for scale, nginx serving the same
 * file from disk to the same clients.
 *
 *   npm run build && npm run bench:hero-video-ranges [-- --mb 50 --clients 10 --range-mb 1 --port 3361 --only s3|local]
 *
 * Prints, for each store: the server's RSS (VmRSS of /proc/<pid>/status, sampled every 20 ms)
 * before, at its peak and after the downloads, the growth (peak − before), the time, the
 * throughput, and whether every client got the file's exact bytes. Target: growth ≤ 20 MB.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createLocalFileStore, type FileStore } from '#app/lib/storage/file-store.server.ts'
import { createS3FileStore } from '#app/lib/storage/s3-file-store.server.ts'
import { freePort } from '#tests/e2e/support/site-server.ts'
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? fallback : Number(args[i + 1])
}
const MB = 1024 * 1024
const SIZE = option('mb', 50) * MB
const CLIENTS = option('clients', 10)
const RANGE = option('range-mb', 1) * MB
const PORT = option('port', 3361)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
/** `--node-arg <flag>` (repeatable): given to the server's node, e.g. `--max-semi-space-size=4`. */
const nodeArgs = args.flatMap((arg, i) => (arg === '--node-arg' && args[i + 1] ? [args[i + 1]!] : []))
/** Download rounds: the first shows the warm-up, the later ones a server in its steady state. */
const ROUNDS = option('rounds', 2)
/**
 * Before the rounds, the same number of requests for 1 kB each: a fresh server's heap grows to its
 * working size with the request count alone (any route's), which this shows apart from the video's
 * bytes. `--no-warm-up` skips it.
 */
const WARM_UP = !args.includes('--no-warm-up')

/** The resident memory of process `pid` in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/** GET `url` with `Range: bytes=start-end` on `agent`: the status and the body's bytes. */
function getRange(agent: http.Agent, url: string, start: number, end: number) {
	return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
		http
			.get(url, { agent, headers: { Range: `bytes=${start}-${end}` } }, (response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }))
				response.on('error', reject)
			})
			.on('error', reject)
	})
}

/**
 * `CLIENTS` clients at once, each downloading `url` whole in `RANGE`-byte ranges one after the
 * other on its own kept-alive connection, each hashing what it got; or, with `length`, asking the
 * same ranges' first `length` bytes only (as many requests, few bytes). Returns the time (s) and how
 * many clients got bytes whose SHA-256 is `sha256` (all of them when `sha256` is null).
 */
async function download(url: string, sha256: string | null, length?: number) {
	const started = performance.now()
	const results = await Promise.all(
		Array.from({ length: CLIENTS }, async () => {
			const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
			const hash = crypto.createHash('sha256')
			for (let start = 0; start < SIZE; start += RANGE) {
				const end = Math.min(start + (length ?? RANGE), SIZE) - 1
				const part = await getRange(agent, url, start, end)
				if (part.status !== 206 || part.body.byteLength !== end - start + 1)
					throw new Error(`bytes=${start}-${end}: ${part.status}, ${part.body.byteLength} bytes`)
				hash.update(part.body)
			}
			agent.destroy()
			return sha256 === null || hash.digest('hex') === sha256
		}),
	)
	return { seconds: (performance.now() - started) / 1000, exact: results.filter(Boolean).length }
}

/** Samples the RSS of `pid` every 20 ms while `work` runs: before, peak, after (1 s later), in MB. */
async function watchMemory<T>(pid: number, work: () => Promise<T>) {
	const before = rssMb(pid)
	let peak = before
	const timer = setInterval(() => {
		peak = Math.max(peak, rssMb(pid))
	}, 20)
	const result = await work()
	clearInterval(timer)
	peak = Math.max(peak, rssMb(pid))
	await new Promise((resolve) => setTimeout(resolve, 1000))
	return { result, before, peak, after: rssMb(pid) }
}

interface Row {
	server: string
	before: number
	peak: number
	after: number
	seconds: number
	exact: number
}
const rows: Row[] = []

const bytes = crypto.randomBytes(SIZE)
const sha256 = crypto.createHash('sha256').update(bytes).digest('hex')
const name = `site/${crypto.randomBytes(8).toString('hex')}.mp4`
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-hero-ranges-'))

/** Runs the app on `store` (`s3` or `local`) and the downloads against it. */
async function benchApp(kind: 's3' | 'local') {
	const dir = fs.mkdtempSync(path.join(tmp, `${kind}-`))
	let s3: TestS3Server | undefined
	let store: FileStore
	let env: Record<string, string> = { SEED_DEMO_CONTENT: 'false' }
	if (kind === 's3') {
		s3 = await startS3Server('summit-bench')
		store = createS3FileStore({ client: s3.client(), bucket: s3.bucket, prefix: 'uploads/' })
		env = { ...env, ...s3.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }
	} else {
		store = createLocalFileStore(path.join(dir, 'uploads'))
	}
	await store.put(name, bytes)
	const server: ChildProcess = startBuiltServer(PORT, dir, env, nodeArgs)
	try {
		const base = `http://127.0.0.1:${PORT}`
		await waitUntilUp(`${base}/healthz`, 60_000)
		const url = `${base}/uploads/${name}`
		// One range first, so the route's code is loaded and warm before "before".
		await getRange(new http.Agent(), url, 0, RANGE - 1)
		await new Promise((resolve) => setTimeout(resolve, 500))
		const label = `Summit, ${kind === 's3' ? 'S3 store (s3rver)' : 'local store'}`
		if (WARM_UP) {
			const warm = await watchMemory(server.pid!, () => download(url, null, 1024))
			rows.push({ server: `${label}, warm-up: the same requests, 1 kB each`, ...warm, ...warm.result })
		}
		for (let round = 1; round <= ROUNDS; round++) {
			const watched = await watchMemory(server.pid!, () => download(url, sha256))
			rows.push({
				server: `${label}, round ${round}`,
				...watched,
				...watched.result,
			})
		}
	} finally {
		server.kill('SIGTERM')
		await new Promise((resolve) => server.once('exit', resolve))
		await s3?.stop()
	}
}

/** nginx serving the same file from disk to the same clients, one worker, for scale. */
async function benchNginx() {
	const root = path.join(tmp, 'nginx')
	fs.mkdirSync(path.join(root, 'uploads/site'), { recursive: true })
	fs.writeFileSync(path.join(root, 'uploads', name), bytes)
	const port = await freePort()
	const conf = path.join(root, 'nginx.conf')
	fs.writeFileSync(
		conf,
		`daemon off;
master_process off;
worker_processes 1;
error_log ${root}/error.log warn;
pid ${root}/nginx.pid;
events { worker_connections 256; }
http {
	access_log off;
	client_body_temp_path ${root}/tmp;
	proxy_temp_path ${root}/tmp;
	fastcgi_temp_path ${root}/tmp;
	uwsgi_temp_path ${root}/tmp;
	scgi_temp_path ${root}/tmp;
	types { video/mp4 mp4; }
	sendfile on;
	server {
		listen 127.0.0.1:${port};
		location /uploads/ { root ${root}; }
	}
}
`,
	)
	const nginx = spawn('nginx', ['-c', conf, '-p', root], { stdio: ['ignore', 'ignore', 'inherit'] })
	try {
		const url = `http://127.0.0.1:${port}/uploads/${name}`
		const until = Date.now() + 10_000
		for (;;) {
			try {
				await getRange(new http.Agent(), url, 0, 0)
				break
			} catch (error) {
				if (Date.now() > until) throw error
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		}
		const watched = await watchMemory(nginx.pid!, () => download(url, sha256))
		rows.push({ server: 'nginx, from disk', ...watched, ...watched.result })
	} finally {
		nginx.kill('SIGTERM')
		await new Promise((resolve) => nginx.once('exit', resolve))
	}
}

try {
	console.log(
		`${CLIENTS} clients, each downloading a ${SIZE / MB} MB video in ${RANGE / MB} MB ranges (${name})\n`,
	)
	if (only !== 'local') await benchApp('s3')
	if (only !== 's3') await benchApp('local')
	if (!only) await benchNginx().catch((error) => console.log(`nginx skipped: ${(error as Error).message}`))
	const total = (CLIENTS * SIZE) / MB
	console.log('| server | RSS before | peak | after | growth | time | throughput | exact copies |')
	console.log('|---|--:|--:|--:|--:|--:|--:|--:|')
	for (const row of rows) {
		console.log(
			`| ${row.server} | ${row.before.toFixed(0)} MB | ${row.peak.toFixed(0)} MB | ${row.after.toFixed(0)} MB | ${(row.peak - row.before).toFixed(1)} MB | ${row.seconds.toFixed(1)} s | ${row.server.includes('warm-up') ? '—' : `${(total / row.seconds).toFixed(0)} MB/s`} | ${row.exact}/${CLIENTS} |`,
		)
	}
	const nginx = rows.find((row) => row.server.startsWith('nginx'))
	if (nginx) {
		for (const row of rows.filter((r) => r !== nginx && !r.server.includes('warm-up')))
			console.log(`${row.server}: ${(row.seconds / nginx.seconds).toFixed(1)}× nginx's time`)
	}
	const downloads = rows.filter((r) => r.server.startsWith('Summit') && !r.server.includes('warm-up'))
	const worst = Math.max(...downloads.map((r) => r.peak - r.before))
	console.log(`\nTarget: growth ≤ 20 MB during a download. Largest Summit growth: ${worst.toFixed(1)} MB.`)
} finally {
	fs.rmSync(tmp, { recursive: true, force: true })
}

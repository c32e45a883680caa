/**
 * Two instances behind nginx against one instance alone: starts the real deployment of the cluster
 * test (tests/cluster/support/cluster.ts: PostgreSQL, an S3-compatible bucket, an SMTP server, two
 * production servers of the build, nginx with deploy/nginx/summit-locations.conf), loads it through
 * nginx for a few seconds per scenario, and prints for each the requests per second, p50 and p99 of
 * the clients' times, non-2xx/3xx answers, and each instance's share of the requests (from nginx's
 * log; "nginx" = answered from its page cache). Then starts one instance alone the same way and
 * loads it directly with the same scenarios, for the ratio.
 *
 *   npm run build && TEST_DATABASE_URL=postgres://… npm run bench:cluster [-- --seconds 10 --concurrency 20]
 *
 * Scenarios: public pages (home, agenda, speakers) as any visitor (through nginx: its page cache
 * answers most), the same past nginx's cache (a cookie: every request reaches an instance), and
 * registrations (load the form, answer its question, post; the POST's time is the one counted).
 */
import os from 'node:os'
import { type Cluster, startCluster } from '#tests/cluster/support/cluster.ts'
import { registerDelegate } from '#tests/cluster/support/registrations.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? fallback : Number(args[i + 1])
}
const SECONDS = option('seconds', 10)
const CONCURRENCY = option('concurrency', 20)
const PAGES = ['/', '/agenda', '/speakers']

interface Sample {
	ms: number
	ok: boolean
}

/** Runs `task` from `CONCURRENCY` clients for `SECONDS`; resolves with every sample and the time taken. */
async function load(task: (i: number) => Promise<Sample>): Promise<{ samples: Sample[]; seconds: number }> {
	const samples: Sample[] = []
	const started = performance.now()
	const until = started + SECONDS * 1000
	let next = 0
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (performance.now() < until) samples.push(await task(next++))
		}),
	)
	return { samples, seconds: (performance.now() - started) / 1000 }
}

/** A GET of `url` with `headers`, its body read to the end. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Sample> {
	const started = performance.now()
	try {
		const response = await fetch(url, { headers, redirect: 'manual' })
		await response.arrayBuffer()
		return { ms: performance.now() - started, ok: response.status < 400 }
	} catch {
		return { ms: performance.now() - started, ok: false }
	}
}

function percentile(sorted: number[], p: number) {
	return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

const run = `${Date.now()}`
const scenarios: { name: string; task: (origin: string) => (i: number) => Promise<Sample>; path: RegExp }[] =
	[
		{
			name: 'public pages',
			task: (origin) => (i) => get(`${origin}${PAGES[i % PAGES.length]}`),
			path: /^GET \/(agenda|speakers)? /,
		},
		{
			name: 'public pages past the proxy cache',
			task: (origin) => (i) => get(`${origin}${PAGES[i % PAGES.length]}`, { Cookie: 'bench=1' }),
			path: /^GET \/(agenda|speakers)? /,
		},
		{
			name: 'registrations (POST)',
			task: (origin) => async (i) => {
				const result = await registerDelegate(origin, `bench-${run}-${i}@cluster.example`, i)
				return { ms: result.ms, ok: result.outcome === 'accepted' }
			},
			path: /^POST \/register /,
		},
	]

type Row = Record<string, string | number>

/** Loads `origin` with each scenario; the shares come from `cluster`'s nginx log when `throughNginx`. */
async function measure(cluster: Cluster, origin: string, throughNginx: boolean): Promise<Row[]> {
	const rows: Row[] = []
	for (const scenario of scenarios) {
		const logged = cluster.proxied().length
		const { samples, seconds } = await load(scenario.task(origin))
		const times = samples
			.filter((s) => s.ok)
			.map((s) => s.ms)
			.sort((a, b) => a - b)
		const row: Row = {
			scenario: scenario.name,
			where: throughNginx ? `nginx → ${cluster.instances.length} instances` : '1 instance direct',
			requests: samples.length,
			'per second': Math.round(samples.length / seconds),
			'p50 (ms)': Number(percentile(times, 50).toFixed(1)),
			'p99 (ms)': Number(percentile(times, 99).toFixed(1)),
			failed: samples.filter((s) => !s.ok).length,
		}
		if (throughNginx) {
			const requests = cluster
				.proxied()
				.slice(logged)
				.filter((r) => scenario.path.test(r.request))
			const share = (instance: string | null) =>
				requests.length
					? `${((100 * requests.filter((r) => r.instance === instance).length) / requests.length).toFixed(1)} %`
					: '-'
			for (const instance of cluster.instances) row[`share ${instance.name}`] = share(instance.name)
			row['share nginx'] = share(null)
		}
		rows.push(row)
	}
	return rows
}

console.log(
	`Cluster bench: ${SECONDS} s per scenario, ${CONCURRENCY} clients; load average before: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
)
const pair = await startCluster()
let both: Row[]
try {
	both = await measure(pair, pair.url, true)
} finally {
	await pair.stop()
}
const alone = await startCluster({ instances: 1 })
let one: Row[]
try {
	one = await measure(alone, alone.instances[0]!.url, false)
} finally {
	await alone.stop()
}
console.table([...both, ...one])
for (const [i, scenario] of scenarios.entries()) {
	const ratio = Number(both[i]!['per second']) / Number(one[i]!['per second'])
	console.log(
		`${scenario.name}: nginx and 2 instances / 1 instance direct = ${ratio.toFixed(2)}× the requests per second`,
	)
}

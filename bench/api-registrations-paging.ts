/**
 * Benchmark of the staff API's sync feed (docs/api-tokens.md, ADR 0062):
 * `npm run bench:api-registrations-paging` (or `npx tsx bench/api-registrations-paging.ts`) after
 * `npm run build`. Not a test: it prints figures.
 *
 * 1. Makes a SQLite database in a temp folder, migrated, with 100,000 registrations (multi-row
 *    inserts, spread over two editions and a year of `updated_at`s) and a staff API token with
 *    `registrations:read`.
 * 2. Starts the built server on it (`bench/built-server.ts`) and walks
 *    `GET /api/v1/registrations?limit=500&updated_since=…` by its `Link` header to the end, five
 *    times (each walk with its own token, so the rate limit of 600 calls a minute per token is not
 *    what is measured), checking that every registration came exactly once per walk.
 * 3. Prints pages/s, records/s, p50/p95 per page, and the server's resident memory (VmRSS, sampled
 *    every 50 ms) at the start, its peak and at the end of each walk: flat memory means the server
 *    keeps nothing per page.
 *
 * Options: --registrations=N (100000), --port=N (3461), --walks=N (5), --heap-mb=N (run the server
 * with `--max-old-space-size=N`: a walk that kept its pages would run out of memory).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { newApiTokenSecret } from '#app/modules/api-tokens/api-token-secret.server.ts'
import { addEditions, benchOptions, insertRows, percentile } from './bench-databases.ts'
import { benchPerson, DESIGNATIONS, pick, random, slug } from './bench-people.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = benchOptions()
const COUNT = Number(args.get('registrations') ?? 100_000)
const PORT = Number(args.get('port') ?? 3461)
const WALKS = Number(args.get('walks') ?? 5)
const LIMIT = 500
/** The server's V8 old-space cap (MB), to show the walk fits in it; none by default. */
const HEAP_MB = args.get('heap-mb')
const BASE = `http://127.0.0.1:${PORT}`
const TIMELINE = { start: Date.parse('2026-01-01T00:00:00Z'), span: 365 * 24 * 3600 * 1000 }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-api-paging-'))
const secrets = Array.from({ length: WALKS }, () => newApiTokenSecret())

console.log(`Filling ${COUNT.toLocaleString('en')} registrations…`)
const fillStarted = performance.now()
{
	const db = createDatabase({ databasePath: path.join(dir, 'summit.db') })
	await migrateToLatest(db)
	const editions = await addEditions(db, [2026, 2027])
	const rnd = random(62)
	await insertRows(db, 'attendees', COUNT, (i) => {
		const { first, last, company, at, edition } = benchPerson(i, COUNT, rnd, {
			companies: 2000,
			timeline: TIMELINE,
			editions: editions.length,
		})
		const when = new Date(at).toISOString()
		return {
			edition_id: editions[edition]!,
			full_name: `${first} ${last}`,
			email: `${slug(first)}.${slug(last)}.${i}@company${company}.example`,
			contact_number: rnd() < 0.5 ? null : `+233 24 ${String(1_000_000 + i).slice(-7)}`,
			whatsapp_number: `+233 20 ${String(2_000_000 + i).slice(-7)}`,
			company_name: `Company ${company}`,
			designation: pick(DESIGNATIONS, rnd),
			heard_from: null,
			fee_pesewas: 250_000,
			fee_rule: 'regular' as const,
			created_at: when,
			updated_at: when,
		}
	})
	await db
		.insertInto('api_tokens')
		.values(
			secrets.map((secret, i) => ({
				name: `Bench ${i + 1}`,
				token_hash: secret.tokenHash,
				prefix: secret.prefix,
				scopes: 'registrations:read',
				created_at: new Date().toISOString(),
			})),
		)
		.execute()
	await db.destroy()
}
console.log(`Filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`)

const server = startBuiltServer(PORT, dir, {}, HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : [])
const stop = () => {
	server.kill()
	fs.rmSync(dir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
	stop()
	process.exit(130)
})

/** The server's resident memory (MB), from /proc; NaN where there is no /proc. */
function rssMb(): number {
	try {
		const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8')
		return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024
	} catch {
		return Number.NaN
	}
}

try {
	await waitUntilUp(`${BASE}/healthz`, 90_000)
	// One call to warm the route's modules before the walk is timed.
	const warm = await fetch(`${BASE}/api/v1/registrations?limit=1`, {
		headers: { Authorization: `Bearer ${secrets[0]!.token}` },
	})
	if (warm.status !== 200) throw new Error(`The API answered ${warm.status}: ${await warm.text()}`)

	for (let walk = 1; walk <= WALKS; walk++) {
		const headers = { Authorization: `Bearer ${secrets[walk - 1]!.token}` }
		const samples: number[] = [rssMb()]
		const sampler = setInterval(() => samples.push(rssMb()), 50)
		const seen = new Set<number>()
		const pageMs: number[] = []
		let pages = 0
		let url: string | null = `/api/v1/registrations?limit=${LIMIT}&updated_since=2025-12-31T00:00:00Z`
		const started = performance.now()
		while (url) {
			const t0 = performance.now()
			const response: Response = await fetch(`${BASE}${url}`, { headers })
			if (response.status !== 200)
				throw new Error(`Page ${pages + 1}: ${response.status} ${await response.text()}`)
			const body = (await response.json()) as { data: { id: number }[]; next_cursor: string | null }
			pageMs.push(performance.now() - t0)
			pages++
			for (const record of body.data) {
				if (seen.has(record.id)) throw new Error(`Registration ${record.id} came twice`)
				seen.add(record.id)
			}
			const link = response.headers.get('Link')
			url = body.next_cursor ? (/^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1] ?? null) : null
			if (body.next_cursor && !url) throw new Error('A next cursor without a Link header')
		}
		const seconds = (performance.now() - started) / 1000
		clearInterval(sampler)
		samples.push(rssMb())
		if (seen.size !== COUNT) throw new Error(`The walk saw ${seen.size} of ${COUNT} registrations`)
		const sorted = [...pageMs].sort((a, b) => a - b)
		console.log(
			[
				`Walk ${walk}: ${pages} pages of ${LIMIT}, ${seen.size.toLocaleString('en')} registrations each once, in ${seconds.toFixed(1)} s`,
				`  ${(pages / seconds).toFixed(1)} pages/s, ${Math.round(seen.size / seconds).toLocaleString('en')} registrations/s`,
				`  per page: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
				`  server RSS: start ${samples[0]!.toFixed(0)} MB, peak ${Math.max(...samples).toFixed(0)} MB, end ${samples.at(-1)!.toFixed(0)} MB (${samples.length} samples)`,
			].join('\n'),
		)
	}
} finally {
	stop()
}

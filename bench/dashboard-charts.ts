/**
 * Benchmark of the dashboard's charts (ADR 0058): `npm run bench:dashboard-charts` (or `npx tsx
 * bench/dashboard-charts.ts`). Not a test: it prints figures.
 *
 * For SQLite (a file in the temp folder) and PostgreSQL (a new database through BENCH_DATABASE_URL
 * or TEST_DATABASE_URL, dropped afterwards), it:
 * 1. migrates and fills one current edition with 100,000 attendees (registered over 150 days, 80 %
 *    of them checked in over the two event days, 3,000 companies typed in several cases and
 *    spacings, every answer to "How did you hear") and 5,000 partnership enquiries;
 * 2. in a child process started on that database as the app is (`DATABASE_PATH` / `DATABASE_URL`),
 *    times each chart's query, drawing the five charts (both shapes) with nothing kept and with
 *    the drawings kept, the dashboard's loader without the charts (as it was before them), and the
 *    dashboard route's whole loader for a signed-in Administrator (counts,
 *    money, Recent Activity and the charts): p50 and p95 of `--runs` runs (20) after 3 warm-ups.
 *
 * Options: --only=sqlite|postgres, --attendees=N, --enquiries=N, --runs=N, --keep (do not delete
 * the databases).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Database } from '#app/db/connect.server.ts'
import type { NewAttendee } from '#app/db/schema.ts'
import {
	benchDatabases,
	type BenchDialect,
	benchOptions,
	insertRows,
	timeRuns,
	withBenchDatabase,
} from './bench-databases.ts'
import { benchPerson, DESIGNATIONS, pick, random, slug } from './bench-people.ts'

const args = benchOptions()
const ATTENDEES = Number(args.get('attendees') ?? 100_000)
const ENQUIRIES = Number(args.get('enquiries') ?? 5_000)
const RUNS = Number(args.get('runs') ?? 20)
const WARMUP = 3
const DAY_MS = 86_400_000

// ---------------------------------------------------------------------------------------------
// Child process: the app's own modules on the filled database, timed.
// ---------------------------------------------------------------------------------------------

if (args.has('child')) {
	const { db } = await import('#app/db/db.server.ts')
	const { getCurrentEdition } = await import('#app/modules/editions/editions.queries.server.ts')
	const queries = await import('#app/modules/dashboard/charts.queries.server.ts')
	const { editionCharts } = await import('#app/modules/dashboard/charts.server.ts')
	const { forgetChartDrawings } = await import('#app/modules/dashboard/chart-svg.server.ts')
	const { startAuthSession } = await import('#app/lib/auth/auth-session.server.ts')
	const { requireUserMiddleware } = await import('#app/lib/auth/auth.server.ts')
	const { loader } = await import('#app/routes/admin/dashboard.tsx')
	const { dashboard } = await import('#app/modules/dashboard/dashboard-pages.server.ts')
	const { RouterContextProvider } = await import('react-router')

	const edition = (await getCurrentEdition(db, new Date()))!
	const figures: Record<string, { p50: number; p95: number }> = {}
	const time = async (name: string, run: () => Promise<unknown>) => {
		const { p50, p95 } = await timeRuns(run, { warmup: WARMUP, runs: RUNS })
		figures[name] = { p50, p95 }
	}
	await time('query: registrations per day', () => queries.registrationsPerDay(db, edition.id))
	await time('query: how they heard', () => queries.registrationsByHeardFrom(db, edition.id))
	await time('query: top 10 companies', () => queries.topCompanies(db, edition.id))
	await time('query: check-ins per hour', () => queries.checkInsPerHour(db, edition.id))
	await time('query: enquiries by package', () => queries.enquiriesByPackage(db, edition.id))

	// Drawing alone: the figures read once, then drawn with nothing kept, and with the drawings kept.
	forgetChartDrawings()
	const started = performance.now()
	await editionCharts(db, edition)
	const firstMs = performance.now() - started
	await time('charts: queries + drawing, nothing kept', async () => {
		forgetChartDrawings()
		return editionCharts(db, edition)
	})
	await time('charts: queries + drawings kept', () => editionCharts(db, edition))

	// The whole route loader, signed in as an Administrator through the admin middleware.
	const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
	const signIn = new Request('http://summit.test/admin/login')
	const cookie = (await startAuthSession(db, signIn, admin.id, new Date())).split(';')[0]!
	const loaderOnce = async (keep: boolean, charts = true) => {
		if (!keep) forgetChartDrawings()
		const request = new Request('http://summit.test/admin/dashboard', { headers: { cookie } })
		const context = new RouterContextProvider()
		await requireUserMiddleware(
			{ request, context, params: {}, unstable_pattern: '' } as never,
			async () => undefined as never,
		)
		if (!charts) return { charts: null, ...(await dashboard.loader({ request, context })) }
		return loader({ request, context, params: {} } as never)
	}
	await time('dashboard loader without the charts', () => loaderOnce(true, false))
	await time('dashboard loader, drawings kept', () => loaderOnce(true))
	await time('dashboard loader, nothing kept', () => loaderOnce(false))
	const data = await loaderOnce(true)
	const html = JSON.stringify(data.charts).length
	await db.destroy()
	process.stdout.write(JSON.stringify({ figures, firstMs, chartsJsonBytes: html }) + '\n')
	process.exit(0)
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

const HEARD = ['Event official website', 'LinkedIn', 'Invitation Letter', 'Facebook', 'Instagram', null]
const PACKAGES = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke']
const SECTORS = ['Bank', 'Insurance', 'Telecom', 'Energy', 'Mining', 'Assurance', 'Holdings', 'Capital']
const PLACES = ['Accra', 'Volta', 'Ashanti', 'Lagos', 'Abidjan', 'Dakar', 'Nairobi', 'Kigali', 'Sahel']

/** Company `n` as one registrant typed it: mostly as is, sometimes shouted, lower-cased or spaced. */
function companyName(n: number, rnd: () => number): string {
	const name = `${PLACES[n % PLACES.length]} ${SECTORS[(n * 7) % SECTORS.length]} ${n}`
	const r = rnd()
	if (r < 0.05) return name.toUpperCase()
	if (r < 0.1) return name.toLowerCase()
	if (r < 0.12) return name.replace(' ', '  ')
	return name
}

/** The event's first day: the bench edition started two days ago (08:00 Accra). */
const eventStart = Date.UTC(
	new Date().getUTCFullYear(),
	new Date().getUTCMonth(),
	new Date().getUTCDate() - 2,
	8,
)

function attendeeRow(i: number, rnd: () => number, edition: number): NewAttendee {
	const { first, last, company, at } = benchPerson(i, ATTENDEES, rnd, {
		// Skewed so a few companies send many: the top ten differ from the rest.
		companies: 3000,
		timeline: { start: eventStart - 152 * DAY_MS, span: 150 * DAY_MS },
		editions: 1,
	})
	const skewed = Math.floor(company * rnd())
	const checkedIn =
		rnd() < 0.8
			? new Date(
					eventStart + (rnd() < 0.6 ? 0 : DAY_MS) + Math.floor(rnd() ** 2 * 9 * 3_600_000),
				).toISOString()
			: null
	return {
		edition_id: edition,
		full_name: `${first} ${last}`,
		email: `${slug(first)}.${slug(last)}.${i}@bench.example`,
		contact_number: null,
		whatsapp_number: `+233 20 ${String(2_000_000 + i).slice(-7)}`,
		company_name: companyName(skewed, rnd),
		designation: pick(DESIGNATIONS, rnd),
		heard_from: pick(HEARD, rnd),
		created_at: new Date(at).toISOString(),
		checked_in_at: checkedIn,
		checked_in_by: checkedIn ? 'Desk' : null,
	}
}

/** One current edition, an Administrator, the attendees and the enquiries. */
async function fill(db: Database): Promise<void> {
	const now = new Date().toISOString()
	const { id: edition } = await db
		.insertInto('event_editions')
		.values({
			year: new Date(eventStart).getUTCFullYear(),
			theme: 'Bench',
			venue: 'Accra',
			starts_at: new Date(eventStart).toISOString(),
			early_bird_expires_on: new Date(eventStart - 60 * DAY_MS).toISOString().slice(0, 10),
			updated_at: now,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	await db
		.insertInto('users')
		.values({
			full_name: 'Bench Administrator',
			email: 'bench@summit.example',
			role: 'Administrator',
			password_hash: 'x',
			updated_at: now,
		})
		.execute()
	const rnd = random(20_261_127)
	await insertRows(db, 'attendees', ATTENDEES, (i) => attendeeRow(i, rnd, edition))
	await insertRows(db, 'partnership_enquiries', ENQUIRIES, (i) => ({
		edition_id: edition,
		full_name: `Enquirer ${i}`,
		email: `enquirer${i}@bench.example`,
		whatsapp_number: '+233 20 0000000',
		company_name: companyName(i % 500, rnd),
		designation: 'CFO',
		package: pick(PACKAGES, rnd),
		heard_from: pick(HEARD, rnd),
		reference: `BNCH-${String(i).padStart(8, '0')}`,
	}))
}

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------

interface ChildResult {
	figures: Record<string, { p50: number; p95: number }>
	firstMs: number
	chartsJsonBytes: number
}

/** Runs the timing child on `location`, as the app would open it. */
function runChild(dialect: BenchDialect, location: string): Promise<ChildResult> {
	const env = { ...process.env }
	if (dialect === 'postgres') Object.assign(env, { DATABASE_URL: location })
	else Object.assign(env, { DATABASE_PATH: location, DATABASE_URL: '' })
	const child = spawn(
		process.execPath,
		['--import', 'tsx', fileURLToPath(import.meta.url), `--child=${dialect}`, `--runs=${RUNS}`],
		{ env, stdio: ['ignore', 'pipe', 'inherit'] },
	)
	let out = ''
	child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
	return new Promise((resolve, reject) =>
		child.on('close', (code) =>
			code === 0
				? resolve(JSON.parse(out.trim().split('\n').pop()!) as ChildResult)
				: reject(new Error(`child exited ${code}`)),
		),
	)
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10)

for (const target of await benchDatabases(args.get('only'), 'summit-dashboard-charts-')) {
	await withBenchDatabase(target, { fill, keep: args.has('keep') }, async () => {
		const result = await runChild(target.dialect, target.location)
		console.log(`\n${target.dialect}: ${ATTENDEES.toLocaleString('en-GB')} attendees, ${RUNS} runs`)
		console.log(`${'what'.padEnd(44)}${'p50'.padStart(10)}${'p95'.padStart(10)}`)
		for (const [name, { p50, p95 }] of Object.entries(result.figures))
			console.log(`${name.padEnd(44)}${ms(p50)}${ms(p95)}`)
		console.log(`first charts of the process (ECharts warming up): ${result.firstMs.toFixed(0)} ms`)
		console.log(`charts in the loader data: ${(result.chartsJsonBytes / 1024).toFixed(0)} KiB of JSON`)
	})
}

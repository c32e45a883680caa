/**
 * Benchmark of the back office registration lists (ADR 0024): `npm run bench:admin-lists`
 * (or `npx tsx bench/admin-lists.ts`). Not a test: it prints figures.
 *
 * For SQLite (a file in the temp folder) and PostgreSQL (a new database created through
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards), it:
 * 1. migrates and fills 100,000 attendees and 20,000 partnership enquiries (multi-row inserts of
 *    1,000 rows, 10 batches per transaction), and 12 agenda sessions per edition with about 40 % of
 *    each edition's attendees scanned into each (session attendance, docs/event-days.md);
 * 2. times the list screens' data calls directly — `findRegistrations` of either list, the count and
 *    the page the route loaders run — for page 1, a deep page, searches and sorted pages: p50 and p95
 *    of 60 runs after 5 warm-ups (target p95 ≤ 30 ms);
 * 3. exports all 100,000 attendees in a fresh child process (`exportRegistrations`, the route's
 *    function, body read to the end, with the sessions attended and CPE hours) and reports its time and peak resident memory (target ≤ 3 s,
 *    ≤ 150 MB).
 *
 * Options: --only=sqlite|postgres, --attendees=N, --partnerships=N, --runs=N, --keep (do not delete
 * the databases).
 */
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import type { NewAttendee } from '#app/db/schema.ts'
import { ATTENDEE_KIND, attendeeAttendance } from '#app/modules/attendees/attendee-admin.server.ts'
import { ATTENDEE_SOURCE } from '#app/modules/attendees/attendees.queries.server.ts'
import {
	type NewPartnershipEnquiry,
	PARTNERSHIP_SOURCE,
} from '#app/modules/partnerships/partnerships.queries.server.ts'
import {
	addEditions,
	type BenchDatabase,
	benchDatabases,
	type BenchDialect,
	benchOptions,
	insertRows,
	timeRuns,
	withBenchDatabase,
} from './bench-databases.ts'
import { benchPerson, DESIGNATIONS, pick, random, slug, type Timeline } from './bench-people.ts'
import { exportRegistrations } from '#app/modules/registration-lists/registration-admin.server.ts'
import { describeFilter } from '#app/modules/registration-lists/registration-list.ts'
import {
	findRegistrations,
	type RegistrationPageQuery,
} from '#app/modules/registration-lists/registration-lists.queries.server.ts'

const args = benchOptions()
const ATTENDEES = Number(args.get('attendees') ?? 100_000)
const PARTNERSHIPS = Number(args.get('partnerships') ?? 20_000)
const RUNS = Number(args.get('runs') ?? 60)
const WARMUP = 5
const TARGET_MS = 30

// ---------------------------------------------------------------------------------------------
// Child process: the export alone, so its peak memory is the export's, not the fill's.
// ---------------------------------------------------------------------------------------------

if (args.has('export-child')) {
	const dialect = args.get('export-child') as BenchDialect
	const location = args.get('location')!
	const db =
		dialect === 'postgres'
			? createDatabase({ databaseUrl: location, databasePath: '' })
			: createDatabase({ databasePath: location })
	const admin = await db.selectFrom('users').select(['id', 'full_name']).executeTakeFirstOrThrow()
	const editions = await db.selectFrom('event_editions').select(['id', 'year']).execute()
	/** One full export as the route serves it, the body read to its end; its time, size and rows. */
	async function exportOnce() {
		const started = performance.now()
		const response = await exportRegistrations(
			db,
			{ id: admin.id, fullName: admin.full_name },
			ATTENDEE_KIND,
			{ q: '', editionId: null, sort: 'date', dir: 'desc', filterText: describeFilter('', null) },
			new Map(editions.map((e) => [e.id, e.year])),
			new Date(),
		)
		let bytes = 0
		let lines = 0
		for await (const chunk of response.body!) {
			bytes += chunk.byteLength
			for (const byte of chunk) if (byte === 0x0a) lines++
		}
		return { ms: performance.now() - started, bytes, rows: lines - 1 }
	}
	// Peak resident memory (the kernel's high-water mark) before, after one export, and after a
	// second one: a second export that does not raise it shows memory does not grow with rows.
	const maxRss = () => process.resourceUsage().maxRSS * 1024
	const baselineRss = maxRss()
	const first = await exportOnce()
	const afterFirst = maxRss()
	await exportOnce()
	const afterSecond = maxRss()
	await db.destroy()
	process.stdout.write(
		JSON.stringify({ ...first, baselineRss, maxRss: afterFirst, maxRss2: afterSecond }) + '\n',
	)
	process.exit(0)
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

const SECTORS = [
	'Bank',
	'Insurance',
	'Telecom',
	'Energy',
	'Mining',
	'Assurance',
	'Holdings',
	'Capital',
	'Health',
]
const PLACES = [
	'Accra',
	'Volta',
	'Ashanti',
	'Lagos',
	'Abidjan',
	'Dakar',
	'Nairobi',
	'Kigali',
	'Sahel',
	'Atlantic',
]
const HEARD = ['Event official website', 'LinkedIn', 'Invitation Letter', 'Facebook', 'Instagram', null]
const PACKAGES = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke']

const companyName = (n: number) => `${PLACES[n % PLACES.length]} ${SECTORS[(n * 7) % SECTORS.length]} ${n}`

const TIMELINE: Timeline = { start: Date.UTC(2023, 0, 1), span: 3 * 365 * 86_400_000 }

function attendeeRow(i: number, rnd: () => number, editions: number[]): NewAttendee {
	const { first, last, company, at, edition } = benchPerson(i, ATTENDEES, rnd, {
		companies: 2000,
		timeline: TIMELINE,
		editions: editions.length,
	})
	return {
		edition_id: editions[edition]!,
		full_name: `${first} ${last}`,
		email: `${slug(first)}.${slug(last)}.${i}@${slug(companyName(company))}.example`,
		contact_number: rnd() < 0.5 ? null : `+233 24 ${String(1_000_000 + i).slice(-7)}`,
		whatsapp_number: `+233 20 ${String(2_000_000 + i).slice(-7)}`,
		company_name: companyName(company),
		designation: pick(DESIGNATIONS, rnd),
		heard_from: pick(HEARD, rnd),
		created_at: new Date(at).toISOString(),
	}
}

function enquiryRow(i: number, rnd: () => number, editions: number[]): NewPartnershipEnquiry {
	const { first, last, company, at, edition } = benchPerson(i, PARTNERSHIPS, rnd, {
		companies: 5000,
		timeline: TIMELINE,
		editions: editions.length,
	})
	const token = i.toString(36).toUpperCase().padStart(8, '0')
	return {
		edition_id: rnd() < 0.1 ? null : editions[edition]!,
		full_name: `${first} ${last}`,
		email: `${slug(first)}.${slug(last)}.${i}@${slug(companyName(company))}.example`,
		contact_number: rnd() < 0.5 ? null : `+233 24 ${String(3_000_000 + i).slice(-7)}`,
		whatsapp_number: `+233 20 ${String(4_000_000 + i).slice(-7)}`,
		company_name: companyName(company),
		designation: pick(DESIGNATIONS, rnd),
		package: pick(PACKAGES, rnd),
		heard_from: pick(HEARD, rnd),
		reference: `IALS-${token.slice(0, 4)}-${token.slice(4)}`,
		created_at: new Date(at).toISOString(),
	}
}

/** Three editions, the administrator the export is made as, the attendees, then the enquiries. */
async function fill(db: Database): Promise<void> {
	const editions = await addEditions(db, [2023, 2024, 2025])
	await db
		.insertInto('users')
		.values({
			full_name: 'Bench Administrator',
			email: 'bench@summit.example',
			role: 'Administrator',
			password_hash: 'x',
			updated_at: new Date().toISOString(),
		})
		.execute()
	const rnd = random(20_250_601)
	await insertRows(db, 'attendees', ATTENDEES, (i) => attendeeRow(i, rnd, editions))
	await insertRows(db, 'partnership_enquiries', PARTNERSHIPS, (i) => enquiryRow(i, rnd, editions))
	await fillSessionAttendance(db, editions)
}

/** Sessions of each edition's agenda: 12, two of them breaks (no CPE hours). */
const SESSIONS_PER_EDITION = 12

/**
 * Session attendance (docs/event-days.md): 12 sessions per edition, and each attendee scanned into
 * about 40 % of their edition's sessions (chosen by a fixed formula: about 480,000 rows for 100,000
 * attendees), in one statement.
 */
async function fillSessionAttendance(db: Database, editions: readonly number[]): Promise<void> {
	const stamp = new Date().toISOString()
	for (const [e, editionId] of editions.entries()) {
		const day = `${2023 + e}-03-18`
		for (let i = 0; i < SESSIONS_PER_EDITION; i++) {
			const hour = String(8 + i).padStart(2, '0')
			await db
				.insertInto('agenda_sessions')
				.values({
					edition_id: editionId,
					heading: `Session ${i + 1} of ${2023 + e}`,
					starts_at: `${day}T${hour}:00:00.000Z`,
					ends_at: `${day}T${hour}:45:00.000Z`,
					speaker: null,
					speaker_id: null,
					description: null,
					cpe_hours_hundredths: i === 3 || i === 7 ? null : 75,
					created_at: stamp,
					updated_at: stamp,
				})
				.execute()
		}
	}
	await sql`insert into session_attendance (session_id, attendee_id, scanned_at, scanned_by)
		select s.id, a.id, ${stamp}, 'Bench Door'
		from attendees a join agenda_sessions s on s.edition_id = a.edition_id
		where (a.id * 7 + s.id * 13) % 10 < 4`.execute(db)
}

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------

interface Figure {
	dialect: BenchDialect
	scenario: string
	p50: number
	p95: number
	rows: string
}

async function time(
	dialect: BenchDialect,
	scenario: string,
	run: () => Promise<{ total: number; rows: unknown[] }>,
): Promise<Figure> {
	const { p50, p95, last } = await timeRuns(run, { warmup: WARMUP, runs: RUNS })
	return { dialect, scenario, p50, p95, rows: `${last.rows.length} of ${last.total.toLocaleString('en-GB')}` }
}

async function listScenarios(target: BenchDatabase, db: Database): Promise<Figure[]> {
	const d = target.dialect
	const edition = await db
		.selectFrom('event_editions')
		.select('id')
		.orderBy('year', 'desc')
		.executeTakeFirstOrThrow()
	const all = { q: '', editionId: null }
	const newest = { sort: 'date', dir: 'desc' } as const
	const deepAttendees = Math.floor(ATTENDEES / 2)
	const deepEnquiries = Math.floor(PARTNERSHIPS / 2)
	const figures: Figure[] = []
	const a = (scenario: string, query: RegistrationPageQuery) =>
		time(d, `attendees: ${scenario}`, () => findRegistrations(db, ATTENDEE_SOURCE, query))
	const p = (scenario: string, query: RegistrationPageQuery) =>
		time(d, `partnerships: ${scenario}`, () => findRegistrations(db, PARTNERSHIP_SOURCE, query))

	figures.push(await a('page 1 (newest first)', { ...all, ...newest, offset: 0, limit: 10 }))
	// The list's sessions attended and CPE hours of a page of 30 (one grouped read: docs/event-days.md).
	const pageIds = Array.from({ length: 30 }, (_, i) => 1 + Math.floor((i * ATTENDEES) / 30))
	figures.push(
		await time(d, 'attendees: sessions attended and CPE hours of a page of 30', async () => {
			const found = await attendeeAttendance(db, pageIds)
			return { total: found.size, rows: [...found.values()] }
		}),
	)
	figures.push(
		await a(`deep page (offset ${deepAttendees.toLocaleString('en-GB')})`, {
			...all,
			...newest,
			offset: deepAttendees,
			limit: 10,
		}),
	)
	figures.push(
		await a(`last page (offset ${(ATTENDEES - 10).toLocaleString('en-GB')})`, {
			...all,
			...newest,
			offset: ATTENDEES - 10,
			limit: 10,
		}),
	)
	figures.push(
		await a('search "mensah" (common name)', {
			q: 'mensah',
			editionId: null,
			...newest,
			offset: 0,
			limit: 10,
		}),
	)
	figures.push(
		await a('search "kwame.owusu" (email part)', {
			q: 'kwame.owusu',
			editionId: null,
			...newest,
			offset: 0,
			limit: 10,
		}),
	)
	figures.push(
		await a('search "ÉSAÏE N" (non-ASCII)', {
			q: 'ÉSAÏE N',
			editionId: null,
			...newest,
			offset: 0,
			limit: 10,
		}),
	)
	figures.push(await a('sorted by name, page 1', { ...all, sort: 'name', dir: 'asc', offset: 0, limit: 10 }))
	figures.push(
		await a('sorted by company desc, deep page', {
			...all,
			sort: 'company',
			dir: 'desc',
			offset: deepAttendees,
			limit: 30,
		}),
	)
	figures.push(
		await a('edition filter, page 1', { q: '', editionId: edition.id, ...newest, offset: 0, limit: 10 }),
	)
	figures.push(await p('page 1 (newest first)', { ...all, ...newest, offset: 0, limit: 5 }))
	figures.push(
		await p(`deep page (offset ${deepEnquiries.toLocaleString('en-GB')})`, {
			...all,
			...newest,
			offset: deepEnquiries,
			limit: 5,
		}),
	)
	figures.push(
		await p('search "volta" (company)', { q: 'volta', editionId: null, ...newest, offset: 0, limit: 5 }),
	)
	figures.push(
		await p('search "ials-0000-0a" (reference)', {
			q: 'ials-0000-0a',
			editionId: null,
			...newest,
			offset: 0,
			limit: 5,
		}),
	)
	figures.push(
		await p('sorted by package, page 1', { ...all, sort: 'package', dir: 'asc', offset: 0, limit: 5 }),
	)
	// A 1–2 character term is too short to search: the list shows every row.
	figures.push(
		await a('search "ab" (2 characters: not searched)', {
			q: 'ab',
			editionId: null,
			...newest,
			offset: 0,
			limit: 10,
		}),
	)
	return figures
}

/**
 * This script compiled to plain JavaScript for the export child, so the child runs on `node` alone
 * as the production server does: a TypeScript loader would add some 100 MB to its
 * resident memory. Written under node_modules/.cache so its npm imports resolve.
 */
async function compileChild(): Promise<string> {
	const { build } = await import('esbuild')
	const outfile = path.resolve('node_modules/.cache/summit-bench/admin-lists.mjs')
	await build({
		entryPoints: [fileURLToPath(import.meta.url)],
		outfile,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		packages: 'external',
		logLevel: 'warning',
	})
	return outfile
}

function exportInChild(target: BenchDatabase): Promise<{
	ms: number
	rows: number
	bytes: number
	baselineRss: number
	maxRss: number
	maxRss2: number
}> {
	return new Promise((resolve, reject) => {
		const child = spawn(
			process.execPath,
			[childScript, `--export-child=${target.dialect}`, `--location=${target.location}`],
			{ stdio: ['ignore', 'pipe', 'inherit'] },
		)
		let out = ''
		child.stdout.on('data', (chunk) => (out += chunk))
		child.on('error', reject)
		child.on('exit', (code) => {
			if (code !== 0) reject(new Error(`export child exited with ${code}`))
			else resolve(JSON.parse(out.trim().split('\n').pop()!))
		})
	})
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const childScript = await compileChild()
const targets = await benchDatabases(args.get('only'), 'summit-bench-')

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const figures: Figure[] = []
const exports: string[] = []
console.log(
	`Admin list benchmark: ${ATTENDEES.toLocaleString('en-GB')} attendees, ${PARTNERSHIPS.toLocaleString('en-GB')} partnership enquiries; ` +
		`direct calls of the loaders' query functions (count + page), ${RUNS} runs after ${WARMUP} warm-ups; Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}.`,
)
for (const target of targets) {
	await withBenchDatabase(target, { fill, keep: args.has('keep') }, async (db) => {
		figures.push(...(await listScenarios(target, db)))
		const result = await exportInChild(target)
		exports.push(
			`| ${target.dialect} | ${result.rows.toLocaleString('en-GB')} | ${(result.ms / 1000).toFixed(2)} s | ${mb(result.bytes)} | ${mb(result.baselineRss)} | ${mb(result.maxRss)} | ${mb(result.maxRss2)} | ${result.ms <= 3000 && Math.max(result.maxRss, result.maxRss2) <= 150 * 1024 * 1024 ? 'yes' : 'NO'} |`,
		)
	})
}

console.log('\nList screens (server time of the loader queries, ms; target p95 ≤ 30 ms)\n')
console.log('| database | scenario | p50 | p95 | rows | p95 ≤ 30 ms |')
console.log('|---|---|--:|--:|--:|:-:|')
for (const f of figures) {
	const informational = f.scenario.includes('scan')
	console.log(
		`| ${f.dialect} | ${f.scenario} | ${f.p50.toFixed(2)} | ${f.p95.toFixed(2)} | ${f.rows} | ${informational ? '(no target)' : f.p95 <= TARGET_MS ? 'yes' : 'NO'} |`,
	)
}
console.log(`\nFull attendee export (Attendees_List.csv, every row; target ≤ 3 s and ≤ 150 MB resident)\n`)
console.log(
	'| database | rows | time | file size | peak RSS before | peak RSS, 1 export | peak RSS, 2 exports | within target |',
)
console.log('|---|--:|--:|--:|--:|--:|--:|:-:|')
for (const line of exports) console.log(line)

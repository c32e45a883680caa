/**
 * Benchmark of every search that reaches the attendees table: `npm run bench:attendee-search` (or
 * `npx tsx bench/attendee-search.ts`). Not a test: it prints figures.
 *
 * For SQLite (a file in the temp folder) and PostgreSQL (a new database created through
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards), it migrates and fills 100,000
 * attendees over three editions (names from across the continent, accents included; emails at
 * gmail.com, yahoo.com and company domains, so "com" and "gma" match most rows; a desk reference
 * each) and 20,000 partnership enquiries, then runs a varied set of inputs (1, 2 and 3+ characters,
 * `%`, `_`, common and rare terms, "com.com" whose trigrams every `.com` address has, a desk
 * reference, an email fragment, accents, nonsense) through the functions the screens call:
 * - the attendee list (/admin/attendees): its search, count and page, as its loader runs them,
 *   newest first, then sorted by name, the last page, and with filters (edition, payment, check-in);
 * - the check-in desk (/admin/check-in): its search;
 * - the partnership list (/admin/partnerships, same list code): its count and page;
 * and prints p50 and p95 of `--runs` runs after 5 warm-ups, per database (target p95 ≤ 30 ms for any
 * input), then the wall time of ten desk searches started at once.
 *
 * Options: --only=sqlite|postgres, --attendees=N, --partnerships=N, --runs=N, --keep (keep the
 * databases and print where they are), --reuse-sqlite=FILE and --reuse-postgres=URL (time a kept
 * database again instead of filling a new one).
 */
import crypto from 'node:crypto'
import os from 'node:os'
import type { Database } from '#app/db/connect.server.ts'
import type { Insertable } from 'kysely'
import type { NewAttendee, PaymentsTable } from '#app/db/schema.ts'
import { ledgerTotals } from '#app/modules/payments/payments.queries.server.ts'
import { ATTENDEE_SOURCE } from '#app/modules/attendees/attendees.queries.server.ts'
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
import { deskEditionIds, type DeskSearch, searchDesk } from '#app/modules/check-in/check-in.server.ts'
import { deskReference } from '#app/modules/registration/ticket-token.server.ts'
import {
	type NewPartnershipEnquiry,
	PARTNERSHIP_SOURCE,
} from '#app/modules/partnerships/partnerships.queries.server.ts'
import {
	attendeeMoneyTotals,
	findRegistrations,
	searchRegistrations,
	type RegistrationExtra,
	type RegistrationPageQuery,
	type RegistrationSource,
} from '#app/modules/registration-lists/registration-lists.queries.server.ts'

const args = benchOptions()
const ATTENDEES = Number(args.get('attendees') ?? 100_000)
const PARTNERSHIPS = Number(args.get('partnerships') ?? 20_000)
const RUNS = Number(args.get('runs') ?? 40)
const WARMUP = 5
const TARGET_MS = 30

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

const PLACES = ['Accra', 'Volta', 'Ashanti', 'Lagos', 'Abidjan', 'Dakar', 'Nairobi', 'Kigali', 'Sahel']
const SECTORS = ['Bank', 'Insurance', 'Telecom', 'Energy', 'Mining', 'Assurance', 'Holdings', 'Capital']
/** Mail providers and their share of addresses; the rest are company domains. */
const PROVIDERS: readonly (readonly [string, number])[] = [
	['gmail.com', 0.42],
	['yahoo.com', 0.12],
	['hotmail.com', 0.05],
	['outlook.com', 0.04],
]
const FEES = [250_000, 200_000, 180_000] as const
const PACKAGES = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Bespoke']

const companyName = (n: number) => `${PLACES[n % PLACES.length]} ${SECTORS[(n * 7) % SECTORS.length]} ${n}`

function domainOf(company: number, rnd: () => number): string {
	let r = rnd()
	for (const [domain, share] of PROVIDERS) {
		if (r < share) return domain
		r -= share
	}
	return `${slug(companyName(company))}.com${company % 3 === 0 ? '.gh' : ''}`
}

const TIMELINE: Timeline = { start: Date.UTC(2024, 0, 1), span: 3 * 365 * 86_400_000 }

function attendeeRow(i: number, rnd: () => number, editions: number[]): NewAttendee {
	const { first, last, company, at, edition } = benchPerson(i, ATTENDEES, rnd, {
		companies: 2000,
		timeline: TIMELINE,
		editions: editions.length,
	})
	const ticketRef = crypto
		.createHash('sha256')
		.update(`bench-${i}`)
		.digest()
		.subarray(0, 16)
		.toString('base64url')
	const checkedIn = edition < editions.length - 1 && rnd() < 0.8
	return {
		edition_id: editions[edition]!,
		full_name: `${first} ${last}`,
		email: `${slug(first)}.${slug(last)}${i}@${domainOf(company, rnd)}`,
		contact_number: rnd() < 0.5 ? null : `+233 24 ${String(1_000_000 + i).slice(-7)}`,
		whatsapp_number: `+233 20 ${String(2_000_000 + i).slice(-7)}`,
		company_name: companyName(company),
		designation: pick(DESIGNATIONS, rnd),
		heard_from: null,
		ticket_ref: ticketRef,
		desk_ref: deskReference(ticketRef),
		fee_pesewas: pick(FEES, rnd),
		checked_in_at: checkedIn ? new Date(at + 86_400_000).toISOString() : null,
		checked_in_by: checkedIn ? 'Bench Desk' : null,
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
		edition_id: editions[edition]!,
		full_name: `${first} ${last}`,
		email: `${slug(first)}.${slug(last)}${i}@${domainOf(company, rnd)}`,
		contact_number: null,
		whatsapp_number: `+233 20 ${String(4_000_000 + i).slice(-7)}`,
		company_name: companyName(company),
		designation: pick(DESIGNATIONS, rnd),
		package: pick(PACKAGES, rnd),
		heard_from: null,
		reference: `IALS-${token.slice(0, 4)}-${token.slice(4)}`,
		created_at: new Date(at).toISOString(),
	}
}

/**
 * A ledger movement for two attendees in five (ids from 1, in the order inserted): every fourth of
 * them a part payment of GH₵ 1,000, the others the whole fee of GH₵ 2,500, by bank transfer.
 */
function paymentRow(i: number, editions: number[]): Insertable<PaymentsTable> {
	const attendee = Math.floor(i / 2) * 5 + (i % 2) + 1
	return {
		edition_id: editions[attendee % editions.length]!,
		attendee_id: attendee,
		kind: 'payment',
		method: 'bank',
		amount_pesewas: i % 4 === 0 ? 100_000 : 250_000,
		reference: `BENCH-${i}`,
		recorded_by: 'Bench',
		recorded_at: new Date(TIMELINE.start + i * 60_000).toISOString(),
	}
}

/** Three editions, the attendees, their payments (two in five), then the enquiries. */
async function fill(db: Database): Promise<void> {
	const editions = await addEditions(db, [2024, 2025, 2026])
	const rnd = random(20_261_126)
	await insertRows(db, 'attendees', ATTENDEES, (i) => attendeeRow(i, rnd, editions))
	await insertRows(db, 'payments', Math.floor((ATTENDEES * 2) / 5), (i) => paymentRow(i, editions))
	await insertRows(db, 'partnership_enquiries', PARTNERSHIPS, (i) => enquiryRow(i, rnd, editions))
}

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------

interface Figure {
	dialect: BenchDialect
	screen: string
	input: string
	p50: number
	p95: number
	/** What the last run answered, e.g. "10 of 41,977" or "refused: too short". */
	answer: string
}

async function time(run: () => Promise<string>): Promise<{ p50: number; p95: number; answer: string }> {
	const { p50, p95, last } = await timeRuns(run, { warmup: WARMUP, runs: RUNS })
	return { p50, p95, answer: last }
}

/** The inputs, each with what it stands for. The desk reference is read from the filled rows. */
async function inputs(db: Database): Promise<{ q: string; what: string }[]> {
	const row = await db
		.selectFrom('attendees')
		.select(['desk_ref', 'email'])
		.where('id', '=', Math.floor(ATTENDEES / 3))
		.executeTakeFirstOrThrow()
	const deskRef = row.desk_ref!
	const emailPart = row.email.slice(0, row.email.indexOf('@') + 3)
	return [
		{ q: 'a', what: '1 character' },
		{ q: 'ab', what: '2 characters' },
		{ q: 'é', what: '1 accented character' },
		{ q: '%', what: 'LIKE wildcard' },
		{ q: '_', what: 'LIKE wildcard' },
		{ q: '%%%', what: '3 wildcards' },
		{ q: 'a.b', what: '3 characters, 2 letters' },
		{ q: 'com', what: 'common: every email' },
		{ q: 'gma', what: 'common: gmail' },
		{ q: '@gmail.com', what: 'common email domain' },
		{ q: 'com.com', what: 'common pieces, rare whole' },
		{ q: 'mensah', what: 'common surname' },
		{ q: 'ɔdɔm', what: 'Ga/Twi letters' },
		{ q: 'ÉSAÏE', what: 'accents, upper case' },
		{ q: 'traore', what: 'accent left out' },
		{ q: emailPart, what: 'email fragment' },
		{ q: deskRef, what: 'desk reference' },
		{ q: deskRef.replace('-', '').toLowerCase(), what: 'desk reference typed loosely' },
		{ q: 'qxzvbn', what: 'nonsense' },
		{ q: 'zq'.repeat(50), what: '100 characters' },
	]
}

const attendeePage = (q: string, order: Partial<RegistrationPageQuery> = {}): RegistrationPageQuery => ({
	q,
	editionId: null,
	payment: null,
	checkedIn: null,
	sort: 'date',
	dir: 'desc',
	offset: 0,
	limit: 10,
	...order,
})

async function listAnswer(
	db: Database,
	source: RegistrationSource<RegistrationExtra>,
	query: RegistrationPageQuery,
) {
	const { total, rows, search } = await findRegistrations(db, source, query)
	// The attendee list adds each row's paid and balance from the ledger (the page's rows only).
	if (source.table === 'attendees')
		await ledgerTotals(
			db,
			rows.map((r) => r.id),
		)
	return `${rows.length} of ${search?.complete === false ? 'the newest ' : ''}${total.toLocaleString('en-GB')}`
}

/**
 * The editions open at the desk, as its page reads them for each search (the bench's editions are
 * undated: on 1 June 2026 the desk is open for the 2026 edition, a third of the rows).
 */
function deskEditions(db: Database): Promise<number[]> {
	return deskEditionIds(db, new Date(Date.UTC(2026, 5, 1)))
}

function deskAnswer(search: DeskSearch): string {
	if (search.state !== 'found') return search.state
	return `${search.results.length} shown of ${search.complete ? '' : 'over '}${search.total.toLocaleString('en-GB')}`
}

async function scenarios(target: BenchDatabase, db: Database): Promise<Figure[]> {
	const figures: Figure[] = []
	const d = target.dialect
	const show = (q: string) => (q.length > 24 ? `${q.slice(0, 12)}… (${q.length})` : q)
	for (const { q, what } of await inputs(db)) {
		const input = `"${show(q)}" (${what})`
		const list = await time(() => listAnswer(db, ATTENDEE_SOURCE, attendeePage(q)))
		figures.push({ dialect: d, screen: 'attendee list', input, ...list })
		const desk = await time(async () => deskAnswer(await searchDesk(db, q, await deskEditions(db))))
		figures.push({ dialect: d, screen: 'check-in desk', input, ...desk })
	}
	// Other orders and pages of the attendee list, and the partnership list, for a few inputs.
	for (const q of ['com', 'gma', 'mensah']) {
		const byName = await time(() =>
			listAnswer(db, ATTENDEE_SOURCE, attendeePage(q, { sort: 'name', dir: 'asc' })),
		)
		figures.push({ dialect: d, screen: 'attendee list, by name', input: `"${q}"`, ...byName })
		const total = (await findRegistrations(db, ATTENDEE_SOURCE, attendeePage(q))).total
		const lastOffset = Math.max(0, Math.floor((total - 1) / 10) * 10)
		const last = await time(() => listAnswer(db, ATTENDEE_SOURCE, attendeePage(q, { offset: lastOffset })))
		figures.push({ dialect: d, screen: 'attendee list, last page', input: `"${q}"`, ...last })
	}
	// Filters with a search: the search index's newest matches are read until the filters have kept
	// enough (at most 10,000 read).
	const newestEdition = (await deskEditions(db))[0] ?? null
	for (const [q, filters, what] of [
		['com', { editionId: newestEdition, checkedIn: 'yes' }, 'newest edition, checked in (none)'],
		['gma', { payment: 'unpaid' }, 'not paid'],
		['mensah', { editionId: newestEdition }, 'newest edition'],
	] as const) {
		const list = await time(() => listAnswer(db, ATTENDEE_SOURCE, { ...attendeePage(q), ...filters }))
		figures.push({ dialect: d, screen: `attendee list, ${what}`, input: `"${q}"`, ...list })
	}
	// The attendee list's money totals of every matching row (one aggregate query), as its loader runs them.
	for (const [q, filters, what] of [
		['', {}, 'every row'],
		['', { editionId: newestEdition }, 'newest edition'],
		['', { payment: 'part-paid' }, 'part-paid'],
		['', { payment: 'unpaid', editionId: newestEdition }, 'newest edition, not paid'],
		['com', {}, 'search'],
		['mensah', { payment: 'paid' }, 'search, paid'],
	] as const) {
		const totals = await time(async () => {
			const filter = { ...attendeePage(q), ...filters }
			const found = await searchRegistrations(db, ATTENDEE_SOURCE, filter)
			const sums = await attendeeMoneyTotals(db, filter, found)
			return `${sums.count.toLocaleString('en-GB')} rows, GH₵ ${(sums.balancePesewas / 100).toLocaleString('en-GB')} to pay`
		})
		figures.push({ dialect: d, screen: `attendee list totals, ${what}`, input: `"${q}"`, ...totals })
	}
	for (const q of ['a', '%', 'com', 'volta', 'ials-00']) {
		const list = await time(() => listAnswer(db, PARTNERSHIP_SOURCE, { ...attendeePage(q), limit: 5 }))
		figures.push({ dialect: d, screen: 'partnership list', input: `"${q}"`, ...list })
	}
	return figures
}

/** Ten desk searches for `q` started at once: the wall time until the last answers. */
async function tenAtOnce(db: Database, q: string): Promise<number> {
	const editions = await deskEditions(db)
	await searchDesk(db, q, editions)
	const started = performance.now()
	await Promise.all(Array.from({ length: 10 }, () => searchDesk(db, q, editions)))
	return performance.now() - started
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const targets = await benchDatabases(args.get('only'), 'summit-bench-search-', {
	sqlite: args.get('reuse-sqlite'),
	postgres: args.get('reuse-postgres'),
})

console.log(
	`Attendee search benchmark: ${ATTENDEES.toLocaleString('en-GB')} attendees, ${PARTNERSHIPS.toLocaleString('en-GB')} partnership enquiries; ` +
		`direct calls of the screens' search functions, ${RUNS} runs after ${WARMUP} warm-ups; Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, load average ${os
			.loadavg()
			.map((n) => n.toFixed(1))
			.join(' ')}.`,
)
const figures: Figure[] = []
const parallel: string[] = []
for (const target of targets) {
	await withBenchDatabase(target, { fill, keep: args.has('keep') }, async (db) => {
		figures.push(...(await scenarios(target, db)))
		for (const q of ['a', '%', 'com']) {
			parallel.push(`| ${target.dialect} | "${q}" | ${(await tenAtOnce(db, q)).toFixed(0)} ms |`)
		}
	})
}

console.log(
	`\nSearches (server time of the screen's queries, ms; target p95 ≤ ${TARGET_MS} ms for any input)\n`,
)
console.log('| database | screen | input | p50 | p95 | answer | p95 ≤ 30 ms |')
console.log('|---|---|---|--:|--:|--:|:-:|')
for (const f of figures) {
	console.log(
		`| ${f.dialect} | ${f.screen} | ${f.input} | ${f.p50.toFixed(2)} | ${f.p95.toFixed(2)} | ${f.answer} | ${f.p95 <= TARGET_MS ? 'yes' : '**NO**'} |`,
	)
}
console.log('\nTen desk searches started at once (wall time until the last answers)\n')
console.log('| database | input | wall time |')
console.log('|---|---|--:|')
for (const line of parallel) console.log(line)
const worst = Math.max(...figures.map((f) => f.p95))
console.log(`\nWorst p95: ${worst.toFixed(2)} ms (${worst <= TARGET_MS ? 'within' : 'over'} the target).`)

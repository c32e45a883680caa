/**
 * Receipts as PDF, one after another: fills a bench database (SQLite, and PostgreSQL when a URL is
 * set) with an edition, N registrations (names with accents and Ga/Twi letters) and a paid receipt
 * each, then renders every receipt in a row with `renderReceiptPdf`, the function the routes and
 * the "payment received" mail call (database reads included), and prints per-receipt p50, p95 and
 * max milliseconds (the first, which reads and parses the fonts, apart) and the process's resident
 * memory (and JavaScript heap in use) at the start, every 100 receipts and at the end.
 *
 *   npx tsx bench/receipts.ts [--count=1000] [--only=sqlite|postgres] [--keep]
 *
 * Targets: each receipt ≤ 50 ms; resident memory flat (no growth with the number rendered).
 */
import { benchDatabases, benchOptions, insertRows, withBenchDatabase } from './bench-databases.ts'
import { benchPerson, random, slug } from './bench-people.ts'
import type { Database } from '#app/db/connect.server.ts'
import { renderReceiptPdf } from '#app/modules/payments/documents-pdf.server.ts'
import { saveSettings, defaultSettings } from '#app/modules/settings/settings.queries.server.ts'

const options = benchOptions()
const COUNT = Number(options.get('count') ?? 1000)
const METHODS = ['bank', 'momo', 'cash', 'paystack'] as const

/** An edition of 2027, the organiser's details, N registrations and a receipt with its movement each. */
async function fill(db: Database): Promise<void> {
	const now = new Date('2027-01-10T10:00:00.000Z')
	await saveSettings(
		db,
		{
			...defaultSettings,
			legal_name: 'Institute of Internal Auditors Ghana',
			legal_address: '4th Floor, Heritage Tower\nAmbassadorial Enclave, Ridge\nAccra, Ghana',
			tax_number: 'C0001234567',
			contact_email: 'finance@iia.example',
			contact_phone: '+233 30 221 0000',
		},
		now,
	)
	const edition = await db
		.insertInto('event_editions')
		.values({
			year: 2027,
			theme: 'Assurance for a new era',
			venue: 'Accra International Conference Centre',
			starts_at: '2027-03-18T08:30:00.000Z',
			regular_fee_pesewas: 250_000,
			early_bird_fee_pesewas: 200_000,
			early_bird_expires_on: '2027-02-15',
			updated_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const rnd = random(48)
	const timeline = { start: now.getTime(), span: 30 * 86_400_000 }
	const people = Array.from({ length: COUNT }, (_, i) =>
		benchPerson(i, COUNT, rnd, { companies: 200, timeline, editions: 1 }),
	)
	await insertRows(db, 'attendees', COUNT, (i) => {
		const p = people[i]!
		return {
			edition_id: edition.id,
			full_name: `${p.first} ${p.last}`,
			email: `${slug(p.first)}.${slug(p.last)}.${i}@bench.example`,
			company_name: `Company ${p.company} Assurance`,
			designation: 'Internal Auditor',
			whatsapp_number: '+233 24 000 0000',
			fee_pesewas: 200_000,
			fee_rule: 'early-bird' as const,
			created_at: new Date(p.at).toISOString(),
		}
	})
	const attendees = await db
		.selectFrom('attendees')
		.select(['id', 'full_name', 'email'])
		.orderBy('id')
		.execute()
	await insertRows(db, 'receipts', COUNT, (i) => ({
		edition_id: edition.id,
		number: i + 1,
		attendee_id: attendees[i]!.id,
		payer_name: attendees[i]!.full_name,
		payer_company: `Company ${people[i]!.company} Assurance`,
		payer_email: attendees[i]!.email,
		amount_pesewas: 200_000,
		method: METHODS[i % METHODS.length]!,
		reference: METHODS[i % METHODS.length] === 'cash' ? null : `REF-${String(i).padStart(6, '0')}`,
		recorded_by: 'Bench Administrator',
		issued_at: new Date(people[i]!.at).toISOString(),
	}))
	const receipts = await db
		.selectFrom('receipts')
		.select(['id', 'attendee_id', 'method', 'reference', 'issued_at'])
		.orderBy('id')
		.execute()
	await insertRows(db, 'payments', COUNT, (i) => ({
		edition_id: edition.id,
		attendee_id: receipts[i]!.attendee_id,
		receipt_id: receipts[i]!.id,
		kind: 'payment' as const,
		method: receipts[i]!.method,
		amount_pesewas: 200_000,
		reference: receipts[i]!.reference,
		recorded_by: 'Bench Administrator',
		recorded_at: receipts[i]!.issued_at,
	}))
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Resident memory, and in brackets the JavaScript heap in use (which garbage collection brings back down). */
function memory(): string {
	const { rss, heapUsed } = process.memoryUsage()
	return `${mb(rss)} (heap ${mb(heapUsed)})`
}

/** The value at quantile `q` (0–1) of sorted `values`. */
function quantile(values: readonly number[], q: number): number {
	return values[Math.min(values.length - 1, Math.floor(q * values.length))]!
}

async function run(db: Database, dialect: string): Promise<void> {
	const ids = (await db.selectFrom('receipts').select('id').orderBy('id').execute()).map((r) => r.id)
	const rss: string[] = [`start ${memory()}`]
	const times: number[] = []
	let bytes = 0
	let first = 0
	for (const [index, id] of ids.entries()) {
		const started = performance.now()
		const pdf = await renderReceiptPdf(db, id)
		const ms = performance.now() - started
		if (!pdf) throw new Error(`receipt ${id} did not render`)
		bytes += pdf.content.length
		if (index === 0) first = ms
		else times.push(ms)
		if ((index + 1) % 100 === 0) rss.push(`${index + 1}: ${memory()}`)
	}
	rss.push(`end ${memory()}`)
	times.sort((a, b) => a - b)
	console.log(
		`${dialect}: ${ids.length} receipts rendered; first (fonts read and parsed) ${first.toFixed(1)} ms; ` +
			`then p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, ` +
			`max ${times.at(-1)!.toFixed(1)} ms; ${(bytes / ids.length / 1024).toFixed(1)} KB a PDF`,
	)
	console.log(`${dialect}: resident memory ${rss.join(', ')}`)
}

for (const target of await benchDatabases(options.get('only'), 'summit-bench-receipts-')) {
	await withBenchDatabase(target, { fill, keep: options.has('keep') }, (db) => run(db, target.dialect))
}

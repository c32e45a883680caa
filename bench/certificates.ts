/**
 * CPE certificates, issued and mailed end to end (docs/event-days.md, "CPE certificates"): fills a
 * bench database (SQLite, and PostgreSQL when a URL is set) with a past edition of eight sessions
 * (six earning CPE hours) and N delegates (names with accents and Ga/Twi letters) each scanned into
 * five to eight of them; then, timed from the click, issues every certificate with
 * `issueCertificates` (the "Issue certificates" button's function: batches of 200, one mail each)
 * and delivers every mail through the mail worker (its defaults: batches of 10) to a real SMTP
 * server in this process (smtp-server, which counts each message and checks it carries a PDF,
 * keeping nothing). It samples the process's resident memory and JavaScript heap every 250 ms and
 * prints them at the start, at their peak and at the end (and the resident memory every 500 mails),
 * and the time to issue, to deliver and in all.
 *
 *   npx tsx bench/certificates.ts [--count=2000] [--only=sqlite|postgres] [--keep]
 *
 * Targets: 2,000 certificates issued and delivered in ≤ 2 minutes; memory flat (the peak does not
 * grow with the count: each PDF is drawn when its mail is sent, and dropped).
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { Database } from '#app/db/connect.server.ts'
import { createMailTransport } from '#app/lib/mail/transport.server.ts'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { issueCertificates } from '#app/modules/certificates/certificates-admin.server.ts'
import { startMailWorker } from '#app/modules/mail/mail-worker.server.ts'
import { defaultSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { insertUser } from '#app/modules/users/users.queries.server.ts'
import { benchDatabases, benchOptions, insertRows, withBenchDatabase } from './bench-databases.ts'
import { benchPerson, random, slug } from './bench-people.ts'

const options = benchOptions()
const COUNT = Number(options.get('count') ?? 2000)
const NOW = new Date('2027-03-25T10:00:00.000Z')
const SESSIONS = [
	['Opening keynote: assurance in the age of AI', 150],
	['Panel: fraud risk in mobile money', 125],
	['Coffee break', null],
	['Workshop: data analytics for internal audit teams', 200],
	['Lunch', null],
	['The audit committee and the chief audit executive', 100],
	['Cyber risk: what the board should ask', 150],
	['Closing plenary: the internal auditor of 2030', 75],
] as const

/** The settings, a past edition with its sessions, N delegates and their session attendance. */
async function fill(db: Database): Promise<void> {
	await saveSettings(
		db,
		{
			...defaultSettings,
			legal_name: 'Institute of Internal Auditors Ghana',
			contact_email: 'cpe@iia.example',
			certificate_signatory_name: 'Dr. Kwame Asante',
			certificate_signatory_title: 'President, IIA Ghana',
		},
		NOW,
	)
	const edition = await db
		.insertInto('event_editions')
		.values({
			year: 2027,
			theme: 'Assurance for a new era',
			venue: 'Accra International Conference Centre',
			starts_at: '2027-03-18T08:30:00.000Z',
			updated_at: NOW.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const sessionIds: number[] = []
	for (const [index, [heading, hours]] of SESSIONS.entries()) {
		const start =
			Date.parse('2027-03-18T09:00:00.000Z') + (index >= 4 ? 86_400_000 : 0) + (index % 4) * 7_200_000
		const row = await db
			.insertInto('agenda_sessions')
			.values({
				edition_id: edition.id,
				heading,
				starts_at: new Date(start).toISOString(),
				ends_at: new Date(start + 5_400_000).toISOString(),
				cpe_hours_hundredths: hours,
				updated_at: NOW.toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		sessionIds.push(row.id)
	}
	const rnd = random(68)
	const timeline = { start: Date.parse('2026-12-01T00:00:00.000Z'), span: 90 * 86_400_000 }
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
			ticket_ref: `bench${String(i).padStart(17, '0')}`,
			locale: i % 5 === 0 ? ('fr' as const) : ('en' as const),
			created_at: new Date(p.at).toISOString(),
		}
	})
	const attendees = (await db.selectFrom('attendees').select('id').orderBy('id').execute()).map((a) => a.id)
	// Each attends the first five to eight sessions.
	const pairs = attendees.flatMap((id, i) => sessionIds.slice(0, 5 + (i % 4)).map((session) => [id, session]))
	await insertRows(db, 'session_attendance', pairs.length, (i) => ({
		attendee_id: pairs[i]![0]!,
		session_id: pairs[i]![1]!,
		scanned_at: NOW.toISOString(),
		scanned_by: 'Door volunteer',
	}))
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Samples resident memory and the heap in use every 250 ms; `stop` returns start, peak and end. */
function sampleMemory() {
	const first = process.memoryUsage()
	let peakRss = first.rss
	let peakHeap = first.heapUsed
	const timer = setInterval(() => {
		const { rss, heapUsed } = process.memoryUsage()
		peakRss = Math.max(peakRss, rss)
		peakHeap = Math.max(peakHeap, heapUsed)
	}, 250)
	return () => {
		clearInterval(timer)
		const last = process.memoryUsage()
		return `start ${mb(first.rss)} (heap ${mb(first.heapUsed)}), peak ${mb(Math.max(peakRss, last.rss))} (heap ${mb(Math.max(peakHeap, last.heapUsed))}), end ${mb(last.rss)} (heap ${mb(last.heapUsed)})`
	}
}

/** A real SMTP server that counts the messages it accepts, and those carrying a PDF, keeping none. */
async function countingSmtpServer() {
	let received = 0
	let withPdf = 0
	const marks: string[] = []
	let wake = () => {}
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		onData(stream, _session, callback) {
			let pdf = false
			let tail = ''
			stream.on('data', (chunk: Buffer) => {
				const text = tail + chunk.toString('latin1')
				if (!pdf && /Content-Type: application\/pdf/i.test(text)) pdf = true
				tail = text.slice(-64)
			})
			stream.on('end', () => {
				received++
				if (pdf) withPdf++
				if (received % 500 === 0) marks.push(`${received}: ${mb(process.memoryUsage().rss)}`)
				wake()
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return {
		url: `smtp://127.0.0.1:${port}`,
		counts: () => ({ received, withPdf, marks }),
		until: (count: number) =>
			new Promise<void>((resolve) => {
				wake = () => {
					if (received >= count) resolve()
				}
				wake()
			}),
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

async function run(db: Database, dialect: string): Promise<void> {
	const actorId = await insertUser(
		db,
		{
			fullName: 'Bench Administrator',
			email: 'bench@summit.example',
			phone: null,
			role: 'Administrator',
			passwordHash: 'x',
		},
		NOW,
	)
	const edition = await db.selectFrom('event_editions').select('id').executeTakeFirstOrThrow()
	const smtp = await countingSmtpServer()
	const store = createLocalFileStore('/nonexistent-bench-store')
	const memory = sampleMemory()
	const started = performance.now()
	const outcome = await issueCertificates(
		db,
		{ id: actorId, fullName: 'Bench Administrator' },
		edition.id,
		NOW,
		'bench.example',
	)
	if (!outcome.ok) throw new Error(outcome.message)
	const issuedMs = performance.now() - started
	const worker = startMailWorker({
		db,
		transport: createMailTransport({ smtpUrl: smtp.url, store }),
		context: { siteUrl: 'https://summit.example', from: '"Summit" <cpe@summit.example>' },
		pollMs: 60_000,
		now: () => NOW,
	})
	worker.wake()
	await smtp.until(outcome.issued)
	const totalMs = performance.now() - started
	await worker.stop()
	const used = memory()
	await smtp.close()
	const { received, withPdf, marks } = smtp.counts()
	const failed = await db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute()
	console.log(
		`${dialect}: ${outcome.issued} certificates issued in ${(issuedMs / 1000).toFixed(1)} s; ` +
			`${received} mails delivered (${withPdf} with the PDF, ${failed.length} not sent) ` +
			`${((totalMs - issuedMs) / 1000).toFixed(1)} s later; end to end ${(totalMs / 1000).toFixed(1)} s ` +
			`(${((totalMs / outcome.issued) | 0).toString()} ms a certificate)`,
	)
	console.log(`${dialect}: memory ${used}; resident every 500 mails: ${marks.join(', ')}`)
}

for (const target of await benchDatabases(options.get('only'), 'summit-bench-certificates-')) {
	await withBenchDatabase(target, { fill, keep: options.has('keep') }, (db) => run(db, target.dialect))
}

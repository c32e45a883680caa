/**
 * Announcements (docs/event-days.md, "Announcements"; bench/README.md): an announcement to N
 * registrants (2,000 by default, a fifth of them French) of one edition.
 *
 * 1. Queueing: `queueAnnouncement`, the function "Send now" calls, timed on SQLite and PostgreSQL
 *    (when `BENCH_DATABASE_URL` or `TEST_DATABASE_URL` is set): one transaction writing every mail.
 *    Target ≤ 5 s.
 * 2. Delivery: the production build (`startBuiltServer`) on the SQLite database, its mail worker
 *    sending to a real SMTP server in this process (`startTestSmtpServer`): every address receives
 *    the announcement once; prints how long it took.
 * 3. The same with the server SIGKILLed once half the mails have arrived, then started again (as
 *    `registration-burst.ts --crash` does): every address still receives it exactly once; prints
 *    the mails marked sent without the server's confirmation (ADR 0065).
 *
 *   npm run build && npm run bench:announcements -- [--count=2000] [--port=3995] [--only=sqlite|postgres]
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { queueAnnouncement } from '#app/modules/announcements/announcement-admin.server.ts'
import { startTestSmtpServer, type TestSmtpServer } from '#tests/setup/smtp.ts'
import {
	addEditions,
	benchDatabases,
	benchOptions,
	insertRows,
	withBenchDatabase,
} from './bench-databases.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const options = benchOptions()
const COUNT = Number(options.get('count') ?? 2000)
const PORT = Number(options.get('port') ?? 3995)
const ONLY = options.get('only')
const SUBJECT = 'Doors open at 8'
const HOST = 'bench.example'
/** How long the delivery phases wait for every mail (the crash run waits out a 30 s lease). */
const DELIVERY_WAIT_MS = 240_000

/** The edition and its N registrants (every fifth in French), and a draft announcement to all of them. */
async function fill(db: Database): Promise<number> {
	const [editionId] = await addEditions(db, [new Date().getUTCFullYear() + 1])
	await insertRows(db, 'attendees', COUNT, (i) => ({
		edition_id: editionId!,
		full_name: `Delegate ${i}`,
		email: `delegate${i}@bench.example`,
		whatsapp_number: `+233 20 ${String(2_000_000 + i).slice(-7)}`,
		company_name: 'Volta Assurance',
		designation: 'Internal Auditor',
		ticket_ref: crypto.randomBytes(16).toString('base64url'),
		locale: i % 5 === 0 ? ('fr' as const) : ('en' as const),
	}))
	const stamp = new Date().toISOString()
	const row = await db
		.insertInto('announcements')
		.values({
			edition_id: editionId!,
			subject: SUBJECT,
			subject_fr: 'Ouverture des portes à 8 h',
			body_html: '<p>Doors open at <strong>8:00</strong>. The Wi-Fi is <em>Summit-Delegates</em>.</p>',
			body_html_fr:
				'<p>Les portes ouvrent à <strong>8 h</strong>. Le Wi-Fi est <em>Summit-Delegates</em>.</p>',
			audience: 'all',
			created_by: 'Bench',
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Queues announcement `id` ("Send now") and returns the milliseconds it took; throws when refused. */
async function timeQueueing(db: Database, id: number): Promise<number> {
	const started = performance.now()
	const result = await queueAnnouncement(db, 'schedule', id, HOST, new Date())
	const ms = performance.now() - started
	if (!result.ok || result.count !== COUNT) throw new Error(`Not queued: ${JSON.stringify(result)}`)
	return ms
}

const figures: Record<string, Record<string, string | number>> = {}

// 1. Queueing on each database.
for (const target of await benchDatabases(ONLY, 'summit-bench-announce-')) {
	await withBenchDatabase(target, { fill: async () => {}, keep: false }, async (db) => {
		const id = await fill(db)
		const ms = await timeQueueing(db, id)
		const rows = await db
			.selectFrom('mail_outbox')
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.where('announcement_id', '=', id)
			.executeTakeFirstOrThrow()
		figures[`queue on ${target.dialect}`] = {
			recipients: COUNT,
			'mails queued': Number(rows.n),
			'time (s)': Number((ms / 1000).toFixed(2)),
			target: '≤ 5 s',
		}
	})
}

/** The address of a received mail. */
const addressOf = (mail: TestSmtpServer['received'][number]) =>
	(mail.to as { value: { address: string }[] }).value[0]!.address

/**
 * A SQLite data folder with the registrants and the announcement queued (timed again), served by the
 * build with its worker sending to a new SMTP server; with `crash`, the server is SIGKILLed once
 * half the mails have arrived and started again. Waits until every address has the announcement.
 */
async function deliver(crash: boolean) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-bench-announce-'))
	const databasePath = path.join(dir, 'summit.db')
	const db = createDatabase({ databasePath })
	await migrateToLatest(db)
	const id = await fill(db)
	const queueMs = await timeQueueing(db, id)
	await db.destroy()

	const smtp = await startTestSmtpServer()
	const start = (): ChildProcess =>
		startBuiltServer(PORT, dir, {
			SEED_DEMO_CONTENT: 'false',
			SMTP_URL: smtp.url,
			MAIL_POLL_MS: '500',
			MAIL_LIMIT_PER_CLIENT: '1000000',
			MAIL_LIMIT_PER_DOMAIN: '1000000',
		})
	let server = start()
	await waitUntilUp(`http://127.0.0.1:${PORT}/healthz`, 60_000)
	const started = performance.now()
	let killedAt: number | null = null
	const announcements = () =>
		smtp.received.filter((mail) => mail.subject === SUBJECT || mail.subject?.startsWith('Ouverture'))
	while (performance.now() - started < DELIVERY_WAIT_MS) {
		const received = announcements()
		if (crash && killedAt === null && received.length >= COUNT / 2) {
			killedAt = received.length
			server.kill('SIGKILL')
			await new Promise((resolve) => server.once('exit', resolve))
			console.log(`SIGKILL sent to the server after ${killedAt} mails had arrived`)
			server = start()
		}
		if (new Set(received.map(addressOf)).size >= COUNT) break
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	const seconds = (performance.now() - started) / 1000
	server.kill('SIGTERM')
	await new Promise((resolve) => server.once('exit', resolve))

	const received = announcements()
	const perAddress = new Map<string, number>()
	for (const mail of received) perAddress.set(addressOf(mail), (perAddress.get(addressOf(mail)) ?? 0) + 1)
	const french = received.filter((mail) => mail.subject?.startsWith('Ouverture')).length
	const check = createDatabase({ databasePath })
	const unconfirmed = await check
		.selectFrom('mail_outbox')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('announcement_id', '=', id)
		.where('status', '=', 'sent')
		.where('last_error', 'is not', null)
		.executeTakeFirstOrThrow()
	const failed = await check
		.selectFrom('mail_outbox')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('announcement_id', '=', id)
		.where('status', '<>', 'sent')
		.executeTakeFirstOrThrow()
	await check.destroy()
	await smtp.close()
	fs.rmSync(dir, { recursive: true, force: true })
	const missing = COUNT - perAddress.size
	const twice = [...perAddress.values()].filter((n) => n > 1).length
	figures[crash ? 'deliver, SIGKILL halfway' : 'deliver'] = {
		recipients: COUNT,
		'time (s)': Number(queueMs.toFixed(0)) / 1000,
		'mails received': received.length,
		'in French': french,
		'addresses missing': missing,
		'addresses received twice': twice,
		'not sent in the outbox': Number(failed.n),
		'sent unconfirmed (kill)': Number(unconfirmed.n),
		'delivery time (s)': Number(seconds.toFixed(1)),
		...(crash ? { 'killed after': killedAt ?? 'not killed' } : {}),
	}
	return missing === 0 && twice === 0
}

const delivered = ONLY === 'postgres' ? true : await deliver(false)
const afterCrash = ONLY === 'postgres' ? true : await deliver(true)
console.log(`\nAnnouncement to ${COUNT} registrants ("time (s)" is the queueing, in one transaction)`)
console.table(figures)
const queuedInTime = Object.entries(figures)
	.filter(([name]) => name.startsWith('queue'))
	.every(([, row]) => Number(row['time (s)']) <= 5)
const ok = queuedInTime && delivered && afterCrash
console.log(
	ok
		? 'PASS: queued within 5 s; every address received it exactly once, also after a SIGKILL halfway'
		: 'FAIL: see the figures above',
)
process.exit(ok ? 0 : 1)

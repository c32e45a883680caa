/**
 * Registration burst: starts the production build on its own port with a fresh database and an SMTP
 * server in this process (smtp-server; the app's SMTP_URL points at it), fires N distinct
 * registrations at concurrency C (each answers the no-JavaScript captcha question as a browser
 * would), and prints accepted, refused, 5xx, rows stored, duplicates and POST latency; then waits
 * for the confirmation mails and prints how many arrived, how long after the burst's end the last
 * one came, and how many came twice.
 * With --crash it kills the server with SIGKILL halfway, restarts it, and checks that every
 * registration that got a success answer is in the database. With --post-only it first loads every
 * form and reads its question, then times the posts alone (accepted registrations per second).
 *
 *   npm run build && npx tsx bench/registration-burst.ts [--count 2000] [--concurrency 100] [--crash | --post-only]
 *
 * Targets: rows = accepted, 0 5xx, 0 duplicates; after a crash, 0 accepted registrations lost;
 * with --post-only at concurrency 100 on SQLite, ≥ 300 accepted registrations per second; a
 * confirmation for every accepted registration within 60 s of the burst's end, none twice.
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startBuiltServer, waitUntilUp } from './built-server.ts'
import { createDatabase } from '#app/db/connect.server.ts'
import { startTestSmtpServer } from '#tests/setup/smtp.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? fallback : Number(args[i + 1])
}
const COUNT = option('count', 2000)
const CONCURRENCY = option('concurrency', 100)
const CRASH = args.includes('--crash')
const POST_ONLY = args.includes('--post-only')
const PORT = option('port', 3990)
/** With `--cpu-prof <dir>`, the server writes a V8 CPU profile of its whole run there when it stops. */
const CPU_PROF_DIR = args.includes('--cpu-prof') ? path.resolve(args[args.indexOf('--cpu-prof') + 1]!) : null
const BASE = `http://127.0.0.1:${PORT}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-burst-'))
const databasePath = path.join(dataDir, 'summit.db')

const smtp = await startTestSmtpServer()

let serverStartedAt = performance.now()
function startServer(): ChildProcess {
	serverStartedAt = performance.now()
	return startBuiltServer(
		PORT,
		dataDir,
		{
			FORM_RATE_LIMIT: '100000',
			// Every form is loaded from 127.0.0.1: each needs its own fallback question.
			CAPTCHA_QUESTIONS_PER_ADDRESS: '1000000',
			// Every registration comes from 127.0.0.1 and goes to @bench.example.
			MAIL_LIMIT_PER_CLIENT: '1000000',
			MAIL_LIMIT_PER_DOMAIN: '1000000',
			SMTP_URL: smtp.url,
			MAIL_POLL_MS: '500',
		},
		CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
	)
}

const waitForServer = () => waitUntilUp(`${BASE}/healthz`, 60_000)

type Outcome = 'accepted' | 'refused' | 'server-error' | 'network-error'

interface Prepared {
	email: string
	/** The form as a browser would post it, or null when the page had no question to answer. */
	body: URLSearchParams | null
}

const FORM_HEADERS = { Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' }

/** The no-JavaScript question of a page (its id and answer), or null when the page has none. */
function questionOf(page: string): { id: string; answer: string } | null {
	const id = /name="captcha_id" value="([^"]+)"/.exec(page)?.[1]
	const sum = /What is (\d+) \+ (\d+)\?/.exec(page)
	return id && sum ? { id, answer: String(Number(sum[1]) + Number(sum[2])) } : null
}

/**
 * Loads /register and fills the form for delegate `i`, answering its captcha question; when the page
 * asks none, posts the form once without an answer and takes the question the answer asks.
 */
async function prepare(i: number): Promise<Prepared> {
	const email = `burst-${i}-${process.pid}@bench.example`
	const fields = {
		name: `Burst Delegate ${i}`,
		company_name: 'Bench Assurance Ltd',
		role: 'Internal Auditor',
		email,
		whatsapp_number: `+233 24 ${String(1_000_000 + i).slice(-7)}`,
		consent: 'on',
		website: '',
	}
	let question = questionOf(await (await fetch(`${BASE}/register`)).text())
	if (!question) {
		const answer = await fetch(`${BASE}/register`, {
			method: 'POST',
			body: new URLSearchParams(fields),
			redirect: 'manual',
			headers: FORM_HEADERS,
		})
		question = questionOf(await answer.text())
	}
	if (!question) return { email, body: null }
	return {
		email,
		body: new URLSearchParams({ ...fields, captcha_id: question.id, captcha_answer: question.answer }),
	}
}

/** Posts a prepared form and says how the server answered, with the POST's time. */
async function post({ email, body }: Prepared): Promise<{ outcome: Outcome; ms: number; email: string }> {
	if (!body) return { outcome: 'refused', ms: 0, email }
	try {
		const started = performance.now()
		const response = await fetch(`${BASE}/register`, {
			method: 'POST',
			body,
			redirect: 'manual',
			headers: FORM_HEADERS,
		})
		const ms = performance.now() - started
		await response.arrayBuffer()
		// Accepted: the thank-you redirect (the browser's own submit), or 201 (a page that sends the form itself).
		const thanked = /^\/\?registered=/.test(response.headers.get('location') ?? '')
		if (((response.status === 302 || response.status === 303) && thanked) || response.status === 201)
			return { outcome: 'accepted', ms, email }
		return { outcome: response.status >= 500 ? 'server-error' : 'refused', ms, email }
	} catch {
		return { outcome: 'network-error', ms: 0, email }
	}
}

async function register(i: number): Promise<{ outcome: Outcome; ms: number; email: string }> {
	try {
		return await post(await prepare(i))
	} catch {
		return { outcome: 'network-error', ms: 0, email: `burst-${i}-${process.pid}@bench.example` }
	}
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
	try {
		return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
	} catch {
		return 100
	}
})()

/** The CPU time (user and system, in seconds) process `pid` has used so far, where /proc tells it. */
function cpuSeconds(pid: number | undefined): number | null {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
	} catch {
		return null
	}
}

function percentile(sorted: number[], p: number) {
	return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

let server = startServer()
await waitForServer()
const results: Awaited<ReturnType<typeof register>>[] = []
let next = 0
let crashed = false
async function worker() {
	while (next < COUNT) {
		const i = next++
		if (CRASH && !crashed && i >= COUNT / 2) {
			crashed = true
			server.kill('SIGKILL')
			console.log(`SIGKILL sent to the server after ${i} registrations were started`)
			setTimeout(() => {
				server = startServer()
			}, 300)
		}
		let result = await register(i)
		if (result.outcome === 'network-error' && crashed) {
			// The server is down after the kill: wait for the restart and try this one again once.
			await waitForServer()
			result = await register(i)
		}
		results.push(result)
	}
}
/** Runs `task` for 0…count-1, `CONCURRENCY` at a time; returns the results in order. */
async function pool<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
	const out: T[] = []
	let i = 0
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (i < count) {
				const mine = i++
				out[mine] = await task(mine)
			}
		}),
	)
	return out
}

const forms = POST_ONLY ? await pool(COUNT, prepare) : []
const loadBefore = os.loadavg()[0]!
const cpuBefore = cpuSeconds(server.pid)
const started = performance.now()
if (POST_ONLY) results.push(...(await pool(COUNT, (i) => post(forms[i]!))))
else await Promise.all(Array.from({ length: CONCURRENCY }, worker))
const seconds = (performance.now() - started) / 1000
const cpuDuring = CRASH ? null : cpuSeconds(server.pid)! - cpuBefore!
if (CPU_PROF_DIR)
	console.log(
		`The timed phase ran from ${((started - serverStartedAt) / 1000).toFixed(2)} s to ${((started + seconds * 1000 - serverStartedAt) / 1000).toFixed(2)} s after the server was started (the profile's clock starts with the process).`,
	)
if (CRASH) await waitForServer()
const burstEnd = performance.now()

/** The recipients the SMTP server has received a mail for, each once. */
const recipients = () =>
	new Set(smtp.received.map((m) => (m.to as { value: { address: string }[] }).value[0]!.address))
const MAIL_WAIT_MS = 120_000
let lastMailAfterMs: number | null = null
// Every accepted registration's own confirmation (a refused retry's row may have one too: not counted).
const acceptedEmails = () => results.filter((r) => r.outcome === 'accepted').map((r) => r.email)
while (performance.now() - burstEnd < MAIL_WAIT_MS) {
	const mailed = recipients()
	if (acceptedEmails().every((address) => mailed.has(address))) {
		lastMailAfterMs = performance.now() - burstEnd
		break
	}
	await new Promise((r) => setTimeout(r, 100))
}
server.kill('SIGTERM')
await new Promise((r) => server.once('exit', r))

const db = createDatabase({ databasePath })
const rows = await db.selectFrom('attendees').select(['email']).execute()
// Mails a killed worker had handed over whole before the answer came: marked sent, not sent again.
const unconfirmed = await db
	.selectFrom('mail_outbox')
	.select((eb) => eb.fn.countAll<number>().as('n'))
	.where('status', '=', 'sent')
	.where('last_error', 'is not', null)
	.executeTakeFirstOrThrow()
await db.destroy()
const stored = new Set(rows.map((r) => r.email))
const accepted = results.filter((r) => r.outcome === 'accepted')
const lost = accepted.filter((r) => !stored.has(r.email))
const latencies = results
	.filter((r) => r.ms > 0)
	.map((r) => r.ms)
	.sort((a, b) => a - b)
const count = (o: Outcome) => results.filter((r) => r.outcome === o).length
const mailed = recipients()
const mailsMissing = accepted.filter((r) => !mailed.has(r.email)).length
const messageIds = smtp.received.map((m) => m.messageId)
const mailsTwice = messageIds.length - new Set(messageIds).size
await smtp.close()

console.log(
	`\nRegistration burst: ${COUNT} registrations, concurrency ${CONCURRENCY}${CRASH ? ', SIGKILL halfway' : ''}${POST_ONLY ? ', posts only (forms loaded first)' : ''}`,
)
console.table({
	accepted: accepted.length,
	refused: count('refused'),
	'5xx': count('server-error'),
	'network errors': count('network-error'),
	'rows in database': rows.length,
	'mails sent unconfirmed': Number(unconfirmed.n),
	duplicates: rows.length - stored.size,
	'accepted but lost': lost.length,
	'POST p50 (ms)': Math.round(percentile(latencies, 50)),
	'POST p99 (ms)': Math.round(percentile(latencies, 99)),
	'wall time (s)': Number(seconds.toFixed(1)),
	'accepted per second': Math.round(accepted.length / seconds),
	// The server's own cost, whatever else shares the cores: its CPU time over the timed phase (the
	// mail worker's share included) for each accepted registration.
	'server CPU per accepted (ms)':
		cpuDuring === null || !accepted.length
			? 'n/a'
			: Number(((cpuDuring * 1000) / accepted.length).toFixed(2)),
	'load average before': Number(loadBefore.toFixed(1)),
	'mails received': smtp.received.length,
	'confirmations missing': mailsMissing,
	'mails received twice': mailsTwice,
	'last mail after the burst (s)':
		lastMailAfterMs === null ? 'not all' : Number((lastMailAfterMs / 1000).toFixed(1)),
})
const mailOk = mailsMissing === 0 && mailsTwice === 0 && lastMailAfterMs !== null && lastMailAfterMs <= 60_000
const ok =
	lost.length === 0 &&
	rows.length - stored.size === 0 &&
	count('server-error') === 0 &&
	(CRASH || rows.length === accepted.length) &&
	mailOk
console.log(
	`RESULT ${JSON.stringify({ accepted: accepted.length, lost: lost.length, duplicates: rows.length - stored.size, serverErrors: count('server-error'), rows: rows.length, mailsMissing, mailsTwice, lastMailAfterMs })}`,
)
console.log(
	ok
		? 'PASS: nothing lost, no duplicates, no 5xx; every confirmation within 60 s, none twice'
		: 'FAIL: see the figures above',
)
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(ok ? 0 : 1)

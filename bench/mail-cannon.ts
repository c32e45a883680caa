/**
 * Mail cannon (ADR 0041): starts the production build on its own port with a fresh database and the
 * default limits, then, from one client address, fires bursts of group registrations (every post
 * answers the no-JavaScript captcha question as a browser would), all at once:
 *
 * - "one mailbox": groups of two colleagues, each a `+tag` spelling of one victim's address (a group
 *   of 50 such spellings is refused whole: this is the most a script gets through);
 * - "one domain": groups of 50 colleagues, each a different address at one small company's domain.
 *
 * For each it prints the posts accepted and refused (429), the mails queued in all and to the
 * victim's mailbox or domain, each post's answer time (p50, max) and `/healthz`'s answer time while
 * the burst runs (p50, max, polled every 50 ms).
 *
 *   npm run build && npx tsx bench/mail-cannon.ts [--posts 20] [--port 3991]
 *
 * Targets: at most `MAIL_LIMIT_PER_RECIPIENT` (10) mails to the mailbox, at most
 * `MAIL_LIMIT_PER_CLIENT` (300) mails in all from the one address; refused posts answered 429; no
 * 5xx; each answer ≤ 100 ms and `/healthz` ≤ 50 ms on an idle machine.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase } from '#app/db/connect.server.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i === -1 ? fallback : Number(args[i + 1])
}
const POSTS = option('posts', 20)
const PORT = option('port', 3991)
const BASE = `http://127.0.0.1:${PORT}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-cannon-'))

/** Loads the group page and fills a group of `emails` for contact `contact`, answering its question. */
async function prepare(contact: string, emails: string[]): Promise<URLSearchParams> {
	const page = await (await fetch(`${BASE}/register/group`)).text()
	const id = /name="captcha_id" value="([^"]+)"/.exec(page)?.[1]
	const sum = /What is (\d+) \+ (\d+)\?/.exec(page)
	if (!id || !sum) throw new Error('The group page showed no captcha question')
	const body = new URLSearchParams({
		name: 'Akosua Frimpong',
		email: contact,
		whatsapp_number: '+233 24 555 0101',
		company_name: 'Cannon Test Ltd',
		consent: 'on',
		captcha_id: id,
		captcha_answer: String(Number(sum[1]) + Number(sum[2])),
		website: '',
	})
	for (const [i, email] of emails.entries()) {
		body.set(`colleagues[${i}].name`, `Colleague ${i + 1}`)
		body.set(`colleagues[${i}].email`, email)
		body.set(`colleagues[${i}].role`, 'Auditor')
		body.set(`colleagues[${i}].whatsapp_number`, '+233 24 555 0102')
	}
	return body
}

async function post(body: URLSearchParams): Promise<{ status: number; ms: number }> {
	const started = performance.now()
	const response = await fetch(`${BASE}/register/group`, {
		method: 'POST',
		body,
		redirect: 'manual',
		headers: { Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
	})
	await response.arrayBuffer()
	return { status: response.status, ms: performance.now() - started }
}

/** Polls `/healthz` every 50 ms until `stop()`; resolves with each answer's time. */
function pollHealth() {
	const times: number[] = []
	let running = true
	const done = (async () => {
		while (running) {
			const started = performance.now()
			await fetch(`${BASE}/healthz`).then((r) => r.arrayBuffer())
			times.push(performance.now() - started)
			await new Promise((r) => setTimeout(r, 50))
		}
	})()
	return {
		stop: async () => {
			running = false
			await done
			return times
		},
	}
}

const p50 = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0
}
const max = (values: number[]) => (values.length ? Math.max(...values) : 0)

const server = startBuiltServer(PORT, dataDir, { LOG_LEVEL: 'error' })
try {
	await waitUntilUp(`${BASE}/healthz`)
	const db = createDatabase({ databasePath: path.join(dataDir, 'summit.db') })
	const scenarios = [
		{
			name: 'one mailbox',
			size: 2,
			email: (g: number, i: number) => `victim+${g * 2 + i}@victim.example`,
			target: (to: string) => to.startsWith('victim+') && to.endsWith('@victim.example'),
		},
		{
			name: 'one domain',
			size: 50,
			email: (g: number, i: number) => `staff${g * 50 + i}@smallco.example`,
			target: (to: string) => to.endsWith('@smallco.example'),
		},
	]
	console.log(
		'| burst | posts (colleagues each) | accepted | refused (429) | other | mails queued | to the target | POST p50 | POST max | healthz p50 | healthz max |',
	)
	console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|')
	for (const [s, scenario] of scenarios.entries()) {
		const before = await db.selectFrom('mail_outbox').select('to_address').execute()
		const forms = await Promise.all(
			Array.from({ length: POSTS }, (_, g) =>
				prepare(
					`hr${s}-${g}@company.example`,
					Array.from({ length: scenario.size }, (_, i) => scenario.email(g, i)),
				),
			),
		)
		const health = pollHealth()
		const results = await Promise.all(forms.map(post))
		const healthTimes = await health.stop()
		const after = await db.selectFrom('mail_outbox').select('to_address').execute()
		const queued = after.slice(before.length)
		const times = results.map((r) => r.ms)
		const accepted = results.filter((r) => r.status === 302).length
		const refused = results.filter((r) => r.status === 429).length
		console.log(
			`| ${scenario.name} | ${POSTS} (${scenario.size}) | ${accepted} | ${refused} | ${POSTS - accepted - refused} | ${queued.length} | ${queued.filter((m) => scenario.target(m.to_address)).length} | ${p50(times).toFixed(0)} ms | ${max(times).toFixed(0)} ms | ${p50(healthTimes).toFixed(0)} ms | ${max(healthTimes).toFixed(0)} ms |`,
		)
		// The second burst comes from the same address, as an attacker's would: its client allowance is
		// what the first left.
	}
	const bursts = await db
		.selectFrom('mail_refusals')
		.select(['scope', 'key', 'submissions', 'mails'])
		.orderBy('id')
		.execute()
	console.log('\nRefused bursts as the Mail screen lists them:')
	for (const b of bursts)
		console.log(`- ${b.scope} ${b.key}: ${b.mails} mails in ${b.submissions} submissions`)
	await db.destroy()
} finally {
	server.kill('SIGTERM')
	await new Promise((r) => server.once('exit', r))
	fs.rmSync(dataDir, { recursive: true, force: true })
}

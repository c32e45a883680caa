/**
 * Paystack webhooks at a burst (ADR 0047): starts the production build on its own port with a fresh
 * database (SQLite; PostgreSQL too when a URL is set), registers N delegates and starts a Paystack
 * payment for each (an `online_payments` row, as Pay now stores it), then posts N signed
 * `charge.success` webhooks for the N distinct references to `/webhooks/paystack` at concurrency C,
 * as Paystack would (raw JSON, `x-paystack-signature`, no Origin). Prints the answers, how many
 * payments were recorded (must be N, each reference once) and the webhooks' p50/p95/p99 latency;
 * then, for comparison, the same number of `GET /healthz` at the same concurrency (the floor of the
 * HTTP stack on this machine), and posts every webhook again (Paystack retries) and prints that
 * nothing more was recorded.
 *
 * Paystack itself is not needed: the webhooks are signed here with the server's secret key.
 *
 *   npm run build && npm run bench:paystack-webhooks [-- --count=1000 --concurrency=50 --only=sqlite|postgres]
 *
 * Target: recorded = N, each once; 0 answers other than 200; p99 ≤ 100 ms.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { insertOnlinePayment } from '#app/modules/payments/online-payments.queries.server.ts'
import { newPaymentReference } from '#app/modules/payments/paystack.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { signPaystack } from '#tests/setup/paystack.ts'
import { benchOptions, postgresBenchDatabase } from './bench-databases.ts'
import { startBuiltServer, waitUntilUp } from './built-server.ts'

const options = benchOptions()
const COUNT = Number(options.get('count') ?? 1000)
const CONCURRENCY = Number(options.get('concurrency') ?? 50)
const ONLY = options.get('only')
const PORT = Number(options.get('port') ?? 3994)
const BASE = `http://127.0.0.1:${PORT}`
const SECRET = `sk_test_${crypto.randomBytes(16).toString('hex')}`

function percentile(sorted: readonly number[], p: number): number {
	return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

/** Runs `task` for 0…count-1, `CONCURRENCY` at a time. */
async function pool<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
	const out: T[] = []
	let next = 0
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (next < count) {
				const mine = next++
				out[mine] = await task(mine)
			}
		}),
	)
	return out
}

/** Registers `COUNT` delegates in `db` and stores a pending payment of each one's fee; returns the webhook bodies. */
async function arrange(db: Database): Promise<string[]> {
	const bodies: string[] = []
	const now = new Date()
	for (let i = 0; i < COUNT; i++) {
		const registered = await registerAttendee(
			db,
			{
				name: `Webhook Delegate ${i}`,
				company_name: 'Bench Assurance Ltd',
				role: 'Internal Auditor',
				email: `webhook-${i}-${process.pid}@bench.example`,
				whatsapp_number: `+233 24 ${String(1_000_000 + i).slice(-7)}`,
				contact_number: undefined,
				notice: undefined,
			},
			now,
			'bench.example',
		)
		if (!registered.ok) throw new Error(registered.message)
		const attendee = await db
			.selectFrom('attendees as a')
			.innerJoin('event_editions as e', 'e.id', 'a.edition_id')
			.select(['a.edition_id', 'a.fee_pesewas', 'e.year'])
			.where('a.id', '=', registered.attendeeId)
			.executeTakeFirstOrThrow()
		const amount = attendee.fee_pesewas ?? 100_000
		const reference = newPaymentReference(attendee.year)
		const stamp = now.toISOString()
		await insertOnlinePayment(db, {
			reference,
			edition_id: attendee.edition_id,
			attendee_id: registered.attendeeId,
			group_id: null,
			amount_pesewas: amount,
			currency: 'GHS',
			created_at: stamp,
			updated_at: stamp,
		})
		bodies.push(
			JSON.stringify({
				event: 'charge.success',
				data: {
					id: 1_000_000 + i,
					status: 'success',
					reference,
					amount,
					currency: 'GHS',
					channel: i % 3 === 0 ? 'card' : 'mobile_money',
					paid_at: stamp,
					gateway_response: 'Successful',
				},
			}),
		)
	}
	return bodies
}

/** Asks for /healthz (no work but the HTTP stack's): its status and time in milliseconds. */
async function health(): Promise<{ status: number; ms: number }> {
	const started = performance.now()
	try {
		const answer = await fetch(`${BASE}/healthz`)
		await answer.arrayBuffer()
		return { status: answer.status, ms: performance.now() - started }
	} catch {
		return { status: 0, ms: performance.now() - started }
	}
}

/** p50, p95 and p99 of `times` (milliseconds), as a line. */
function spread(times: readonly number[]): string {
	const sorted = [...times].sort((a, b) => a - b)
	return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`
}

/** Posts one signed webhook; its status and time in milliseconds. */
async function post(body: string): Promise<{ status: number; ms: number }> {
	const started = performance.now()
	try {
		const answer = await fetch(`${BASE}/webhooks/paystack`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signPaystack(body, SECRET) },
			body,
		})
		await answer.arrayBuffer()
		return { status: answer.status, ms: performance.now() - started }
	} catch {
		return { status: 0, ms: performance.now() - started }
	}
}

/** The recorded Paystack payments: how many, and how many references were recorded more than once. */
async function recorded(db: Database) {
	const rows = await db
		.selectFrom('receipts')
		.select(['reference', (eb) => eb.fn.countAll<number | string>().as('n')])
		.where('method', '=', 'paystack')
		.groupBy('reference')
		.execute()
	const paid = await db
		.selectFrom('online_payments')
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('status', '=', 'paid')
		.executeTakeFirstOrThrow()
	return {
		references: rows.length,
		twice: rows.filter((row) => Number(row.n) > 1).length,
		movements: Number(
			(
				await db
					.selectFrom('payments')
					.select((eb) => eb.fn.countAll<number | string>().as('n'))
					.where('method', '=', 'paystack')
					.executeTakeFirstOrThrow()
			).n,
		),
		paid: Number(paid.n),
	}
}

async function run(label: string, env: Record<string, string>, open: () => Database, dataDir: string) {
	const server = startBuiltServer(PORT, dataDir, {
		SEED_DEMO_CONTENT: 'true',
		PAYSTACK_SECRET_KEY: SECRET,
		// The confirmations the arranging queued are left for later: the burst is timed alone.
		MAIL_POLL_MS: '600000',
		...env,
	})
	try {
		await waitUntilUp(`${BASE}/healthz`)
		const db = open()
		try {
			const arranging = performance.now()
			const bodies = await arrange(db)
			console.log(
				`${label}: ${COUNT} registrations with a pending payment in ${((performance.now() - arranging) / 1000).toFixed(1)} s`,
			)
			const started = performance.now()
			const answers = await pool(COUNT, (i) => post(bodies[i]!))
			const seconds = (performance.now() - started) / 1000
			const statuses = new Map<number, number>()
			for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
			const first = await recorded(db)
			console.log(
				`${label}: ${COUNT} webhooks at concurrency ${CONCURRENCY} in ${seconds.toFixed(2)} s (${Math.round(COUNT / seconds)}/s); answers ${JSON.stringify(Object.fromEntries(statuses))}`,
			)
			console.log(
				`${label}: recorded ${first.references} payments (${first.movements} ledger movements, ${first.paid} paid), ${first.twice} recorded twice; latency ${spread(answers.map((a) => a.ms))}`,
			)
			// The floor of this machine: the same number of requests that do nothing but answer.
			const floor = await pool(COUNT, () => health())
			console.log(
				`${label}: for comparison, ${COUNT} GET /healthz at concurrency ${CONCURRENCY}: ${spread(floor.map((a) => a.ms))}`,
			)
			const replayed = await pool(COUNT, (i) => post(bodies[i]!))
			const again = await recorded(db)
			console.log(
				`${label}: every webhook sent again: ${replayed.filter((a) => a.status === 200).length} answered 200, recorded still ${again.references} (${again.movements} movements), ${again.twice} twice`,
			)
		} finally {
			await db.destroy()
		}
	} finally {
		server.kill('SIGTERM')
		await new Promise((resolve) => server.once('exit', resolve))
	}
}

if (!ONLY || ONLY === 'sqlite') {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-webhooks-'))
	try {
		await run('sqlite', {}, () => createDatabase({ databasePath: path.join(dir, 'summit.db') }), dir)
	} finally {
		fs.rmSync(dir, { recursive: true, force: true })
	}
}
if (!ONLY || ONLY === 'postgres') {
	const postgres = await postgresBenchDatabase()
	if (!postgres) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.')
	else {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-webhooks-pg-'))
		try {
			await run('postgres', { DATABASE_URL: postgres.location }, postgres.open, dir)
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
			await postgres.drop()
		}
	}
}

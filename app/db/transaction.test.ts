import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import {
	createTestDatabase,
	testDialects,
	type TestDialect,
	useTestDatabase,
} from '#tests/setup/databases.ts'
import { createDatabase, driverClientOf } from './connect.server.ts'
import type { Database, Handle } from './handle.ts'
import { Refused, refusableTransactions, writeTransaction } from './transaction.ts'

type Refusal = { ok: false; reason: 'refused' | 'mapped'; message: string }

const stamp = '2026-11-22T08:00:00.000Z'

describe.each(testDialects)('refusableTransactions on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	async function insertCategory(trx: Handle) {
		await trx
			.insertInto('speaker_categories')
			.values({ code: 'CAT-PANEL', title: 'Panel', created_at: stamp })
			.execute()
	}

	const categories = () => t.db.selectFrom('speaker_categories').select('code').execute()

	test('returns the work’s result and keeps what it wrote', async () => {
		const run = refusableTransactions<Refusal>()
		const result = await run(t.db, async (trx) => {
			await insertCategory(trx)
			return { ok: true as const }
		})
		expect(result).toEqual({ ok: true })
		expect(await categories()).toEqual([{ code: 'CAT-PANEL' }])
	})

	test('a Refused thrown inside rolls back and becomes the result', async () => {
		const run = refusableTransactions<Refusal>()
		const refusal: Refusal = { ok: false, reason: 'refused', message: 'No.' }
		const result = await run(t.db, async (trx) => {
			await insertCategory(trx)
			throw new Refused(refusal)
		})
		expect(result).toEqual(refusal)
		expect(await categories()).toEqual([])
	})

	test('an error `refuse` maps rolls back and becomes its refusal; others are rethrown', async () => {
		const mapped: Refusal = { ok: false, reason: 'mapped', message: 'Taken.' }
		const run = refusableTransactions<Refusal>((error) =>
			error instanceof Error && error.message === 'taken' ? mapped : undefined,
		)
		const result = await run(t.db, async (trx) => {
			await insertCategory(trx)
			throw new Error('taken')
		})
		expect(result).toEqual(mapped)
		await expect(
			run(t.db, async (trx) => {
				await insertCategory(trx)
				throw new Error('disk full')
			}),
		).rejects.toThrow('disk full')
		expect(await categories()).toEqual([])
	})
})

/**
 * A database another process can open too, with an empty table `write_race` (party, seen), for each
 * test of the calling block: on SQLite a file of its own, on PostgreSQL a fresh test database.
 * `location` is what `tests/setup/write-race-child.ts` opens.
 */
function sharedDatabaseEachTest(dialect: TestDialect): { readonly db: Database; readonly location: string } {
	let current: { db: Database; location: string; cleanup: () => Promise<void> } | undefined
	beforeEach(async () => {
		if (dialect === 'postgres') {
			const database = await createTestDatabase('postgres')
			const client = driverClientOf(database.db)
			if (client.kind !== 'postgres') throw new Error('Expected PostgreSQL')
			current = { ...database, location: client.pool.options.connectionString! }
		} else {
			const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-write-race-'))
			const location = path.join(dir, 'race.db')
			const db = createDatabase({ databasePath: location })
			const cleanup = async () => {
				await db.destroy()
				fs.rmSync(dir, { recursive: true, force: true })
			}
			current = { db, location, cleanup }
		}
		await sql`create table write_race (party text not null, seen integer not null)`.execute(current.db)
	})
	afterEach(async () => {
		await current?.cleanup()
		current = undefined
	})
	const now = () => {
		if (!current) throw new Error('The shared database exists only while a test runs')
		return current
	}
	return {
		get db() {
			return now().db
		},
		get location() {
			return now().location
		},
	}
}

type Event = { event: 'ready' | 'starting' | 'read' | 'committed' | 'failed'; seen?: number; code?: string }
type Outcome = { committed: true; seen: number } | { committed: false; code: string | undefined }

/** Starts `tests/setup/write-race-child.ts` on `location`; resolves once it is ready for `go`. */
async function startChild(location: string, begin: 'write' | 'deferred') {
	const child: ChildProcessWithoutNullStreams = spawn(
		process.execPath,
		['--import', 'tsx', 'tests/setup/write-race-child.ts', JSON.stringify({ location, begin })],
		{ stdio: 'pipe' },
	)
	const events: Event[] = []
	const waiters: (() => void)[] = []
	let stderr = ''
	child.stderr.on('data', (chunk) => (stderr += chunk))
	readline.createInterface({ input: child.stdout }).on('line', (line) => {
		events.push(JSON.parse(line) as Event)
		for (const wake of waiters.splice(0)) wake()
	})
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	void exited.then(() => {
		for (const wake of waiters.splice(0)) wake()
	})
	/** Resolves with the first event of `names`, or undefined after `ms` or once the child has exited. */
	const next = async (names: Event['event'][], ms = 15_000): Promise<Event | undefined> => {
		const until = Date.now() + ms
		for (;;) {
			const found = events.find((e) => names.includes(e.event))
			if (found || Date.now() >= until || child.exitCode !== null) return found
			await new Promise<void>((resolve) => {
				waiters.push(resolve)
				setTimeout(resolve, until - Date.now())
			})
		}
	}
	if (!(await next(['ready'], 15_000))) throw new Error(`The other process did not start: ${stderr}`)
	return {
		go: () => child.stdin.write('go\n'),
		next,
		outcome: async (): Promise<Outcome> => {
			const end = await next(['committed', 'failed'])
			await exited
			if (!end) throw new Error(`The other process ended without an outcome: ${stderr}`)
			return end.event === 'committed'
				? { committed: true, seen: end.seen! }
				: { committed: false, code: end.code }
		},
	}
}

/**
 * The race a second process on the same database makes (the server and a script, or two servers):
 * this process begins a transaction with `open` and reads `write_race`; the other process then
 * begins its own (with `childBegin`) and reads; once it has read (or after a second, when its begin
 * is waiting for the lock) this one writes and commits, and the other writes and commits. Each
 * transaction writes a row saying how many rows it saw. Returns both outcomes.
 */
async function race(
	db: Database,
	location: string,
	open: (db: Database, work: (trx: Handle) => Promise<number>) => Promise<number>,
	childBegin: 'write' | 'deferred',
): Promise<{ here: Outcome; other: Outcome }> {
	const child = await startChild(location, childBegin)
	const here = await open(db, async (trx) => {
		const { rows } = await sql<{ n: number }>`select count(*) as n from write_race`.execute(trx)
		child.go()
		await child.next(['starting'])
		await child.next(['read', 'committed', 'failed'], 1_000)
		await sql`insert into write_race (party, seen) values ('here', ${Number(rows[0]!.n)})`.execute(trx)
		return Number(rows[0]!.n)
	}).then(
		(seen): Outcome => ({ committed: true, seen }),
		(error: { code?: string }): Outcome => ({ committed: false, code: error.code }),
	)
	return { here, other: await child.outcome() }
}

const rowsOf = (db: Database) =>
	sql<{ party: string; seen: number }>`select party, seen from write_race order by party`
		.execute(db)
		.then((r) => r.rows.map((row) => ({ party: row.party, seen: Number(row.seen) })))

describe.each(testDialects)('writeTransaction on %s', (dialect) => {
	const t = sharedDatabaseEachTest(dialect)
	const insert = (trx: Handle, party: string) =>
		sql`insert into write_race (party, seen) values (${party}, 0)`.execute(trx)

	test('commits what the work wrote and returns its result', async () => {
		const result = await writeTransaction(t.db, async (trx) => {
			await insert(trx, 'one')
			return 'done'
		})
		expect(result).toBe('done')
		expect(await rowsOf(t.db)).toEqual([{ party: 'one', seen: 0 }])
	})

	test('a throw inside rolls back every row the work wrote, and the error reaches the caller', async () => {
		await expect(
			writeTransaction(t.db, async (trx) => {
				await insert(trx, 'one')
				await insert(trx, 'two')
				throw new Error('disk full')
			}),
		).rejects.toThrow('disk full')
		expect(await rowsOf(t.db)).toEqual([])
	})

	test('is refused inside another write transaction, which then rolls back, rather than waiting for ever', async () => {
		const nested = 'writeTransaction cannot be nested'
		await expect(
			writeTransaction(t.db, async (trx) => {
				await insert(trx, 'outer')
				await writeTransaction(t.db, (inner) => insert(inner, 'inner'))
			}),
		).rejects.toThrow(nested)
		await expect(
			writeTransaction(t.db, async (trx) => {
				await insert(trx, 'outer')
				await writeTransaction(trx, (inner) => insert(inner, 'inner'))
			}),
		).rejects.toThrow(nested)
		expect(await rowsOf(t.db)).toEqual([])
		// Not refused once the first has ended.
		await writeTransaction(t.db, (trx) => insert(trx, 'after'))
		expect(await rowsOf(t.db)).toEqual([{ party: 'after', seen: 0 }])
	})

	test('two processes reading then writing at once both commit', async () => {
		const { here, other } = await race(t.db, t.location, writeTransaction, 'write')
		expect({ here, other }).toEqual({
			here: { committed: true, seen: 0 },
			other: { committed: true, seen: expect.any(Number) },
		})
		expect(await rowsOf(t.db)).toHaveLength(2)
		if (dialect === 'sqlite') {
			// One after the other: the other process began once this one had committed, and saw its row.
			expect(other).toEqual({ committed: true, seen: 1 })
		}
	})
})

describe('a deferred transaction (Kysely’s own begin) beside another process on SQLite', () => {
	const t = sharedDatabaseEachTest('sqlite')

	test('meets "database is locked" when both read, then write', async () => {
		const plain = (db: Database, work: (trx: Handle) => Promise<number>) => db.transaction().execute(work)
		const { here, other } = await race(t.db, t.location, plain, 'deferred')
		// One of them tries to write while the other holds the write lock, or after the other has
		// committed, from a snapshot now out of date: refused at once, the busy timeout not waited.
		expect([here, other]).toContainEqual({ committed: false, code: expect.stringMatching(/^SQLITE_BUSY/) })
		expect(await rowsOf(t.db)).toHaveLength(1)
	})
})

/**
 * What the database benches share (`admin-lists.ts`, `attendee-search.ts`): their options, a bench
 * database on SQLite (a file in the temp folder) or PostgreSQL (a new database through
 * `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, dropped afterwards), migrated, filled in batches
 * and analyzed, and the timing of a call.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Insertable, sql } from 'kysely'
import pg from 'pg'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import type { DB } from '#app/db/schema.ts'

/** The command line's `--key=value` options (`--flag` alone is `'true'`); a value may hold `=`. */
export function benchOptions(): Map<string, string> {
	return new Map(
		process.argv.slice(2).map((a) => {
			const [key, ...value] = a.replace(/^--/, '').split('=')
			return [key!, value.length ? value.join('=') : 'true'] as const
		}),
	)
}

export type BenchDialect = 'sqlite' | 'postgres'

/** A database a bench fills and times, and removes afterwards. */
export interface BenchDatabase {
	dialect: BenchDialect
	/** SQLite file path or PostgreSQL URL. */
	location: string
	/** Whether it was filled by an earlier run (a database given to reuse). */
	filled: boolean
	open: () => Database
	/** Removes it; nothing for a database given to reuse. */
	drop: () => Promise<void>
}

/** A given database to reuse as it is: filled, never dropped. */
function reused(dialect: BenchDialect, location: string): BenchDatabase {
	return {
		dialect,
		location,
		filled: true,
		open: () =>
			dialect === 'sqlite'
				? createDatabase({ databasePath: location })
				: createDatabase({ databaseUrl: location, databasePath: '' }),
		drop: async () => {},
	}
}

/** A new SQLite file in a temp folder named from `prefix`, or the file `reuse` when given. */
export function sqliteBenchDatabase(prefix: string, reuse?: string): BenchDatabase {
	if (reuse) return reused('sqlite', reuse)
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
	const file = path.join(dir, 'bench.db')
	return {
		dialect: 'sqlite',
		location: file,
		filled: false,
		open: () => createDatabase({ databasePath: file }),
		drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
	}
}

/**
 * A new PostgreSQL database `summit_bench_<random>` made through `BENCH_DATABASE_URL` (else
 * `TEST_DATABASE_URL`; its role must be allowed to create databases), or the database `reuse` when
 * given; undefined when neither URL is set.
 */
export async function postgresBenchDatabase(reuse?: string): Promise<BenchDatabase | undefined> {
	if (reuse) return reused('postgres', reuse)
	const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
	if (!adminUrl) return undefined
	const name = `summit_bench_${crypto.randomBytes(4).toString('hex')}`
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	await client.query(`create database ${name}`)
	await client.end()
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return {
		dialect: 'postgres',
		location: url.toString(),
		filled: false,
		open: () => createDatabase({ databaseUrl: url.toString(), databasePath: '' }),
		drop: async () => {
			// The pool's sockets may still be closing after `destroy()`: wait for them rather than
			// `with (force)`, which would kill them mid-goodbye (an unhandled error in the pg client).
			const c = new pg.Client({ connectionString: adminUrl })
			await c.connect()
			try {
				for (let attempt = 1; ; attempt++) {
					try {
						await c.query(`drop database if exists ${name}`)
						break
					} catch (error) {
						if (attempt >= 50) throw error
						await new Promise((resolve) => setTimeout(resolve, 100))
					}
				}
			} finally {
				await c.end()
			}
		},
	}
}

/**
 * The databases `--only=sqlite|postgres` asks for (both when `only` is undefined): a new SQLite file
 * in a temp folder named from `sqlitePrefix`, and a new PostgreSQL database when a URL is set (when
 * none is, a printed line says PostgreSQL is skipped). `reuse` names kept databases (a SQLite file, a
 * PostgreSQL URL) to time again instead of new ones.
 */
export async function benchDatabases(
	only: string | undefined,
	sqlitePrefix: string,
	reuse: { sqlite?: string; postgres?: string } = {},
): Promise<BenchDatabase[]> {
	const databases: BenchDatabase[] = []
	if (!only || only === 'sqlite') databases.push(sqliteBenchDatabase(sqlitePrefix, reuse.sqlite))
	if (!only || only === 'postgres') {
		const postgres = await postgresBenchDatabase(reuse.postgres)
		if (postgres) databases.push(postgres)
		else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.')
	}
	return databases
}

/**
 * Opens `target` and, unless it was filled by an earlier run, migrates it, fills it with `fill`,
 * analyzes it as the database's own maintenance does after a bulk load (`vacuum analyze` /
 * `analyze`) and prints the fill's time in seconds; then calls `run` with it. Afterwards it closes
 * the database and drops it, or, with `keep` or a database given to reuse, prints where it is.
 */
export async function withBenchDatabase(
	target: BenchDatabase,
	{ fill, keep }: { fill: (db: Database) => Promise<void>; keep: boolean },
	run: (db: Database) => Promise<void>,
): Promise<void> {
	const db = target.open()
	try {
		if (!target.filled) {
			await migrateToLatest(db)
			const started = performance.now()
			await fill(db)
			const fillMs = performance.now() - started
			if (target.dialect === 'postgres') await sql`vacuum analyze`.execute(db)
			else await sql`analyze`.execute(db)
			console.log(`${target.dialect}: filled in ${(fillMs / 1000).toFixed(1)} s`)
		}
		await run(db)
	} finally {
		await db.destroy()
		if (keep || target.filled) console.log(`kept ${target.location}`)
		else await target.drop()
	}
}

/** Rows in one multi-row insert, and inserts in one transaction, when a bench fills a table. */
const BATCH = 1000
const BATCHES_PER_TRANSACTION = 10

/** Adds an edition for each of `years` (theme "Theme <year>", venue Accra): their ids, in order. */
export async function addEditions(db: Database, years: readonly number[]): Promise<number[]> {
	const now = new Date().toISOString()
	const ids: number[] = []
	for (const year of years) {
		const row = await db
			.insertInto('event_editions')
			.values({ year, theme: `Theme ${year}`, venue: 'Accra', updated_at: now })
			.returning('id')
			.executeTakeFirstOrThrow()
		ids.push(row.id)
	}
	return ids
}

/**
 * Inserts `total` rows into `table`, made by `row(0)` … `row(total - 1)` in that order: multi-row
 * inserts of 1,000 rows, 10 to a transaction.
 */
export async function insertRows<T extends keyof DB & string>(
	db: Database,
	table: T,
	total: number,
	row: (i: number) => Insertable<DB[T]>,
): Promise<void> {
	for (let from = 0; from < total; from += BATCH * BATCHES_PER_TRANSACTION) {
		await db.transaction().execute(async (trx) => {
			for (let b = from; b < Math.min(total, from + BATCH * BATCHES_PER_TRANSACTION); b += BATCH) {
				const rows: Insertable<DB[T]>[] = []
				for (let i = b; i < Math.min(total, b + BATCH); i++) rows.push(row(i))
				await trx.insertInto(table).values(rows).execute()
			}
		})
	}
}

/** The `p` quantile (0–1) of `sorted`, ascending. */
export function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

/**
 * Runs `run` `warmup` times, then `runs` times timed: the p50 and p95 in milliseconds, and what the
 * last run returned.
 */
export async function timeRuns<T>(
	run: () => Promise<T>,
	{ warmup, runs }: { warmup: number; runs: number },
): Promise<{ p50: number; p95: number; last: T }> {
	let last!: T
	for (let i = 0; i < warmup; i++) last = await run()
	const samples: number[] = []
	for (let i = 0; i < runs; i++) {
		const started = performance.now()
		last = await run()
		samples.push(performance.now() - started)
	}
	samples.sort((a, b) => a - b)
	return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), last }
}

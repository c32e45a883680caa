/**
 * What the database benches share (`admin-lists.ts`, `attendee-search.ts`): their options, a bench
 * database on SQLite (a file in the temp folder) or PostgreSQL (a new database through
 * `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, dropped afterwards), and the timing of a call.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabase, type Database } from '#app/db/connect.server.ts'

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

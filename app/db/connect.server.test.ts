import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { createDatabase, type Database, driverClientOf } from './connect.server.ts'
import { testServerUrl } from '#tests/setup/databases.ts'
import { createDatabaseRateLimiter } from './dialect.ts'
import { writeTransaction } from './transaction.ts'

describe('a SQLite connection keeps its prepared statements', () => {
	let db: Database | undefined
	afterEach(async () => {
		await db?.destroy()
		db = undefined
	})

	test('a statement run before a migration reads the table as the migration left it', async () => {
		db = createDatabase({ databasePath: ':memory:' })
		await sql`create table notes (title text not null)`.execute(db)
		await sql`insert into notes (title) values (${'Agenda'})`.execute(db)
		const read = () => sql<Record<string, unknown>>`select * from notes`.execute(db!).then((r) => r.rows)
		expect(await read()).toEqual([{ title: 'Agenda' }])
		await sql`alter table notes add column room text not null default 'Hall A'`.execute(db)
		expect(await read()).toEqual([{ title: 'Agenda', room: 'Hall A' }])
	})

	test('the rate limiter counts on the same connection, inside and outside a transaction', async () => {
		db = createDatabase({ databasePath: ':memory:' })
		const limiter = await createDatabaseRateLimiter(db, {
			tableName: 'probe_limits',
			points: 2,
			duration: 60,
		})
		await limiter.consume('127.0.0.1')
		await writeTransaction(db, () => limiter.consume('127.0.0.1'))
		await expect(limiter.consume('127.0.0.1')).rejects.toMatchObject({ remainingPoints: 0 })
	})
})

describe('the PostgreSQL pool', () => {
	test('opens at most `poolSize` connections (DATABASE_POOL_SIZE), 10 when not told', async () => {
		const url = testServerUrl()
		const sized = createDatabase({ databaseUrl: url, databasePath: '', poolSize: 3 })
		const plain = createDatabase({ databaseUrl: url, databasePath: '' })
		try {
			expect([driverClientOf(sized), driverClientOf(plain)].map(poolMax)).toEqual([3, 10])
			// Five queries at once on a pool of three: never more than three sessions.
			const pids = await Promise.all(
				Array.from({ length: 5 }, () =>
					sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(sized),
				),
			)
			expect(new Set(pids.map((result) => result.rows[0]!.pid)).size).toBe(3)
		} finally {
			await Promise.all([sized.destroy(), plain.destroy()])
		}
	})
})

/** The `max` a handle's pg pool was given. */
function poolMax(client: ReturnType<typeof driverClientOf>): number | undefined {
	return client.kind === 'postgres' ? client.pool.options.max : undefined
}

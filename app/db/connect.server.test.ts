import { sql } from 'kysely'
import { afterEach, describe, expect, test } from 'vitest'
import { createDatabase, type Database } from './connect.server.ts'
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

import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { advisoryLockKey, withDatabaseLock } from './advisory-lock.ts'
import { writeTransaction } from './transaction.ts'

/** Resolves after `ms` milliseconds. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('advisoryLockKey', () => {
	test('is fixed for a name, differs between names, and fits a signed 64-bit integer', () => {
		expect(advisoryLockKey('prepare-database')).toBe(advisoryLockKey('prepare-database'))
		expect(advisoryLockKey('prepare-database')).not.toBe(advisoryLockKey('other'))
		const key = advisoryLockKey('prepare-database')
		expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true)
	})
})

describe('withDatabaseLock on postgres', () => {
	const t = useTestDatabase('postgres')

	test('a second holder waits, says so once, and runs after the first is done', async () => {
		const events: string[] = []
		let release!: () => void
		const released = new Promise<void>((resolve) => (release = resolve))
		const first = withDatabaseLock(t.db, 'test-lock', async () => {
			events.push('first starts')
			await released
			events.push('first ends')
			return 1
		})
		await pause(50)
		const second = withDatabaseLock(t.db, 'test-lock', async () => (events.push('second runs'), 2), {
			onWait: () => events.push('second waits'),
		})
		await pause(200)
		expect(events).toEqual(['first starts', 'second waits'])
		release()
		expect(await Promise.all([first, second])).toEqual([1, 2])
		expect(events).toEqual(['first starts', 'second waits', 'first ends', 'second runs'])
	})

	test('the work runs on the session holding the lock, and a failure releases it', async () => {
		const key = advisoryLockKey('test-lock').toString()
		const held = () =>
			sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
				and (classid::int8 << 32) | objid::int8 = ${key}::int8 and objsubid = 1`.execute(t.db)
		await expect(
			withDatabaseLock(t.db, 'test-lock', async (session) => {
				const mine = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(session)
				const holder = await sql<{ pid: number }>`select pid from pg_locks where locktype = 'advisory'
					and (classid::int8 << 32) | objid::int8 = ${key}::int8 and objsubid = 1`.execute(t.db)
				expect(holder.rows.map((row) => row.pid)).toEqual([mine.rows[0]!.pid])
				throw new Error('the work failed')
			}),
		).rejects.toThrow('the work failed')
		expect((await held()).rows[0]!.n).toBe(0)
		let waited = false
		await withDatabaseLock(t.db, 'test-lock', async () => undefined, { onWait: () => (waited = true) })
		expect(waited).toBe(false)
	})
})

describe.each(testDialects)('withDatabaseLock on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('returns what the work returns, and the work can write in a transaction', async () => {
		const result = await withDatabaseLock(t.db, 'test-lock', async (session) => {
			await writeTransaction(session, async (trx) => {
				await trx.insertInto('speaker_categories').values({ code: 'K', title: 'Keynote' }).execute()
			})
			return 'done'
		})
		expect(result).toBe('done')
		expect(await t.db.selectFrom('speaker_categories').select('code').execute()).toEqual([{ code: 'K' }])
	})
})

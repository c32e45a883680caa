import { describe, expect, test } from 'vitest'
import { driverClientOf } from '#app/db/connect.server.ts'
import { useTestDatabase } from '#tests/setup/databases.ts'
import { consumeAttempt, databaseRateLimiter } from './rate-limit.server.ts'

const rule = { keyPrefix: 'test_form', points: 2, windowSeconds: 600, blockSeconds: 600 }

// The cache is dialect-independent; SQLite lets the test make the table's creation fail on demand.
describe('databaseRateLimiter', () => {
	const t = useTestDatabase('sqlite')

	test('counts attempts per key and refuses past the limit with the wait in seconds', async () => {
		const limiter = await databaseRateLimiter(t.db, rule)
		expect(await databaseRateLimiter(t.db, rule)).toBe(limiter)
		expect(await consumeAttempt(limiter, '10.0.0.1')).toBeNull()
		expect(await consumeAttempt(limiter, '10.0.0.1')).toBeNull()
		expect(await consumeAttempt(limiter, '10.0.0.1')).toBe(600)
		expect(await consumeAttempt(limiter, '10.0.0.2')).toBeNull()
	})

	test('a limiter that could not be made (database busy or read-only) is tried again on the next call', async () => {
		const client = driverClientOf(t.db)
		if (client.kind !== 'sqlite') throw new Error('expected SQLite')
		client.database.pragma('query_only = ON')
		await expect(databaseRateLimiter(t.db, rule)).rejects.toThrow(/readonly|read-only/i)
		client.database.pragma('query_only = OFF')
		const limiter = await databaseRateLimiter(t.db, rule)
		expect(await consumeAttempt(limiter, '10.0.0.1')).toBeNull()
	})
})

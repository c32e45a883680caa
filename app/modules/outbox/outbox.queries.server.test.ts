import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createDatabase, type Database, driverClientOf } from '#app/db/connect.server.ts'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { now } from '#tests/setup/clock.ts'
import { claimDueMails } from './outbox.queries.server.ts'

describe('the mail worker’s poll beside another process on SQLite', () => {
	let dir: string
	let db: Database
	let other: Database
	beforeEach(async () => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summit-outbox-poll-'))
		db = createDatabase({ databasePath: path.join(dir, 'summit.db') })
		await migrateToLatest(db)
		other = createDatabase({ databasePath: path.join(dir, 'summit.db') })
	})
	afterEach(async () => {
		await other.destroy()
		await db.destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	test('with nothing due it answers, without waiting for the write lock another process holds', async () => {
		const lock = driverClientOf(other)
		if (lock.kind !== 'sqlite') throw new Error('Expected SQLite')
		lock.database.exec('BEGIN IMMEDIATE')
		try {
			// A write transaction would wait the busy timeout (5 s) for the lock, then fail.
			expect(await claimDueMails(db, now, 10, 30_000)).toEqual([])
		} finally {
			lock.database.exec('ROLLBACK')
		}
	})
})

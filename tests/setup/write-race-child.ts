/**
 * The other process of the write-transaction race (`app/db/transaction.test.ts`): opens its own
 * connection to the test's database, says `ready`, waits for `go` on its standard input, then runs one
 * transaction that reads the rows of `write_race` and writes one more (`party` 'child', `seen` the
 * count it read). It reports on its standard output, one JSON line each: `starting` (about to begin),
 * `read` (it has read, inside its transaction), then `committed` with what it saw, or `failed` with
 * the error's code and message.
 *
 *   node --import tsx tests/setup/write-race-child.ts '{"location":"/tmp/…/race.db","begin":"write"}'
 *
 * `location` is a SQLite file or a postgres:// URL; `begin` is 'write' (`writeTransaction`) or
 * 'deferred' (Kysely's own `db.transaction()`, as every transaction began before ADR 0049).
 */
import readline from 'node:readline'
import { sql } from 'kysely'
import { createDatabase } from '#app/db/connect.server.ts'
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'

const { location, begin } = JSON.parse(process.argv[2]!) as { location: string; begin: 'write' | 'deferred' }
const say = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`)

const db: Database = location.startsWith('postgres')
	? createDatabase({ databaseUrl: location, databasePath: '' })
	: createDatabase({ databasePath: location })

const input = readline.createInterface({ input: process.stdin })
say({ event: 'ready' })
await new Promise<void>((resolve) => input.once('line', () => resolve()))
input.close()

const work = async (trx: Database) => {
	const { rows } = await sql<{ n: number }>`select count(*) as n from write_race`.execute(trx)
	const seen = Number(rows[0]!.n)
	say({ event: 'read' })
	await sql`insert into write_race (party, seen) values ('child', ${seen})`.execute(trx)
	return seen
}
say({ event: 'starting' })
try {
	const seen = begin === 'write' ? await writeTransaction(db, work) : await db.transaction().execute(work)
	say({ event: 'committed', seen })
} catch (error) {
	const { code, message } = error as { code?: string; message?: string }
	say({ event: 'failed', code, message })
}
await db.destroy()

/**
 * Transactions (docs/architecture.md, "Data access"). Every transaction is opened by
 * `writeTransaction`, which on SQLite takes the write lock before the transaction's first read
 * (ADR 0049); lint refuses `db.transaction()` anywhere else.
 *
 * A transaction a business rule can refuse: `work` throws `new Refused(refusal)` to roll back
 * everything it wrote, and the caller gets `refusal` back as its result instead of an error.
 * Back-office operations (`<entity>-admin.server.ts`) write a change and its activity row this way,
 * so a refused change leaves neither.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Transaction } from 'kysely'
import type { Database } from './handle.ts'
import type { DB } from './schema.ts'

/** The write transactions open in the current async context, each on its database. */
const openWrites = new AsyncLocalStorage<readonly { db: Database; open: boolean }[]>()

const NESTED =
	'writeTransaction cannot be nested: pass the open transaction (trx) to the query functions instead of opening another'

/**
 * Runs `work` in one transaction on `db` and returns its result: committed when `work` resolves,
 * rolled back (and the error rethrown) when it throws. The callback is Kysely's
 * `db.transaction().execute(work)`'s; `trx` is one connection for the whole transaction.
 *
 * - SQLite: the transaction begins with `BEGIN IMMEDIATE`, taking the write lock before anything
 *   is read; while another connection (another process on the same file) holds it, the begin waits
 *   up to the connection's busy timeout (5 s, connect.server.ts). So a transaction that reads and
 *   then writes never finds its snapshot stale at its first write, the "database is locked"
 *   (SQLITE_BUSY) of a deferred transaction (ADR 0049). One process has one connection, on which
 *   Kysely runs transactions one at a time, so the wait only happens beside another process.
 * - PostgreSQL: an ordinary transaction (`start transaction read write`, the default mode);
 *   rows are locked with `lockedForUpdate` and keys with `lockKeys` (dialect.ts) as before.
 *
 * Throws, opening nothing, when `db` is itself a transaction, or when called inside another
 * `writeTransaction`'s work on the same `db` (which on SQLite would wait for its own connection
 * for ever): pass `trx` to the query functions instead. An error inside `work` that it does not
 * catch rolls the outer transaction back as any other.
 */
export async function writeTransaction<Result>(
	db: Database,
	work: (trx: Transaction<DB>) => Promise<Result>,
): Promise<Result> {
	const outer = openWrites.getStore() ?? []
	if (db.isTransaction || outer.some((write) => write.open && write.db === db)) throw new Error(NESTED)
	const write = { db, open: true }
	try {
		return await openWrites.run([...outer.filter((w) => w.open), write], () =>
			db.transaction().setAccessMode('read write').execute(work),
		)
	} finally {
		// Work started inside and still running afterwards (a timer, a signal) may open its own.
		write.open = false
	}
}

/** Thrown inside `refusableTransaction`'s work to roll it back and return `refusal`. */
export class Refused<Refusal extends { message: string }> extends Error {
	constructor(readonly refusal: Refusal) {
		super(refusal.message)
	}
}

/**
 * A transaction runner for one kind of refusal: `run(db, work)` runs `work` in a write transaction
 * on `db` (`writeTransaction`) and returns its result. A `Refused` thrown inside rolls back and its
 * refusal becomes the result; so does any other error for which `refuse` returns a refusal (e.g. a
 * unique violation meaning "email taken"). Any other error rolls back and is rethrown.
 *
 *   const inTransaction = refusableTransactions<EditionRefusal>()
 */
export function refusableTransactions<Refusal extends { message: string }>(
	refuse?: (error: unknown) => Refusal | undefined,
) {
	return async function run<Result>(
		db: Database,
		work: (trx: Transaction<DB>) => Promise<Result>,
	): Promise<Result | Refusal> {
		try {
			return await writeTransaction(db, work)
		} catch (error) {
			if (error instanceof Refused) return error.refusal as Refusal
			const refusal = refuse?.(error)
			if (refusal) return refusal
			throw error
		}
	}
}

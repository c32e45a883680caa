/**
 * A lock that spans processes and machines sharing one database, for work that must run once at a
 * time across every instance: the first start's preparation (migrations, the demo seed, the first
 * Administrator; ADR 0066).
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { Database } from './handle.ts'
import { dialectOf } from './dialect.ts'

/**
 * The 64-bit key of the session-level advisory lock named `name`: the first 8 bytes of
 * SHA-256("summit:" + name), signed. Fixed for a name, so every instance of every release computes
 * the same key. It lives in PostgreSQL's single-bigint key space, apart from the two-int4 keys of
 * `lockKeys` (dialect.ts); a clash with Kysely's own migration lock key is as likely as a hash
 * collision.
 */
export function advisoryLockKey(name: string): bigint {
	return crypto.createHash('sha256').update(`summit:${name}`).digest().readBigInt64BE(0)
}

export interface DatabaseLockOptions {
	/** Called once, before waiting, when another session holds the lock. */
	onWait?: () => void
}

/**
 * Runs `work` while holding the database lock `name`, and returns its result.
 *
 * - PostgreSQL: takes `pg_advisory_lock(advisoryLockKey(name))` on ONE connection of `db`'s pool
 *   and hands `work` a handle bound to that connection (`db.connection()`), so the lock is held by
 *   the session doing the work and needs no second connection (a pool of one suffices). Kysely's
 *   Migrator and `writeTransaction` both run on such a handle: their transactions and the
 *   Migrator's own advisory lock (another key) are taken on the same session. When another session
 *   holds the lock, `options.onWait` is called once and the call waits, without a time limit, until
 *   that session releases it: by `pg_advisory_unlock` once its work ends, or by its connection
 *   closing when its process dies. The lock is released in every case, `work` failing included; the
 *   error from `work` is rethrown (a failure to unlock after it is ignored: a session that cannot
 *   answer has lost its locks). Throws a database error when the lock cannot be taken or released.
 * - SQLite: one machine holds the file, and write transactions take the write lock first (ADR
 *   0049); `work` runs on `db` itself, with no lock.
 *
 * `work` must use only the handle it is given: a query on `db`'s pool inside it could wait for a
 * connection the pool cannot give while this one is held.
 */
export async function withDatabaseLock<Result>(
	db: Database,
	name: string,
	work: (db: Database) => Promise<Result>,
	options: DatabaseLockOptions = {},
): Promise<Result> {
	if (dialectOf(db) !== 'postgres') return work(db)
	const key = advisoryLockKey(name).toString()
	return db.connection().execute(async (session) => {
		const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::int8) as locked`.execute(
			session,
		)
		if (!tried.rows[0]?.locked) {
			options.onWait?.()
			await sql`select pg_advisory_lock(${key}::int8)`.execute(session)
		}
		const unlock = () => sql`select pg_advisory_unlock(${key}::int8)`.execute(session)
		let result: Result
		try {
			result = await work(session)
		} catch (error) {
			// The error from `work` is the one to report; a connection gone releases the lock anyway.
			await unlock().catch(() => undefined)
			throw error
		}
		await unlock()
		return result
	})
}

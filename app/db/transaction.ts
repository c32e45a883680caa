/**
 * A transaction a business rule can refuse (docs/architecture.md, "Data access"): `work` throws
 * `new Refused(refusal)` to roll back everything it wrote, and the caller gets `refusal` back as its
 * result instead of an error. Back-office operations (`<entity>-admin.server.ts`) write a change and
 * its activity row this way, so a refused change leaves neither.
 */
import type { Transaction } from 'kysely'
import type { Database } from './handle.ts'
import type { DB } from './schema.ts'

/** Thrown inside `refusableTransaction`'s work to roll it back and return `refusal`. */
export class Refused<Refusal extends { message: string }> extends Error {
	constructor(readonly refusal: Refusal) {
		super(refusal.message)
	}
}

/**
 * A transaction runner for one kind of refusal: `run(db, work)` runs `work` in a transaction on `db`
 * and returns its result. A `Refused` thrown inside rolls back and its refusal becomes the result;
 * so does any other error for which `refuse` returns a refusal (e.g. a unique violation meaning
 * "email taken"). Any other error rolls back and is rethrown.
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
			return await db.transaction().execute(work)
		} catch (error) {
			if (error instanceof Refused) return error.refusal as Refusal
			const refusal = refuse?.(error)
			if (refusal) return refusal
			throw error
		}
	}
}

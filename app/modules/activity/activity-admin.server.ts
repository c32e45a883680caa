/**
 * Changing the activity log from the back office: deleting a record leaves a record of its own,
 * written in the same transaction (docs/architecture.md).
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { deleteActivity, recordActivity } from './activity.queries.server.ts'

/**
 * Deletes the activity record `id` and, when it existed, writes a "Delete Activity" record naming its
 * id, in one transaction. Returns whether it existed (nothing is written otherwise). Throws on a
 * database error, after rolling back.
 */
export async function deleteActivityRecord(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<boolean> {
	return writeTransaction(db, async (trx) => {
		const found = await deleteActivity(trx, id)
		if (found) {
			await recordActivity(trx, actorActivity(actor, 'Delete Activity', `Deleted activity record ${id}`), now)
		}
		return found
	})
}

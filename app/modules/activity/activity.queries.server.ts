/**
 * The activity log (spec §3 "Activity record"). Every admin mutation calls `recordActivity` with the
 * transaction that makes the change, so a change never lands without its record (issue 4 §7).
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '#app/db/schema.ts'

type Handle = Kysely<DB> | Transaction<DB>

export interface ActivityInput {
	userId: number | null
	username: string
	/** e.g. "Logged In", "Add User", "Seed". */
	type: string
	description: string
}

/** Appends one activity row stamped `now`. */
export async function recordActivity(db: Handle, activity: ActivityInput, now: Date): Promise<void> {
	await db
		.insertInto('activity_log')
		.values({
			user_id: activity.userId,
			username: activity.username,
			type: activity.type,
			description: activity.description,
			created_at: now.toISOString(),
		})
		.execute()
}

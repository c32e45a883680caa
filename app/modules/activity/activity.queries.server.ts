/**
 * The activity log (docs/CONTEXT.md). Every admin mutation calls `recordActivity` with the
 * transaction that makes the change, so a change never lands without its record. Entries are kept:
 * nothing in the app deletes one (ADR 0056).
 */
import { countRows, onePage, type PageWindow } from '#app/db/rows.ts'
import type { Handle } from '#app/db/handle.ts'

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

export interface ActivityRow {
	id: number
	user_id: number | null
	username: string
	type: string
	description: string
	created_at: string
}

/** Activity rows newest first, one page (`limit` rows after `offset`; `limit` null for every row). */
export async function listActivity(db: Handle, window: PageWindow): Promise<ActivityRow[]> {
	return db
		.selectFrom('activity_log')
		.select(['id', 'user_id', 'username', 'type', 'description', 'created_at'])
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.$call(onePage(window))
		.execute()
}

/** Number of activity rows. */
export async function countActivity(db: Handle): Promise<number> {
	return countRows(db.selectFrom('activity_log'))
}

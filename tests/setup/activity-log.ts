import type { Database } from '#app/db/connect.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'

/**
 * The activity log of `db` in the order it was written, each row as who (`user_id`, `username`) did
 * what (`type`, `description`): for asserting what a back-office change logged.
 */
export function loggedActivity(db: Database) {
	return db
		.selectFrom('activity_log')
		.select(['user_id', 'username', 'type', 'description'])
		.orderBy('id')
		.execute()
}

/**
 * The activity row, as `loggedActivity` reads it, of `actor` doing `type` (e.g. "Add User"), described
 * as `description`: linked to the actor's id and named after them.
 */
export function activityBy(actor: Actor, type: string, description: string) {
	return { user_id: actor.id, username: actor.fullName, type, description }
}

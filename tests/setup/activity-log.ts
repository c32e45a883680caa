import type { Database } from '#app/db/connect.server.ts'

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

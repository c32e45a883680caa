/**
 * The staff member doing a back-office change: named in the activity log written in the same
 * transaction as the change. Routes pass the signed-in user (`requireUser` / `requireRole` in
 * `auth.server.ts`), which has these fields and more.
 */
export interface Actor {
	id: number
	fullName: string
}

/**
 * The activity row of a change `actor` made: its `type` (e.g. "Add Speaker") and `description`,
 * named after the actor (the row keeps the name even if the account is deleted later).
 * Pass it to the activity log's `recordActivity` in the change's transaction.
 */
export function actorActivity(actor: Actor, type: string, description: string) {
	return { userId: actor.id, username: actor.fullName, type, description }
}

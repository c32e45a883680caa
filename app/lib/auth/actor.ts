/**
 * The staff member doing a back-office change: named in the activity log written in the same
 * transaction as the change. Routes pass the signed-in user (`requireUser` / `requireRole` in
 * `auth.server.ts`), which has these fields and more.
 */
export interface Actor {
	id: number
	fullName: string
}

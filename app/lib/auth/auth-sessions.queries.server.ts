/**
 * Sign-in sessions (`sessions` table; sessions stored server-side). The row's id is the
 * SHA-256 of the cookie's token, so a copy of the table cannot be replayed as cookies.
 */
import type { Handle } from '#app/db/handle.ts'
import type { UserRole } from '#app/db/schema.ts'

export interface AuthSessionUser {
	sessionId: string
	lastSeenAt: string
	expiresAt: string
	user: { id: number; fullName: string; email: string; role: UserRole }
}

/** Stores a session. `id` is the token's hash; times are ISO strings. */
export async function insertAuthSession(
	db: Handle,
	session: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
	await db
		.insertInto('sessions')
		.values({
			id: session.id,
			user_id: session.userId,
			created_at: session.createdAt,
			last_seen_at: session.createdAt,
			expires_at: session.expiresAt,
		})
		.execute()
}

/** The session `id` with its active user, or undefined (unknown session or inactive user). */
export async function findAuthSessionUser(db: Handle, id: string): Promise<AuthSessionUser | undefined> {
	const row = await db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.id as sessionId',
			'sessions.last_seen_at as lastSeenAt',
			'sessions.expires_at as expiresAt',
			'users.id as userId',
			'users.full_name as fullName',
			'users.email as email',
			'users.role as role',
		])
		.where('sessions.id', '=', id)
		.where('users.active', '=', 1)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		sessionId: row.sessionId,
		lastSeenAt: row.lastSeenAt,
		expiresAt: row.expiresAt,
		user: { id: row.userId, fullName: row.fullName, email: row.email, role: row.role },
	}
}

/** Records activity on a session (for the idle timeout). */
export async function touchAuthSession(db: Handle, id: string, at: string): Promise<void> {
	await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute()
}

/** Removes one session. */
export async function deleteAuthSession(db: Handle, id: string): Promise<void> {
	await db.deleteFrom('sessions').where('id', '=', id).execute()
}

/** Removes every session of a user (password change, deletion). */
export async function deleteUserAuthSessions(db: Handle, userId: number): Promise<void> {
	await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

/** Removes sessions that expired before `now` (ISO). Returns how many. */
export async function deleteExpiredAuthSessions(db: Handle, now: string): Promise<number> {
	const result = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst()
	return Number(result.numDeletedRows)
}

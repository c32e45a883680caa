/**
 * Sign-in sessions: a random token in an `HttpOnly`, `SameSite=Lax` cookie (`Secure` in
 * production); the database holds its SHA-256. A session ends after 2 hours without activity or 12
 * hours after sign-in, whichever comes first. Sign-in always starts a new session (new id).
 */
import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import type { Database } from '#app/db/connect.server.ts'
import { env } from '#app/lib/env.server.ts'
import {
	deleteAuthSession,
	deleteExpiredAuthSessions,
	findAuthSessionUser,
	insertAuthSession,
	type AuthSessionUser,
	touchAuthSession,
} from './auth-sessions.queries.server.ts'

export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000
/** How stale `last_seen_at` may get before a request refreshes it (saves a write per request). */
const TOUCH_INTERVAL_MS = 60 * 1000

export const authSessionCookie = createCookie('summit_session', {
	httpOnly: true,
	sameSite: 'lax',
	secure: env.NODE_ENV === 'production',
	path: '/',
	maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
})

function hashToken(token: string): string {
	return crypto.createHash('sha256').update(token).digest('hex')
}

/**
 * Starts a session for `userId` at `now`. Returns the `Set-Cookie` header value to send.
 * Any session the browser already had (`request`) is ended first, so the id always changes.
 */
export async function startAuthSession(
	db: Database,
	request: Request,
	userId: number,
	now: Date,
): Promise<string> {
	const previous = await readToken(request)
	if (previous) await deleteAuthSession(db, hashToken(previous))
	const token = crypto.randomBytes(32).toString('base64url')
	await insertAuthSession(db, {
		id: hashToken(token),
		userId,
		createdAt: now.toISOString(),
		expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS).toISOString(),
	})
	// Occasional housekeeping: expired rows are useless.
	if (Math.random() < 0.05) await deleteExpiredAuthSessions(db, now.toISOString())
	return authSessionCookie.serialize(token)
}

async function readToken(request: Request): Promise<string | null> {
	const value: unknown = await authSessionCookie.parse(request.headers.get('Cookie'))
	return typeof value === 'string' && value.length > 0 ? value : null
}

/** True when a session seen last at `lastSeenAt` and ending at `expiresAt` is still valid at `now`. */
export function isAuthSessionValid(session: { lastSeenAt: string; expiresAt: string }, now: Date): boolean {
	const t = now.getTime()
	return t < Date.parse(session.expiresAt) && t - Date.parse(session.lastSeenAt) < IDLE_TIMEOUT_MS
}

/**
 * The signed-in user of `request` at `now`, or null (no cookie, unknown, expired or idle session,
 * inactive user). An expired session is deleted; a valid one is marked as seen.
 */
export async function getAuthSessionUser(
	db: Database,
	request: Request,
	now: Date,
): Promise<AuthSessionUser | null> {
	const token = await readToken(request)
	if (!token) return null
	const session = await findAuthSessionUser(db, hashToken(token))
	if (!session) return null
	if (!isAuthSessionValid(session, now)) {
		await deleteAuthSession(db, session.sessionId)
		return null
	}
	if (now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
		await touchAuthSession(db, session.sessionId, now.toISOString())
	}
	return session
}

/** Ends the session of `request` (if any). Returns the `Set-Cookie` header value that clears it. */
export async function endAuthSession(db: Database, request: Request): Promise<string> {
	const token = await readToken(request)
	if (token) await deleteAuthSession(db, hashToken(token))
	return authSessionCookie.serialize('', { maxAge: 0 })
}

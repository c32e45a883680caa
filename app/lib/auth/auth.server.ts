/**
 * Guards for the back office (docs/security.md): middleware on the admin layout that requires a
 * signed-in user, and an explicit role check that every Administrator loader and action calls. Also
 * the auth session steps routes take on the app's own database (`db`): reading the signed-in user,
 * starting an auth session after a sign-in, ending it at sign-out. The versions that take a database
 * (for tests) are in `auth-session.server.ts`.
 */
import {
	createContext,
	data,
	type MiddlewareFunction,
	redirect,
	type RouterContextProvider,
} from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { UserRole } from '#app/db/schema.ts'
import { endAuthSession, getAuthSessionUser, startAuthSession } from './auth-session.server.ts'
import type { AuthSessionUser } from './auth-sessions.queries.server.ts'

export type AuthUser = AuthSessionUser['user']

const userContext = createContext<AuthUser | null>(null)

/** `/admin/login?redirectTo=<path>` for the page a visitor was sent from. */
export function loginRedirectUrl(request: Request): string {
	const url = new URL(request.url)
	// A client-side data request (`/admin/x.data?_routes=…`) returns to the page itself.
	url.searchParams.delete('_routes')
	const path = `${url.pathname.replace(/\.data$/, '')}${url.search}`
	return `/admin/login?${new URLSearchParams({ redirectTo: path })}`
}

/**
 * The signed-in user of `request` now, or null (no cookie, unknown, expired or idle auth session,
 * inactive user). Marks a valid auth session as seen; deletes an expired one.
 */
export async function readSignedInUser(request: Request): Promise<AuthUser | null> {
	return (await getAuthSessionUser(db, request, new Date()))?.user ?? null
}

/**
 * Starts an auth session for `userId` at `now` (ending the one `request` had). Returns the
 * `Set-Cookie` header value to send with the redirect after signing in.
 */
export function startSignedInSession(request: Request, userId: number, now: Date): Promise<string> {
	return startAuthSession(db, request, userId, now)
}

/** Ends the auth session of `request`, if any. Returns the `Set-Cookie` header value that clears it. */
export function signOut(request: Request): Promise<string> {
	return endAuthSession(db, request)
}

/**
 * Admin layout middleware: no valid session → redirect to sign-in with the return path; otherwise
 * the user is available to every admin loader and action through `requireUser`.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
	const user = await readSignedInUser(request)
	if (!user) throw redirect(loginRedirectUrl(request))
	context.set(userContext, user)
}

/** The signed-in user set by the admin middleware. Throws a redirect to sign-in when there is none. */
export function requireUser(context: Readonly<RouterContextProvider>): AuthUser {
	const user = context.get(userContext)
	if (!user) throw redirect('/admin/login')
	return user
}

/** A 403 response for a signed-in user without the role a screen needs (rendered by the ErrorBoundary). */
export function forbidden(): never {
	throw data('You do not have permission to open this page. Only an Administrator can.', { status: 403 })
}

/**
 * The signed-in user when their role is `role` (Administrator by default); otherwise throws 403.
 * Every Administrator loader and action calls this itself: a parent loader never protects a child.
 */
export function requireRole(
	context: Readonly<RouterContextProvider>,
	role: UserRole = 'Administrator',
): AuthUser {
	const user = requireUser(context)
	if (user.role !== role) forbidden()
	return user
}

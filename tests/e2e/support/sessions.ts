/**
 * Sign-in without the form: a session is started in the server's database by the app's own
 * `startAuthSession` (random token, its SHA-256 stored, the usual expiry) and its `Set-Cookie` is
 * turned into a Playwright cookie for the server's origin.
 */
import type { BrowserContext, Cookie } from '@playwright/test'
import type { Database } from '#app/db/connect.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { startAuthSession } from '#app/lib/auth/auth-session.server.ts'
import { e2eAdmin } from './site-server.ts'

/**
 * The cookie of a `Set-Cookie` header value as Playwright stores it, for `origin`. Name, value
 * (kept encoded, as the browser would keep it), path, expiry, HttpOnly and SameSite are read from
 * the header. Secure is always on: the e2e servers run with NODE_ENV=production, where the app marks
 * the cookie Secure, while this process may run with another NODE_ENV. Throws on a malformed header.
 */
export function cookieFromSetCookie(setCookie: string, origin: string): Cookie {
	const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim())
	const eq = pair?.indexOf('=') ?? -1
	if (!pair || eq < 1) throw new Error(`Not a Set-Cookie value: ${setCookie}`)
	const attribute = (name: string) =>
		attributes.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split('=')[1]
	const has = (name: string) => attributes.some((a) => a.toLowerCase() === name.toLowerCase())
	const maxAge = attribute('Max-Age')
	const sameSite = (attribute('SameSite') ?? 'Lax').toLowerCase()
	return {
		name: pair.slice(0, eq),
		value: pair.slice(eq + 1),
		domain: new URL(origin).hostname,
		path: attribute('Path') ?? '/',
		expires: maxAge === undefined ? -1 : Math.floor(Date.now() / 1000) + Number(maxAge),
		httpOnly: has('HttpOnly'),
		secure: true,
		sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
	}
}

/** The id of the seeded Administrator (`e2eAdmin`) in `db`. Throws when the seed did not make them. */
export async function seededAdministratorId(db: Database): Promise<number> {
	const row = await db
		.selectFrom('users')
		.select('id')
		.where('email', '=', e2eAdmin.email)
		.executeTakeFirstOrThrow()
	return row.id
}

/** The seeded Administrator (`e2eAdmin`) in `db`, as the acting staff member of module functions. */
export async function seededAdministrator(db: Database): Promise<Actor> {
	const row = await db
		.selectFrom('users')
		.select(['id', 'full_name'])
		.where('email', '=', e2eAdmin.email)
		.executeTakeFirstOrThrow()
	return { id: row.id, fullName: row.full_name }
}

/**
 * Starts a session for `userId` in `db` (the database of the server at `origin`) and returns its
 * cookie, ready for `context.addCookies` or a request context's `storageState`.
 */
export async function sessionCookie(db: Database, origin: string, userId: number): Promise<Cookie> {
	const setCookie = await startAuthSession(db, new Request(origin), userId, new Date())
	return cookieFromSetCookie(setCookie, origin)
}

/** Signs `context` in as `userId` on the server at `origin` (whose database is `db`). */
export async function signInContext(
	context: BrowserContext,
	db: Database,
	origin: string,
	userId: number,
): Promise<void> {
	await context.addCookies([await sessionCookie(db, origin, userId)])
}

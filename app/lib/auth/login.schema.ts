/** The sign-in form (email and password required, email type). Browser-safe. */
import { z } from 'zod'

/**
 * Longest accepted input, in characters. The password bound is above every password a user can
 * set (128, `USER_LIMITS`) and only stops hashing megabytes.
 */
export const LOGIN_LIMITS = { email: 254, password: 200 } as const

export const LoginSchema = z.object({
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.max(LOGIN_LIMITS.email, `Email must be at most ${LOGIN_LIMITS.email} characters`)
		.pipe(z.email('Enter a valid email address')),
	password: z
		.string({ error: 'Password is required' })
		.min(1, 'Password is required')
		.max(LOGIN_LIMITS.password, `Password must be at most ${LOGIN_LIMITS.password} characters`),
	redirectTo: z.string().optional(),
})

/** An admin path written only with URL-safe ASCII (anything else is percent-encoded by browsers). */
const SAFE_ADMIN_PATH = /^\/admin\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/

/**
 * Where to go after signing in: an admin path from `redirectTo`, or the dashboard for anything else
 * (another site, `//host`, a backslash, or a character outside URL-safe ASCII, which a `Location`
 * header cannot carry).
 */
export function safeRedirectTo(redirectTo: string | null | undefined): string {
	if (!redirectTo || !SAFE_ADMIN_PATH.test(redirectTo)) return '/admin/dashboard'
	if (redirectTo.startsWith('/admin/login') || redirectTo.startsWith('/admin/logout'))
		return '/admin/dashboard'
	return redirectTo
}

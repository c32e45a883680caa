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

/** Where to go after signing in: an admin path from `redirectTo`, or the dashboard. */
export function safeRedirectTo(redirectTo: string | null | undefined): string {
	if (
		!redirectTo ||
		!redirectTo.startsWith('/admin/') ||
		redirectTo.startsWith('//') ||
		redirectTo.includes('\\')
	) {
		return '/admin/dashboard'
	}
	if (redirectTo.startsWith('/admin/login') || redirectTo.startsWith('/admin/logout'))
		return '/admin/dashboard'
	return redirectTo
}

/** The sign-in form (spec §2 login, §5: email and password required, email type). Browser-safe. */
import { z } from 'zod'

export const LoginSchema = z.object({
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.max(254, 'Email must be at most 254 characters')
		.pipe(z.email('Enter a valid email address')),
	password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
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

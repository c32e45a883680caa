/** The back office's remembered sidebar state ("collapse toggle (remembered)"). */
import { createCookie } from 'react-router'
import { env } from '#app/lib/env.server.ts'

const sidebarCookie = createCookie('summit_sidebar', {
	httpOnly: true,
	sameSite: 'lax',
	secure: env.NODE_ENV === 'production',
	path: '/admin',
	maxAge: 365 * 24 * 60 * 60,
})

/**
 * The remembered sidebar state: true (collapsed), false (expanded), or null when never chosen (then
 * it is open on desktops and closed on phones).
 */
export async function isSidebarCollapsed(request: Request): Promise<boolean | null> {
	const value: unknown = await sidebarCookie.parse(request.headers.get('Cookie'))
	return value === 'collapsed' ? true : value === 'expanded' ? false : null
}

/** `Set-Cookie` value remembering the sidebar state. */
export function rememberSidebar(state: 'collapsed' | 'expanded'): Promise<string> {
	return sidebarCookie.serialize(state)
}

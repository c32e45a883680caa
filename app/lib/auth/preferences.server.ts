/** The back office's remembered sidebar state (issue 4 §4: "collapse toggle (remembered)"). */
import { createCookie } from 'react-router'
import { env } from '#app/lib/env.server.ts'

const sidebarCookie = createCookie('summit_sidebar', {
	httpOnly: true,
	sameSite: 'lax',
	secure: env.NODE_ENV === 'production',
	path: '/admin',
	maxAge: 365 * 24 * 60 * 60,
})

/** True when the user collapsed the sidebar. */
export async function isSidebarCollapsed(request: Request): Promise<boolean> {
	return (await sidebarCookie.parse(request.headers.get('Cookie'))) === 'collapsed'
}

/** `Set-Cookie` value remembering the sidebar state. */
export function rememberSidebar(state: 'collapsed' | 'expanded'): Promise<string> {
	return sidebarCookie.serialize(state)
}

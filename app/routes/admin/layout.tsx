/** The back office's frame: every admin screen is behind its sign-in middleware (docs/security.md). */
import { Outlet } from 'react-router'
import { AdminChrome } from '#app/components/admin/admin-chrome.tsx'
import { requireUser, requireUserMiddleware } from '#app/lib/auth/auth.server.ts'
import { loadAdminChrome } from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context)
	return loadAdminChrome(request, user)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminChrome {...loaderData}>
			<Outlet />
		</AdminChrome>
	)
}

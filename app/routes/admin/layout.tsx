import { Outlet } from 'react-router'
import { AdminChrome } from '#app/components/admin/admin-chrome.tsx'
import { db } from '#app/db/db.server.ts'
import { requireUser, requireUserMiddleware } from '#app/lib/auth/auth.server.ts'
import { isSidebarCollapsed } from '#app/lib/auth/preferences.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import type { Route } from './+types/layout'

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context)
	const [settings, collapsed] = await Promise.all([getSettings(db), isSidebarCollapsed(request)])
	return {
		user: { fullName: user.fullName, role: user.role },
		collapsed,
		siteName: settings.site_name,
		developerWhatsapp: settings.developer_whatsapp,
		developerCredit: settings.developer_credit,
		year: new Date().getUTCFullYear(),
	}
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminChrome {...loaderData}>
			<Outlet />
		</AdminChrome>
	)
}

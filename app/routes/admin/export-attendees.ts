// Placeholder until the CSV export is built (issue 6): guarded like every Administrator route.
import { requireRole } from '#app/lib/auth/auth.server.ts'
import type { Route } from './+types/export-attendees'

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return new Response('The export is not available yet.', {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	})
}

// Placeholder while the users screens are built (issue 4 §6).
import { requireRole } from '#app/lib/auth/auth.server.ts'
import type { Route } from './+types/user-edit'

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

export default function Page() {
	return <p>Coming soon.</p>
}

// Placeholder until this screen is built: a guarded "coming soon" page (issue 4 §4).
import { data } from 'react-router'
import { ComingSoonPanel } from '#app/components/admin/coming-soon.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import type { Route } from './+types/session-edit'

export const handle = { breadcrumb: 'Coming soon' }

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

export function action({ context }: Route.ActionArgs) {
	requireRole(context)
	throw data('This screen is not available yet.', { status: 404 })
}

export default function ComingSoon() {
	return <ComingSoonPanel />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

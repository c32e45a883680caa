/**
 * Placeholder for the back office screens later issues build (issue 4 §4: "may show a coming soon
 * page"). Guarded like every Administrator screen.
 */
import { data } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import type { Route } from './+types/coming-soon'

export const handle = { breadcrumb: 'Coming soon' }

export const meta: Route.MetaFunction = () => [{ title: 'Coming soon | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

export function action({ context }: Route.ActionArgs) {
	requireRole(context)
	throw data('This screen is not available yet.', { status: 404 })
}

export default function ComingSoon() {
	return (
		<section className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
			<h1 className="text-brand-900 text-2xl font-bold">Coming soon</h1>
			<p className="mt-2 text-slate-700">
				This screen is being built and will be available in a coming release.
			</p>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | Internal Audit Leadership Summit' }]

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<p className="text-gold-700 text-sm font-semibold tracking-widest uppercase">404</p>
			<h1 className="text-brand-900 mt-2 text-3xl font-bold">Page not found</h1>
			<p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
			<Link to="/" className="text-brand-700 mt-8 inline-block font-semibold underline">
				Back to Home
			</Link>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

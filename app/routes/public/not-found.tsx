/**
 * Any address that names no page (`*`): the site's 404, in the language of its URL (ADR 0059; an
 * unknown prefix such as `/de/agenda` is English).
 */
import { data } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [{ title: `${m.common_not_found_title()} | ${SITE_NAME}` }]

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<p className="text-gold-700 text-sm font-semibold tracking-widest uppercase">404</p>
			<h1 className="text-brand-900 mt-2 text-3xl font-bold">{m.common_not_found_title()}</h1>
			<p className="mt-4 text-slate-700">{m.common_not_found_text()}</p>
			<SiteLink to="/" className="text-brand-700 mt-8 inline-block font-semibold underline">
				{m.common_back_to_home()}
			</SiteLink>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

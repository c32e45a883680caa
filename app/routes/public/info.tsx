/**
 * Practical information (/info): every published practical page (venue and directions, hotels, visa
 * letters, FAQ…) in the order staff chose, each a link to its page (ADR 0057). Cached like every
 * public page, and kept for offline use with the agenda.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loadPracticalIndexPage } from '#app/modules/practical-pages/practical-pages-pages.server.ts'
import type { Route } from './+types/info'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.reading_info_title(),
		description: m.reading_info_description(),
		canonicalPath: '/info',
	})

export function loader() {
	return loadPracticalIndexPage()
}

export default function Info({ loaderData }: Route.ComponentProps) {
	const { pages } = loaderData
	return (
		<>
			<PageBanner
				title={m.reading_info_title()}
				crumbs={[{ label: m.reading_info_title() }]}
				width="max-w-5xl"
			>
				<p>{m.reading_info_lead()}</p>
			</PageBanner>
			<div className="mx-auto max-w-5xl px-4 py-10">
				{pages.length ? (
					<ul className="grid max-w-3xl gap-3 sm:grid-cols-2" data-testid="practical-pages">
						{pages.map((page) => (
							<li key={page.path}>
								<SiteLink
									to={page.path}
									className="border-brand-100 text-brand-900 hover:border-brand-600 hover:bg-brand-50 flex min-h-14 items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 text-lg font-semibold"
								>
									{page.title}
									<span aria-hidden="true" className="text-brand-700">
										→
									</span>
								</SiteLink>
							</li>
						))}
					</ul>
				) : (
					<p className="text-lg text-slate-700">{m.reading_info_empty()}</p>
				)}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * A practical page (/info/{slug}): its title, its text and its FAQ block, which is also the page's
 * `FAQPage` structured data (JSON-LD, allowed by the Content-Security-Policy by its hash like every
 * inline script). A draft or an unknown address is the site's 404. Cached like every public page,
 * and kept for offline use with the agenda (ADR 0057).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { absoluteUrl, jsonLd, pageMeta, siteUrlFrom } from '#app/lib/seo.ts'
import { PracticalPageContent } from '#app/modules/practical-pages/components/practical-page-content.tsx'
import { faqPageJsonLd } from '#app/modules/practical-pages/faq-json-ld.ts'
import { loadPracticalPage } from '#app/modules/practical-pages/practical-pages-pages.server.ts'
import type { Route } from './+types/info-page'

export const meta: Route.MetaFunction = (args) => {
	const page = args.loaderData?.page
	if (!page)
		return pageMeta(args, {
			title: m.common_not_found_title(),
			description: m.common_not_found_description(),
		})
	const tags = pageMeta(args, { title: page.title, description: page.description, canonicalPath: page.path })
	const faq = faqPageJsonLd(page.faq, absoluteUrl(siteUrlFrom(args.matches), page.path))
	return faq ? [...tags, jsonLd(faq)] : tags
}

export function loader({ params }: Route.LoaderArgs) {
	return loadPracticalPage(params.slug)
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	return (
		<article aria-labelledby="page-title">
			<PageBanner
				title={page.title}
				crumbs={[{ label: m.reading_info_title(), to: '/info' }, { label: page.title }]}
				width="max-w-5xl"
			/>
			<div className="mx-auto max-w-5xl px-4 py-10">
				<div className="max-w-3xl">
					{page.venue ? (
						<p className="border-brand-100 bg-brand-50 text-brand-900 mb-8 rounded-lg border p-4 text-lg">
							<span className="font-semibold">{m.reading_info_venue()}</span> {page.venue.name}
							{page.venue.mapHref ? (
								<>
									{' · '}
									<a className="text-brand-700 font-semibold underline" href={page.venue.mapHref}>
										{m.reading_info_map()}
									</a>
								</>
							) : null}
						</p>
					) : null}
					<PracticalPageContent contentHtml={page.contentHtml} faq={page.faq} />
				</div>
			</div>
		</article>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

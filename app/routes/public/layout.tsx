import { Outlet, useMatches, useNavigation, useRouteLoaderData } from 'react-router'
import { BackToTop } from '#app/components/public/back-to-top.tsx'
import { LanguageSuggestion } from '#app/components/public/language-suggestion.tsx'
import { isStaticPage } from '#app/components/page-scripts.tsx'
import { PlainLinks } from '#app/components/public/site-link.tsx'
import { SiteFooter } from '#app/components/public/site-footer.tsx'
import { SiteHeader } from '#app/components/public/site-header.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { loadPublicLayout } from '#app/modules/public-pages/public-pages.server.ts'
import type { Route } from './+types/layout'
import { revalidateUnlessUnsent } from '#app/lib/http/unsent.ts'

export function loader({ context }: Route.LoaderArgs) {
	return loadPublicLayout(context)
}

/**
 * The public layout's data, for child routes: what the header and footer show of the settings
 * (`PublicSettings`), the blog categories, the practical pages' menu links and the year.
 */
export function usePublicLayoutData() {
	const data = useRouteLoaderData<typeof loader>('routes/public/layout')
	if (!data) throw new Error('usePublicLayoutData is only available under the public layout')
	return data
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
	const { settings, mediaCategories, practicalLinks, year } = loaderData
	const navigation = useNavigation()
	const matches = useMatches()
	return (
		<PlainLinks.Provider value={isStaticPage(matches[matches.length - 1]?.id)}>
			{navigation.state === 'loading' ? (
				<div
					role="status"
					className="bg-gold-400 text-brand-900 fixed inset-x-0 top-0 z-50 flex justify-center py-1 text-sm font-semibold shadow"
				>
					{m.common_loading()}
				</div>
			) : null}
			<a
				href="#main"
				className="bg-gold-400 text-brand-900 sr-only z-50 rounded-md px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
			>
				{m.common_skip_to_main()}
			</a>
			<SiteHeader
				siteName={settings.site_name}
				mediaCategories={mediaCategories}
				infoLinks={practicalLinks.header}
			/>
			<main id="main" tabIndex={-1} className="focus:shadow-none focus:outline-none">
				<Outlet />
			</main>
			<SiteFooter settings={settings} year={year} infoLinks={practicalLinks.footer} />
			{/* In a landmark of its own, as every part of the page is. */}
			<nav aria-label={m.common_back_to_top()}>
				<BackToTop />
			</nav>
			<LanguageSuggestion />
		</PlainLinks.Provider>
	)
}

import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { GroupSections } from '#app/components/public/group-sections.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { SponsorCard } from '#app/modules/sponsors/components/sponsor-card.tsx'
import { loadSponsorGroups } from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsors'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.pages_sponsors_title(),
		description: m.pages_sponsors_description(),
	})

export async function loader() {
	return { groups: await loadSponsorGroups() }
}

export default function Sponsors({ loaderData }: Route.ComponentProps) {
	const { groups } = loaderData
	return (
		<>
			<PageBanner title={m.pages_sponsors_heading()} crumbs={[{ label: m.pages_sponsors_title() }]} />
			<div className="mx-auto max-w-6xl px-4 py-10">
				<div className="bg-brand-50 ring-brand-100 flex flex-col gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center sm:justify-between">
					<p className="text-slate-700">{m.pages_sponsors_pitch()}</p>
					<SiteLink to="/add-sponsorship" className={buttonClasses('brand', 'shrink-0')}>
						{m.pages_sponsors_become()}
					</SiteLink>
				</div>
				<GroupSections
					groups={groups}
					idPrefix="sponsor-tier"
					groupKey={(group) => group.tier}
					heading={(group) => `${group.tier} (s)`}
					listClassName="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
					empty={
						<p className="mt-10 text-center text-lg font-semibold text-slate-700">
							{m.pages_sponsors_none()}
						</p>
					}
				>
					{(group) => group.sponsors.map((s) => <SponsorCard key={s.id} sponsor={s} tier={group.tier} />)}
				</GroupSections>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

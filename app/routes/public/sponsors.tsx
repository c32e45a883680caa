import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { GroupSections } from '#app/components/public/group-sections.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { SponsorCard } from '#app/modules/sponsors/components/sponsor-card.tsx'
import { loadSponsorGroups } from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/sponsors'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Partners & Sponsors',
		description:
			'Meet our Sponsors: the organisations that make the Internal Audit Leadership Summit in Accra possible.',
	})

export async function loader() {
	return { groups: await loadSponsorGroups() }
}

export default function Sponsors({ loaderData }: Route.ComponentProps) {
	const { groups } = loaderData
	return (
		<>
			<PageBanner title="Meet our Sponsors" crumbs={[{ label: 'Partners & Sponsors' }]} />
			<div className="mx-auto max-w-6xl px-4 py-10">
				<div className="bg-brand-50 ring-brand-100 flex flex-col gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center sm:justify-between">
					<p className="text-slate-700">
						Put your organisation in front of Africa&rsquo;s internal audit leaders. Tell us what you have in
						mind: the sponsorship form lists the packages on offer this year.
					</p>
					<ButtonLink to="/add-sponsorship" className="shrink-0">
						Become a Sponsor
					</ButtonLink>
				</div>
				<GroupSections
					groups={groups}
					idPrefix="sponsor-tier"
					groupKey={(group) => group.tier}
					heading={(group) => `${group.tier} (s)`}
					listClassName="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
					empty={
						<p className="mt-10 text-center text-lg font-semibold text-slate-700">No sponsors available</p>
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

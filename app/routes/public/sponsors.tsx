import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { StoredImage } from '#app/components/stored-image.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { db } from '#app/db/db.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { listSponsorsByTier } from '#app/modules/sponsors/sponsors.queries.server.ts'
import type { Route } from './+types/sponsors'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Partners & Sponsors',
		description:
			'Meet our Sponsors: the organisations that make the Internal Audit Leadership Summit in Accra possible.',
	})

export async function loader() {
	return { groups: await listSponsorsByTier(db) }
}

export default function Sponsors({ loaderData }: Route.ComponentProps) {
	const { groups } = loaderData
	return (
		<>
			<PageBanner title="Meet our Sponsors" crumbs={[{ label: 'Partners & Sponsors' }]} />
			<div className="mx-auto max-w-6xl px-4 py-10">
				<div className="bg-brand-50 ring-brand-100 flex flex-col gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center sm:justify-between">
					<p className="text-slate-700">
						Put your organisation in front of Africa&rsquo;s internal audit leaders. Packages from Bronze to
						Platinum, or bespoke.
					</p>
					<ButtonLink to="/add-sponsorship" className="shrink-0">
						Become a Sponsor
					</ButtonLink>
				</div>
				{groups.length === 0 ? (
					<p className="mt-10 text-center text-lg font-semibold text-slate-700">No sponsors available</p>
				) : (
					groups.map((group, index) => (
						<section key={group.tier} aria-labelledby={`sponsor-tier-${index}`} className="mt-12">
							<h2 id={`sponsor-tier-${index}`} className="text-brand-900 text-2xl font-bold">
								{group.tier} (s)
							</h2>
							<ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
								{group.sponsors.map((s) => {
									const logo = (
										<StoredImage
											imageKey={s.logo_key}
											kind="logo"
											alt={s.name ? `${s.name} logo` : `${group.tier} logo`}
											sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
											defaultWidth={240}
											className="aspect-[3/2] w-full object-contain"
										/>
									)
									return (
										<li key={s.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
											{s.website ? (
												<a
													href={s.website}
													rel="noopener noreferrer sponsored"
													target="_blank"
													className="block"
												>
													{logo}
													<span className="sr-only">
														{' '}
														(opens {s.name ?? 'the sponsor'}’s website in a new tab)
													</span>
												</a>
											) : (
												logo
											)}
											{s.name ? (
												<p className="mt-2 text-center text-sm font-medium text-slate-700">{s.name}</p>
											) : null}
										</li>
									)
								})}
							</ul>
						</section>
					))
				)}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

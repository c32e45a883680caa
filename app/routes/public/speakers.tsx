import { GroupSections } from '#app/components/public/group-sections.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { SpeakerCard } from '#app/modules/speakers/components/speaker-card.tsx'
import { loadSpeakersPage } from '#app/modules/speakers/speakers-pages.server.ts'
import type { Route } from './+types/speakers'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.pages_speakers_title(),
		description: m.pages_speakers_description(),
	})

export function loader() {
	return loadSpeakersPage()
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
	const { groups } = loaderData
	const { settings } = usePublicLayoutData()
	return (
		<>
			<PageBanner title={m.pages_speakers_title()} crumbs={[{ label: m.pages_speakers_title() }]} />
			<div className="mx-auto max-w-6xl px-4 py-10">
				<section
					aria-labelledby="become-speaker"
					className="bg-brand-50 ring-brand-100 flex flex-col gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center sm:justify-between"
				>
					<div>
						<h2 id="become-speaker" className="text-brand-900 text-xl font-bold">
							{m.pages_speakers_become()}
						</h2>
						<p className="mt-1 text-slate-700">{m.pages_speakers_become_text()}</p>
					</div>
					{settings.contact_email ? (
						<a
							href={`mailto:${settings.contact_email}?subject=${encodeURIComponent(m.pages_speakers_mail_subject())}`}
							className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 shrink-0 items-center justify-center rounded-md px-6 font-semibold text-white"
						>
							{m.pages_speakers_speaker_button()}
						</a>
					) : null}
				</section>

				<GroupSections
					groups={groups}
					idPrefix="speaker-group"
					groupKey={(group) => group.heading}
					heading={(group) => group.heading}
					listClassName="mt-6 grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-4"
					empty={
						<p className="mt-10 text-center text-lg font-semibold text-red-700">{m.pages_speakers_none()}</p>
					}
				>
					{(group) =>
						group.speakers.map((s) => (
							<SpeakerCard key={s.id} speaker={s} first={s.id === groups[0]?.speakers[0]?.id} />
						))
					}
				</GroupSections>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

import { SiteLink } from '#app/components/public/site-link.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { FALLBACK_IMAGE } from '#app/components/stored-image.tsx'
import { imageUrl } from '#app/lib/images/image-kinds.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { excerpt, pageMeta } from '#app/lib/seo.ts'
import { speakerName, SpeakerPortrait } from '#app/modules/speakers/components/speaker-card.tsx'
import { SessionCalendarLink } from '#app/modules/agenda/components/session-calendar-link.tsx'
import { speakerRoleLabel } from '#app/modules/speakers/speaker-roles.ts'
import { loadSpeakerProfilePage } from '#app/modules/speakers/speakers-pages.server.ts'
import type { Route } from './+types/speaker'

export const meta: Route.MetaFunction = (args) => {
	const speaker = args.loaderData?.speaker
	if (!speaker)
		return pageMeta(args, {
			title: m.pages_speaker_not_found(),
			description: m.pages_speaker_not_found_description(),
		})
	return pageMeta(args, {
		title: speakerName(speaker),
		description: excerpt(`${speaker.designation}, ${speaker.company}. ${speaker.bio}`),
		image: speaker.image_key ? imageUrl(speaker.image_key, 640) : FALLBACK_IMAGE,
		imageAlt: m.pages_speakers_portrait({ name: speaker.full_name }),
		type: 'profile',
	})
}

export function loader({ params }: Route.LoaderArgs) {
	return loadSpeakerProfilePage(params.speakerId)
}

export default function SpeakerProfile({ loaderData }: Route.ComponentProps) {
	const { speaker, sessions } = loaderData
	const name = speakerName(speaker)
	return (
		<>
			<PageBanner
				title={name}
				crumbs={[{ label: m.pages_speakers_title(), to: '/speakers' }, { label: speaker.full_name }]}
			>
				<p>
					{speaker.designation}, {speaker.company}
				</p>
			</PageBanner>
			<div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[18rem_1fr]">
				<div>
					<SpeakerPortrait
						speaker={speaker}
						sizes="(min-width: 768px) 288px, 90vw"
						loading="eager"
						className="aspect-square w-full rounded-2xl object-cover shadow"
					/>
					<dl className="mt-6 space-y-3 text-sm">
						<div>
							<dt className="text-gold-700 font-semibold">{m.pages_speaker_role()}</dt>
							<dd>{speakerRoleLabel(speaker.role)}</dd>
						</div>
						<div>
							<dt className="text-gold-700 font-semibold">{m.pages_speaker_designation()}</dt>
							<dd>{speaker.designation}</dd>
						</div>
						<div>
							<dt className="text-gold-700 font-semibold">{m.pages_speaker_company()}</dt>
							<dd>{speaker.company}</dd>
						</div>
						{speaker.country ? (
							<div>
								<dt className="text-gold-700 font-semibold">{m.pages_speaker_country()}</dt>
								<dd>{speaker.country}</dd>
							</div>
						) : null}
					</dl>
				</div>
				<div>
					<h2 className="text-brand-900 text-2xl font-bold">
						{m.pages_speaker_about({ name: speaker.full_name })}
					</h2>
					<div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
						{speaker.bio.split(/\n\n+/).map((p) => (
							<p key={p}>{p}</p>
						))}
					</div>
					<h2 className="text-brand-900 mt-10 text-2xl font-bold">{m.pages_speaker_sessions()}</h2>
					{sessions.length === 0 ? (
						<p className="mt-4 text-slate-700">{m.pages_speaker_no_session()}</p>
					) : (
						<ul className="mt-4 space-y-3">
							{sessions.map((s) => (
								<li key={s.id} className="bg-brand-50 ring-brand-100 rounded-xl p-4 ring-1">
									<p className="text-gold-700 text-sm font-semibold">
										{s.dateText} · {s.timeText}
									</p>
									<p className="mt-1 font-bold text-slate-900">{s.heading}</p>
									<SessionCalendarLink session={s} className="mt-1" />
								</li>
							))}
						</ul>
					)}
					<SiteLink to="/speakers" className="text-brand-700 mt-10 inline-block font-semibold underline">
						{m.pages_speaker_all()}
					</SiteLink>
				</div>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * The home page below its hero: the site settings' home texts (`HomeSettings`, edited at
 * /admin/home-texts) as sections, each only when it has something to show: the about section, the
 * participant takeaways beside the event profile, and the organiser's own section (only with an
 * organiser's name). Server-rendered markup only: the home page is sent without React.
 */
import { m } from '#app/lib/i18n/messages.ts'
import type { HomeSettings } from '../public-settings.ts'

export function HomeSections({ home, organiserName }: { home: HomeSettings; organiserName: string }) {
	return (
		<>
			{home.aboutParagraphs.length ? (
				<AboutSection
					id="about-title"
					kicker={m.pages_home_about_summit()}
					heading={home.aboutHeading}
					paragraphs={home.aboutParagraphs}
				/>
			) : null}
			{home.takeaways.length || home.eventProfile.length ? (
				<TakeawaysSection takeaways={home.takeaways} eventProfile={home.eventProfile} />
			) : null}
			{organiserName ? (
				<AboutSection
					id="organiser-title"
					kicker={m.pages_home_about_organiser()}
					heading={organiserName}
					paragraphs={home.organiserAbout.split(/\n\n+/)}
				/>
			) : null}
		</>
	)
}

/** A prose section: a small kicker line, its heading (`id`) and paragraphs. */
function AboutSection({
	id,
	kicker,
	heading,
	paragraphs,
}: {
	id: string
	kicker: string
	heading: string
	paragraphs: readonly string[]
}) {
	return (
		<section aria-labelledby={id} className="mx-auto max-w-5xl px-4 py-16">
			<p className="text-gold-700 text-sm font-semibold tracking-widest uppercase">{kicker}</p>
			<h2 id={id} className="text-brand-900 mt-2 text-2xl font-bold sm:text-3xl">
				{heading}
			</h2>
			<div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
				{paragraphs.map((p) => (
					<p key={p}>{p}</p>
				))}
			</div>
		</section>
	)
}

/** The participant takeaways, numbered, beside the event profile (label and value pairs). */
function TakeawaysSection({ takeaways, eventProfile }: Pick<HomeSettings, 'takeaways' | 'eventProfile'>) {
	return (
		<section aria-labelledby="takeaways-title" className="bg-brand-50">
			<div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[2fr_1fr]">
				<div>
					<h2 id="takeaways-title" className="text-brand-900 text-2xl font-bold sm:text-3xl">
						{m.pages_home_takeaways()}
					</h2>
					<ul className="mt-8 grid gap-5 sm:grid-cols-2">
						{takeaways.map((t, i) => (
							<li key={t.title} className="ring-brand-100 rounded-xl bg-white p-5 shadow-sm ring-1">
								<span
									aria-hidden="true"
									className="bg-brand-700 flex size-9 items-center justify-center rounded-full text-sm font-bold text-white"
								>
									{i + 1}
								</span>
								<h3 className="text-brand-900 mt-3 font-bold">{t.title}</h3>
								<p className="mt-1 text-slate-700">{t.text}</p>
							</li>
						))}
					</ul>
				</div>
				<div>
					<h2 className="text-brand-900 text-2xl font-bold sm:text-3xl">{m.pages_home_event_profile()}</h2>
					<dl className="divide-brand-100 ring-brand-100 mt-8 divide-y rounded-xl bg-white p-5 shadow-sm ring-1">
						{eventProfile.map((f) => (
							<div key={f.label} className="py-3">
								<dt className="text-gold-700 text-sm font-semibold">{f.label}</dt>
								<dd className="mt-0.5 text-slate-800">{f.value}</dd>
							</div>
						))}
					</dl>
				</div>
			</div>
		</section>
	)
}

import { GROUP_SIZE } from '#app/modules/registration/group-registration.schema.ts'
import { useSearchParams } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { PastHero, UpcomingHero } from '#app/modules/editions/components/hero.tsx'
import { loadHomePage } from '#app/modules/public-pages/public-pages.server.ts'
import { jsonLd, pageMeta, SITE_NAME, siteUrlFrom } from '#app/lib/seo.ts'
import { eventJsonLd } from '#app/modules/editions/event-json-ld.ts'
import { isEnquiryReference } from '#app/modules/partnerships/enquiry-reference.ts'
import type { Route } from './+types/home'
import { type loader as layoutLoader, usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) => {
	const edition = args.loaderData?.edition
	const layout = args.matches.find((m) => m?.id === 'routes/public/layout')?.loaderData as
		Awaited<ReturnType<typeof layoutLoader>> | undefined
	const settings = layout?.settings
	const tags = pageMeta(args, {
		title: edition ? `${SITE_NAME} ${edition.year}` : SITE_NAME,
		description: edition?.theme
			? `${edition.theme}. ${edition.dateText ?? 'Date coming soon'}, ${edition.venue ?? 'Accra, Ghana'}. Register today.`
			: 'The yearly internal audit leadership summit in Accra, Ghana: agenda, speakers, sponsors and registration.',
	})
	const event =
		edition && settings
			? eventJsonLd({
					siteName: settings.site_name,
					year: edition.year,
					theme: edition.theme,
					venue: edition.venue,
					startsAt: edition.startsAt,
					regularFeePesewas: edition.regularFeePesewas,
					earlyBirdFeePesewas: edition.earlyBirdFeePesewas,
					earlyBirdExpiresOn: edition.earlyBirdExpiresOn,
					organiserName: settings.organiser_name,
					siteUrl: siteUrlFrom(args.matches),
				})
			: null
	return event ? [...tags, jsonLd(event)] : tags
}

export function loader() {
	return loadHomePage()
}

/** The size of the group just registered (`/?group=7`), or null for anything but 2 to 50. */
function groupSizeParam(text: string | null): number | null {
	const size = Number(text)
	return text && Number.isInteger(size) && size >= GROUP_SIZE.min && size <= GROUP_SIZE.max ? size : null
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { edition, home } = loaderData
	const { settings } = usePublicLayoutData()
	const [searchParams] = useSearchParams()
	const registered = searchParams.get('registered') === '1'
	const groupSize = groupSizeParam(searchParams.get('group'))
	const enquiry = searchParams.get('enquiry')
	const enquiryReference = isEnquiryReference(enquiry) ? enquiry : null

	return (
		<>
			{registered ? (
				<MessageDialog tone="success" title="Success" closeUrl="/">
					<p>
						Thank you for registering. Your place at the summit is recorded; we look forward to seeing you in
						Accra.
					</p>
				</MessageDialog>
			) : groupSize !== null ? (
				<MessageDialog tone="success" title="Success" closeUrl="/">
					<p>
						Thank you for registering your group of {groupSize}. Each colleague receives their own
						confirmation and ticket by email, and you receive a summary with the fee to pay.
					</p>
				</MessageDialog>
			) : enquiryReference ? (
				<MessageDialog tone="success" title="Success" closeUrl="/">
					<p>Thank you for your interest in partnering with the summit. Our team will contact you shortly.</p>
					<p className="mt-2">
						Your reference is <strong className="font-mono tracking-wide">{enquiryReference}</strong>. Please
						quote it when you contact us.
					</p>
				</MessageDialog>
			) : null}

			{edition === null || edition.phase === 'upcoming' ? (
				<UpcomingHero
					siteName={settings.site_name}
					edition={edition}
					groupDiscountNote={home.groupDiscountNote}
				/>
			) : (
				<PastHero
					title={`${settings.site_name} ${edition.year}`}
					tookPlace={`The ${edition.year} summit took place${edition.dateText ? ` on ${edition.dateText}` : ''}${edition.venue ? ` at ${edition.venue}` : ''}.`}
					imageKey={home.heroImageKey}
					videoUrl={home.heroVideoKey ? `/uploads/${home.heroVideoKey}` : null}
				/>
			)}

			{home.aboutParagraphs.length ? (
				<AboutSection
					id="about-title"
					kicker="About the summit"
					heading={home.aboutHeading}
					paragraphs={home.aboutParagraphs}
				/>
			) : null}

			{home.takeaways.length || home.eventProfile.length ? (
				<section aria-labelledby="takeaways-title" className="bg-brand-50">
					<div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[2fr_1fr]">
						<div>
							<h2 id="takeaways-title" className="text-brand-900 text-2xl font-bold sm:text-3xl">
								Participant takeaways
							</h2>
							<ul className="mt-8 grid gap-5 sm:grid-cols-2">
								{home.takeaways.map((t, i) => (
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
							<h2 className="text-brand-900 text-2xl font-bold sm:text-3xl">Event profile</h2>
							<dl className="divide-brand-100 ring-brand-100 mt-8 divide-y rounded-xl bg-white p-5 shadow-sm ring-1">
								{home.eventProfile.map((f) => (
									<div key={f.label} className="py-3">
										<dt className="text-gold-700 text-sm font-semibold">{f.label}</dt>
										<dd className="mt-0.5 text-slate-800">{f.value}</dd>
									</div>
								))}
							</dl>
						</div>
					</div>
				</section>
			) : null}

			{settings.organiser_name ? (
				<AboutSection
					id="organiser-title"
					kicker="About the organiser"
					heading={settings.organiser_name}
					paragraphs={home.organiserAbout.split(/\n\n+/)}
				/>
			) : null}
		</>
	)
}

/** A prose section of the home page: a small kicker line, its heading (`id`) and paragraphs. */
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

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
/**
 * The privacy notice (/privacy): what is collected, why, how long it is kept and who to contact,
 * as staff wrote it in the back office (/admin/privacy), with its version, which each consent
 * records (docs/privacy.md). Linked from both public forms' box and from the footer.
 */
import { TextSection } from '#app/components/public/text-section.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { paragraphsOf } from '#app/modules/settings/home-texts.schema.ts'
import { loadPrivacyPage } from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/privacy'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.reading_privacy_title(),
		description: m.reading_privacy_description(),
		canonicalPath: '/privacy',
	})

export function loader() {
	return loadPrivacyPage()
}

/** The notice's sections, each with its heading in the page's language (staff write the text). */
const SECTIONS = [
	['collected', m.reading_privacy_collected],
	['purpose', m.reading_privacy_purpose],
	['retention', m.reading_privacy_retention],
	['contact', m.reading_privacy_contact],
] as const

export default function Privacy({ loaderData }: Route.ComponentProps) {
	const { notice, version } = loaderData
	const { settings } = usePublicLayoutData()
	return (
		<>
			<PageBanner
				title={m.reading_privacy_title()}
				crumbs={[{ label: m.reading_privacy_title() }]}
				width="max-w-5xl"
			>
				<p>{m.reading_privacy_version({ version })}</p>
			</PageBanner>
			<div className="mx-auto max-w-5xl space-y-10 px-4 py-10 text-lg text-slate-800 [&>*]:max-w-3xl">
				{SECTIONS.map(([key, heading]) => (
					<TextSection key={key} id={`privacy-${key}`} heading={heading()}>
						{paragraphsOf(notice[key]).map((paragraph, index) => (
							<p key={index} className="mt-3 whitespace-pre-line">
								{paragraph}
							</p>
						))}
					</TextSection>
				))}
				<TextSection id="privacy-organiser" heading={m.reading_privacy_organisers()}>
					<address className="mt-3 not-italic">
						{settings.organiser_name ? (
							<span className="block font-semibold">{settings.organiser_name}</span>
						) : null}
						<span className="block whitespace-pre-line">{settings.contact_address}</span>
						{settings.contact_email ? (
							<a
								href={`mailto:${settings.contact_email}`}
								className="text-brand-700 mt-1 inline-block font-semibold break-all underline"
							>
								{settings.contact_email}
							</a>
						) : null}
					</address>
				</TextSection>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

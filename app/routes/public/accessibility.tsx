/**
 * The accessibility statement (/accessibility): the standard the site aims at (WCAG 2.2 AA), what
 * is tested and how, what is known not to meet it yet, and who to contact. Linked from the footer.
 * What it says of the tests is what `tests/e2e/accessibility.spec.ts` and its neighbours check;
 * keep the two in step. In English and French (ADR 0059): its texts are in `messages/reading/`.
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { TextSection } from '#app/components/public/text-section.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/accessibility'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.reading_a11y_title(),
		description: m.reading_a11y_description(),
		canonicalPath: '/accessibility',
	})

/** What is tested on every build, in plain words. */
const TESTED = [
	m.reading_a11y_tested_axe,
	m.reading_a11y_tested_reflow,
	m.reading_a11y_tested_no_js,
	m.reading_a11y_tested_keyboard,
	m.reading_a11y_tested_forced_colours,
	m.reading_a11y_tested_motion,
	m.reading_a11y_tested_messages,
] as const

/** What does not meet the standard yet. */
const KNOWN_LIMITS = [
	m.reading_a11y_limit_map,
	m.reading_a11y_limit_pictures,
	m.reading_a11y_limit_check_in,
] as const

export default function Accessibility() {
	const { settings } = usePublicLayoutData()
	return (
		<>
			<PageBanner
				title={m.reading_a11y_title()}
				crumbs={[{ label: m.reading_a11y_title() }]}
				width="max-w-5xl"
			/>
			<div className="mx-auto max-w-5xl space-y-10 px-4 py-10 text-lg text-slate-800 [&>*]:max-w-3xl">
				<TextSection id="a11y-aim" heading={m.reading_a11y_aim_heading()}>
					<p className="mt-3">{m.reading_a11y_aim_text()}</p>
				</TextSection>
				<TextSection id="a11y-tested" heading={m.reading_a11y_tested_heading()}>
					<p className="mt-3">{m.reading_a11y_tested_intro()}</p>
					<ul className="mt-3 list-disc space-y-2 pl-6">
						{TESTED.map((line, index) => (
							<li key={index}>{line()}</li>
						))}
					</ul>
				</TextSection>
				<TextSection id="a11y-limits" heading={m.reading_a11y_limits_heading()}>
					<ul className="mt-3 list-disc space-y-2 pl-6">
						{KNOWN_LIMITS.map((line, index) => (
							<li key={index}>{line()}</li>
						))}
					</ul>
				</TextSection>
				<TextSection id="a11y-contact" heading={m.reading_a11y_contact_heading()}>
					<p className="mt-3">
						{m.reading_a11y_contact_text()}
						{settings.contact_email ? (
							<>
								{' '}
								{m.reading_a11y_write_to()}{' '}
								<a
									href={`mailto:${settings.contact_email}`}
									className="text-brand-700 font-semibold break-all underline"
								>
									{settings.contact_email}
								</a>
								.
							</>
						) : (
							<>
								{' '}
								{m.reading_a11y_contact_page_before()}{' '}
								<SiteLink to="/contact" className="text-brand-700 font-semibold underline">
									{m.reading_a11y_contact_page_link()}
								</SiteLink>{' '}
								{m.reading_a11y_contact_page_after()}
							</>
						)}
					</p>
				</TextSection>
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

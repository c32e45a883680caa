import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
/**
 * The accessibility statement (/accessibility): the standard the site aims at (WCAG 2.2 AA), what
 * is tested and how, what is known not to meet it yet, and who to contact. Linked from the footer.
 * What it says of the tests is what `tests/e2e/accessibility.spec.ts` and its neighbours check;
 * keep the two in step.
 */
import { TextSection } from '#app/components/public/text-section.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/accessibility'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Accessibility',
		description:
			'How the Internal Audit Leadership Summit website is made usable by everyone, what is tested, known limits, and who to contact.',
		canonicalPath: '/accessibility',
	})

/** What is tested on every build, in plain words. */
const TESTED = [
	'Every public and back-office page is checked with axe against WCAG 2.2 level AA on a 1280-pixel screen and a 320-pixel phone, also with errors shown, dialogs and menus open and messages shown; the HTML of every page is checked with html-validate.',
	'No page scrolls sideways on a screen 320 pixels wide.',
	'Registration, the group form, partnership enquiries and the back office’s forms work without JavaScript, deleting included (the confirmation then comes as a page of its own); menus and dialogs close with Escape and give the focus back.',
	'Registration is completed with the keyboard alone; moving backwards and forwards with the keyboard, the focus is always visible and never hidden under the page’s header.',
	'In forced colours (such as Windows contrast themes) every button keeps a visible edge; the back office’s registration lists show every column on a laptop screen.',
	'With “reduce motion” set on the device, nothing slides or spins and the countdown stands still.',
	'Messages after a change in the back office stay while the pointer is over them or the focus is in them; moving to another back-office screen puts the focus on its heading and announces it.',
] as const

/** What does not meet the standard yet. */
const KNOWN_LIMITS = [
	'The map on the Contact page is Google’s and is not tested by us; the address, phone number and directions are given as text beside it.',
	'Pictures in blog posts are described by the staff who add them: one whose description was left out is described only by the text around it.',
	'At the check-in desk, scanning a ticket with the camera needs JavaScript and a camera; staff can type the ticket’s code or find the person by name instead.',
] as const

export default function Accessibility() {
	const { settings } = usePublicLayoutData()
	return (
		<>
			<PageBanner title="Accessibility" crumbs={[{ label: 'Accessibility' }]} width="max-w-5xl" />
			<div className="mx-auto max-w-5xl space-y-10 px-4 py-10 text-lg text-slate-800 [&>*]:max-w-3xl">
				<TextSection id="a11y-aim" heading="What we aim for">
					<p className="mt-3">
						This website should work for everyone who wants to attend or support the summit: on a small phone
						on mobile data, with a screen reader, with the keyboard alone, zoomed in, or without JavaScript.
						We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on the public site
						and in the back office.
					</p>
				</TextSection>
				<TextSection id="a11y-tested" heading="How it is tested">
					<p className="mt-3">
						Every change to the site is checked automatically in a real browser (Chromium):
					</p>
					<ul className="mt-3 list-disc space-y-2 pl-6">
						{TESTED.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</TextSection>
				<TextSection id="a11y-limits" heading="Known limits">
					<ul className="mt-3 list-disc space-y-2 pl-6">
						{KNOWN_LIMITS.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</TextSection>
				<TextSection id="a11y-contact" heading="Tell us what does not work">
					<p className="mt-3">
						If something on this site is hard or impossible for you to use, tell us what you tried and we will
						help you register or find what you need, and fix it.
						{settings.contact_email ? (
							<>
								{' '}
								Write to{' '}
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
								The{' '}
								<a href="/contact" className="text-brand-700 font-semibold underline">
									contact page
								</a>{' '}
								has our address and phone numbers.
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

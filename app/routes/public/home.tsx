import { GROUP_SIZE } from '#app/modules/registration/group-registration.schema.ts'
import { useSearchParams } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { PastHero, UpcomingHero } from '#app/modules/editions/components/hero.tsx'
import { loadHomePage } from '#app/modules/public-pages/public-pages.server.ts'
import { jsonLd, pageMeta, SITE_NAME, siteUrlFrom } from '#app/lib/seo.ts'
import { eventJsonLd } from '#app/modules/editions/event-json-ld.ts'
import { isEnquiryReference } from '#app/modules/partnerships/enquiry-reference.ts'
import { RegisteredDialog } from '#app/modules/registration/components/registered-dialog.tsx'
import { HomeSections } from '#app/modules/settings/components/home-sections.tsx'
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
					...edition,
					siteName: settings.site_name,
					organiserName: settings.organiser_name,
					siteUrl: siteUrlFrom(args.matches),
				})
			: null
	return event ? [...tags, jsonLd(event)] : tags
}

export function loader({ context }: Route.LoaderArgs) {
	return loadHomePage(context)
}

/** The size of the group just registered (`/?group=7`), or null for anything but 2 to 50. */
function groupSizeParam(text: string | null): number | null {
	const size = Number(text)
	return text && Number.isInteger(size) && size >= GROUP_SIZE.min && size <= GROUP_SIZE.max ? size : null
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { edition, home, payOnline } = loaderData
	const { settings } = usePublicLayoutData()
	const [searchParams] = useSearchParams()
	const registered = searchParams.get('registered') === '1'
	const groupSize = groupSizeParam(searchParams.get('group'))
	const enquiry = searchParams.get('enquiry')
	const enquiryReference = isEnquiryReference(enquiry) ? enquiry : null

	return (
		<>
			{registered ? (
				<RegisteredDialog fee={edition?.fee ?? null} payOnline={payOnline} />
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
					imageKey={home.heroImageKey}
				/>
			) : (
				<PastHero
					title={`${settings.site_name} ${edition.year}`}
					tookPlace={`The ${edition.year} summit took place${edition.dateText ? ` on ${edition.dateText}` : ''}${edition.venue ? ` at ${edition.venue}` : ''}.`}
					imageKey={home.heroImageKey}
					videoUrl={home.heroVideoKey ? `/uploads/${home.heroVideoKey}` : null}
				/>
			)}

			<HomeSections home={home} organiserName={settings.organiser_name} />
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

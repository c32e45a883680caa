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
import { m } from '#app/lib/i18n/messages.ts'
import { localeOfPath, localizedPath, useLocale } from '#app/lib/i18n/locale.ts'

export const meta: Route.MetaFunction = (args) => {
	const edition = args.loaderData?.edition
	const layout = args.matches.find((m) => m?.id === 'routes/public/layout')?.loaderData as
		Awaited<ReturnType<typeof layoutLoader>> | undefined
	const settings = layout?.settings
	const tags = pageMeta(args, {
		title: edition ? `${SITE_NAME} ${edition.year}` : SITE_NAME,
		description: edition?.theme
			? m.pages_home_description_theme({
					theme: edition.theme,
					date: edition.dateText ?? m.pages_home_date_soon(),
					venue: edition.venue ?? m.pages_home_default_venue(),
				})
			: m.pages_home_description(),
	})
	const event =
		edition && settings
			? eventJsonLd({
					...edition,
					siteName: settings.site_name,
					organiserName: settings.organiser_name,
					siteUrl: siteUrlFrom(args.matches),
					locale: localeOfPath(args.location.pathname),
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
	const homePath = localizedPath('/', useLocale())

	return (
		<>
			{registered ? (
				<RegisteredDialog fee={edition?.fee ?? null} payOnline={payOnline} />
			) : groupSize !== null ? (
				<MessageDialog tone="success" title={m.pages_home_success()} closeUrl={homePath}>
					<p>{m.pages_home_group_registered({ count: groupSize })}</p>
				</MessageDialog>
			) : enquiryReference ? (
				<MessageDialog tone="success" title={m.pages_home_success()} closeUrl={homePath}>
					<p>{m.pages_home_enquiry_thanks()}</p>
					<p className="mt-2">
						{m.pages_home_enquiry_reference_before()}
						<strong className="font-mono tracking-wide">{enquiryReference}</strong>
						{m.pages_home_enquiry_reference_after()}
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
					tookPlace={tookPlaceText(edition)}
					imageKey={home.heroImageKey}
					videoUrl={home.heroVideoKey ? `/uploads/${home.heroVideoKey}` : null}
				/>
			)}

			<HomeSections home={home} organiserName={settings.organiser_name} />
		</>
	)
}

/** "The 2025 summit took place on {date} at {venue}.", without the date or the venue it lacks. */
function tookPlaceText(edition: { year: number; dateText: string | null; venue: string | null }): string {
	const { year, dateText: date, venue } = edition
	if (date && venue) return m.pages_home_took_place_on_at({ year, date, venue })
	if (date) return m.pages_home_took_place_on({ year, date })
	if (venue) return m.pages_home_took_place_at({ year, venue })
	return m.pages_home_took_place({ year })
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

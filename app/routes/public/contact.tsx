import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { telHref, textLines } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loadContactPage } from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/contact'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.pages_contact_title(),
		description: m.pages_contact_description(),
	})

export function loader() {
	return loadContactPage()
}

export default function Contact({ loaderData }: Route.ComponentProps) {
	const { mapEmbedUrl, mapLinkHref } = loaderData
	const { settings } = usePublicLayoutData()
	const phones = textLines(settings.contact_phone)
	return (
		<>
			<PageBanner title={m.pages_contact_title()} crumbs={[{ label: m.pages_contact_title() }]} />
			<div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[22rem_1fr]">
				<div className="space-y-6">
					<div>
						<h2 className="text-gold-700 text-sm font-semibold tracking-wide uppercase">
							{m.pages_contact_address()}
						</h2>
						<address
							className="mt-1 text-lg whitespace-pre-line text-slate-800 not-italic"
							data-testid="contact-address"
						>
							{settings.contact_address}
						</address>
					</div>
					{phones.length > 0 ? (
						<div>
							<h2 className="text-gold-700 text-sm font-semibold tracking-wide uppercase">
								{m.pages_contact_phone()}
							</h2>
							<ul className="mt-1 space-y-1">
								{phones.map((phone) => (
									<li key={phone}>
										<a
											href={telHref(phone)}
											className="text-brand-700 inline-block text-lg font-semibold underline"
										>
											{phone}
										</a>
									</li>
								))}
							</ul>
						</div>
					) : null}
					{settings.contact_email ? (
						<div>
							<h2 className="text-gold-700 text-sm font-semibold tracking-wide uppercase">
								{m.pages_contact_email()}
							</h2>
							<a
								href={`mailto:${settings.contact_email}`}
								className="text-brand-700 mt-1 inline-block text-lg font-semibold break-all underline"
							>
								{settings.contact_email}
							</a>
						</div>
					) : null}
					{mapLinkHref ? (
						<p>
							<a
								href={mapLinkHref}
								rel="noopener noreferrer"
								className="text-brand-700 font-semibold underline"
							>
								{m.pages_contact_open_map()}
							</a>
						</p>
					) : null}
				</div>
				{mapEmbedUrl ? (
					<div className="bg-brand-50 ring-brand-100 relative min-h-80 overflow-hidden rounded-2xl ring-1">
						{/* Shown under the map, and alone when the map cannot load. */}
						<p className="absolute inset-0 flex items-center justify-center p-6 text-center text-slate-700">
							{m.pages_contact_map_of({ address: settings.contact_address })}
						</p>
						<iframe
							title={m.pages_contact_map_showing({ address: settings.contact_address })}
							src={mapEmbedUrl}
							loading="lazy"
							referrerPolicy="no-referrer"
							sandbox="allow-scripts allow-same-origin allow-popups"
							className="relative size-full min-h-80 border-0"
						/>
					</div>
				) : null}
			</div>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

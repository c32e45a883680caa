/**
 * A sponsor's card on the Partners & Sponsors page: the logo on a white card (its text alternative
 * the sponsor's name, or its tier), linked to the sponsor's website in a new tab when there is one,
 * and the name under it. In the page's language (ADR 0059); names and tiers as staff wrote them.
 */
import { linkHref } from '#app/lib/link-href.ts'
import { StoredImage } from '#app/components/stored-image.tsx'
import { m } from '#app/lib/i18n/messages.ts'

export interface SponsorCardData {
	id: number
	name: string | null
	logo_key: string
	website: string | null
}

/** The list item of one sponsor of `tier`. */
export function SponsorCard({ sponsor, tier }: { sponsor: SponsorCardData; tier: string }) {
	const website = linkHref(sponsor.website)
	const logo = (
		<StoredImage
			imageKey={sponsor.logo_key}
			kind="logo"
			alt={m.pages_sponsors_logo({ name: sponsor.name ?? tier })}
			sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
			defaultWidth={240}
			className="aspect-[3/2] w-full object-contain"
		/>
	)
	return (
		<li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
			{website ? (
				<a href={website} rel="noopener noreferrer sponsored" target="_blank" className="block">
					{logo}
					<span className="sr-only">
						{sponsor.name
							? m.pages_sponsors_opens_website({ name: sponsor.name })
							: m.pages_sponsors_opens_sponsor_website()}
					</span>
				</a>
			) : (
				logo
			)}
			{sponsor.name ? (
				<p className="mt-2 text-center text-sm font-medium text-slate-700">{sponsor.name}</p>
			) : null}
		</li>
	)
}

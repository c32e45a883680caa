/**
 * The public footer: organiser, contact details, links, the practical pages staff put in the footer
 * (a Practical information list, only when there are some) and the copyright line.
 */
import { linkHref } from '#app/lib/link-href.ts'
import { telHref, textLines } from '#app/lib/format.ts'
import { SiteLink } from './site-link.tsx'

export interface FooterSettings {
	site_name: string
	organiser_name: string
	contact_address: string
	contact_phone: string
	contact_email: string
	facebook_url: string | null
	twitter_url: string | null
	linkedin_url: string | null
	instagram_url: string | null
}

/** The footer's "Summit" links: label and path. */
const SUMMIT_LINKS = [
	['Register', '/register'],
	['Become a Sponsor', '/add-sponsorship'],
	['Agenda', '/agenda'],
	['Contact', '/contact'],
	['Privacy notice', '/privacy'],
	['Accessibility', '/accessibility'],
] as const

export function SiteFooter({
	settings,
	year,
	infoLinks = [],
}: {
	settings: FooterSettings
	year: number
	/** The practical pages staff put in the footer, in their order: title and path. */
	infoLinks?: { title: string; to: string }[]
}) {
	const socials = [
		['Facebook', settings.facebook_url],
		['X (Twitter)', settings.twitter_url],
		['LinkedIn', settings.linkedin_url],
		['Instagram', settings.instagram_url],
	]
		.map(([label, url]) => [label, linkHref(url)])
		.filter((s): s is [string, string] => Boolean(s[1]))
	return (
		<footer className="bg-brand-900 text-brand-100 print:hidden">
			<div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
				<div className={infoLinks.length ? undefined : 'lg:col-span-2'}>
					<p className="text-lg font-bold text-white">{settings.site_name}</p>
					{settings.organiser_name ? (
						<p className="mt-2 text-sm">Organised by {settings.organiser_name}.</p>
					) : null}
					{socials.length ? (
						<ul className="mt-4 flex flex-wrap gap-3 text-sm">
							{socials.map(([label, href]) => (
								<li key={label}>
									<a href={href} rel="noopener noreferrer" className="hover:text-gold-300 underline">
										{label}
									</a>
								</li>
							))}
						</ul>
					) : null}
				</div>
				<div>
					<h2 className="font-semibold text-white">Contact</h2>
					<address className="mt-2 space-y-1 text-sm not-italic">
						<p className="whitespace-pre-line">{settings.contact_address}</p>
						{textLines(settings.contact_phone).map((phone) => (
							<p key={phone}>
								<a href={telHref(phone)} className="hover:text-gold-300">
									{phone}
								</a>
							</p>
						))}
						{settings.contact_email ? (
							<p>
								<a href={`mailto:${settings.contact_email}`} className="hover:text-gold-300">
									{settings.contact_email}
								</a>
							</p>
						) : null}
					</address>
				</div>
				<div>
					<h2 className="font-semibold text-white">Summit</h2>
					<ul className="mt-2 space-y-1 text-sm">
						{SUMMIT_LINKS.map(([label, to]) => (
							<li key={to}>
								<SiteLink to={to} className="hover:text-gold-300">
									{label}
								</SiteLink>
							</li>
						))}
					</ul>
				</div>
				{infoLinks.length ? (
					<div data-testid="footer-info">
						<h2 className="font-semibold text-white">Practical information</h2>
						<ul className="mt-2 space-y-1 text-sm">
							{infoLinks.map((link) => (
								<li key={link.to}>
									<SiteLink to={link.to} className="hover:text-gold-300">
										{link.title}
									</SiteLink>
								</li>
							))}
							<li>
								<SiteLink to="/info" className="hover:text-gold-300">
									All practical information
								</SiteLink>
							</li>
						</ul>
					</div>
				) : null}
			</div>
			<div className="border-t border-white/10">
				<p className="text-brand-100/80 mx-auto max-w-7xl px-4 py-4 text-xs">
					© {year} {settings.site_name}. All rights reserved.
				</p>
			</div>
		</footer>
	)
}

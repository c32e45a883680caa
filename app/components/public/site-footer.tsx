/**
 * The public footer: organiser, contact details, links, the practical pages staff put in the footer
 * (a Practical information list, only when there are some), the language switch and the copyright
 * line. In the page's language (ADR 0059).
 */
import { linkHref } from '#app/lib/link-href.ts'
import { telHref, textLines } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { LanguageSwitch } from './language-switch.tsx'
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
	[m.site_footer_register, '/register'],
	[m.site_footer_become_sponsor, '/add-sponsorship'],
	[m.site_footer_agenda, '/agenda'],
	[m.site_footer_contact_link, '/contact'],
	[m.site_footer_privacy, '/privacy'],
	[m.site_footer_accessibility, '/accessibility'],
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
						<p className="mt-2 text-sm">
							{m.site_footer_organised_by({ organiser: settings.organiser_name })}
						</p>
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
					<h2 className="font-semibold text-white">{m.site_footer_contact()}</h2>
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
					<h2 className="font-semibold text-white">{m.site_footer_summit()}</h2>
					<ul className="mt-2 space-y-1 text-sm">
						{SUMMIT_LINKS.map(([label, to]) => (
							<li key={to}>
								<SiteLink to={to} className="hover:text-gold-300">
									{label()}
								</SiteLink>
							</li>
						))}
						<li>
							<LanguageSwitch className="hover:text-gold-300" />
						</li>
					</ul>
				</div>
				{infoLinks.length ? (
					<div data-testid="footer-info">
						<h2 className="font-semibold text-white">{m.site_footer_practical()}</h2>
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
									{m.site_footer_all_practical()}
								</SiteLink>
							</li>
						</ul>
					</div>
				) : null}
			</div>
			<div className="border-t border-white/10">
				<p className="text-brand-100/80 mx-auto max-w-7xl px-4 py-4 text-xs">
					{m.site_footer_rights({ year, siteName: settings.site_name })}
				</p>
			</div>
		</footer>
	)
}

/**
 * The public top navigation: Home, Speakers, Partners & Sponsors, Agenda, a
 * Media dropdown of media categories, an Info dropdown of the practical pages staff put in the
 * header menu (only when there are some), Contact, the language switch and the Register Today
 * button; a menu on phones. In the page's language (ADR 0059).
 */
import { buttonClasses } from '#app/components/ui/button.tsx'
import { Disclosure } from '#app/components/ui/disclosure.tsx'
import { useScrolledPast } from './use-scrolled.ts'
import { SummitMark } from '#app/components/ui/summit-mark.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { SiteLink, SiteNavLink } from './site-link.tsx'

export interface MediaCategoryLink {
	id: number
	title: string
}

/** A practical page's link: its title and path (`/info/{slug}`). */
export interface InfoLink {
	title: string
	to: string
}

const dropdownSummaryClass =
	'flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-white hover:text-gold-300'
const dropdownListClass =
	'z-40 mt-1 min-w-56 rounded-md bg-white py-2 shadow-xl ring-1 ring-black/10 lg:absolute lg:left-0'
const dropdownLinkClass =
	'hover:bg-brand-50 focus-visible:bg-brand-50 block px-4 py-2 text-sm font-medium text-slate-800'

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`block rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:text-gold-300 ${isActive ? 'text-gold-300 underline decoration-2 underline-offset-8' : 'text-white'}`

function NavItems({
	mediaCategories,
	infoLinks,
}: {
	mediaCategories: MediaCategoryLink[]
	infoLinks: InfoLink[]
}) {
	return (
		<>
			<li>
				<SiteNavLink to="/" end className={linkClass}>
					{m.site_nav_home()}
				</SiteNavLink>
			</li>
			<li>
				<SiteNavLink to="/speakers" className={linkClass}>
					{m.site_nav_speakers()}
				</SiteNavLink>
			</li>
			<li>
				<SiteNavLink to="/sponsors" className={linkClass}>
					{m.site_nav_sponsors()}
				</SiteNavLink>
			</li>
			<li>
				<SiteNavLink to="/agenda" className={linkClass}>
					{m.site_nav_agenda()}
				</SiteNavLink>
			</li>
			<li className="relative">
				<Disclosure
					summary={
						<>
							{m.site_nav_media()} <span aria-hidden="true">▾</span>
						</>
					}
					summaryClassName={dropdownSummaryClass}
				>
					<ul className={dropdownListClass}>
						{mediaCategories.length === 0 ? (
							<li className="px-4 py-2 text-sm text-slate-600">{m.site_nav_no_media()}</li>
						) : (
							mediaCategories.map((c) => (
								<li key={c.id}>
									<SiteLink to={`/newspage/${c.id}/collections/`} className={dropdownLinkClass}>
										{c.title}
									</SiteLink>
								</li>
							))
						)}
					</ul>
				</Disclosure>
			</li>
			{infoLinks.length ? (
				<li className="relative" data-testid="info-menu">
					<Disclosure
						summary={
							<>
								{m.site_nav_info()} <span aria-hidden="true">▾</span>
							</>
						}
						summaryClassName={dropdownSummaryClass}
					>
						<ul className={dropdownListClass}>
							{infoLinks.map((link) => (
								<li key={link.to}>
									<SiteLink to={link.to} className={dropdownLinkClass}>
										{link.title}
									</SiteLink>
								</li>
							))}
							<li className="border-brand-100 mt-1 border-t pt-1">
								<SiteLink to="/info" className={`${dropdownLinkClass} text-brand-800 font-semibold`}>
									{m.site_nav_all_info()}
								</SiteLink>
							</li>
						</ul>
					</Disclosure>
				</li>
			) : null}
			<li>
				<SiteNavLink to="/contact" className={linkClass}>
					{m.site_nav_contact()}
				</SiteNavLink>
			</li>
			<li>
				<LanguageSwitch compact className={linkClass({ isActive: false })} />
			</li>
		</>
	)
}

export function SiteHeader({
	siteName,
	mediaCategories,
	infoLinks = [],
}: {
	siteName: string
	mediaCategories: MediaCategoryLink[]
	/** The practical pages staff put in the header menu, in their order. */
	infoLinks?: InfoLink[]
}) {
	const scrolled = useScrolledPast(100)
	return (
		<header
			data-scrolled={scrolled ? 'true' : 'false'}
			className="group/header bg-brand-900 sticky top-0 z-40 text-white transition-shadow data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/20 print:hidden"
		>
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-1.5 px-3 py-3 transition-[padding] group-data-[scrolled=true]/header:py-2 min-[380px]:gap-2 min-[380px]:px-4 sm:gap-4 lg:py-4 lg:group-data-[scrolled=true]/header:py-2">
				{/* On a phone the name takes at most two lines (a longer name staff enter is cut, and read whole);
				    below 360 px the mark gives it its room. */}
				<SiteLink
					to="/"
					className="flex min-w-0 items-center gap-1.5 leading-tight font-bold min-[380px]:gap-2"
				>
					<SummitMark tone="site" className="size-8 shrink-0 max-[359px]:hidden min-[380px]:size-9" />
					<span className="line-clamp-2 max-w-48 text-sm sm:line-clamp-none sm:max-w-none sm:text-base">
						{siteName}
					</span>
				</SiteLink>

				<nav aria-label={m.site_nav_main()} className="hidden lg:block">
					<ul className="flex items-center gap-1">
						<NavItems mediaCategories={mediaCategories} infoLinks={infoLinks} />
					</ul>
				</nav>
				<SiteLink
					to="/register"
					className={buttonClasses('primary', 'ml-auto shrink-0 max-[379px]:px-2.5 lg:ml-0', 'sm')}
				>
					{/* Below 440 px "Today" is read but not shown, so the site name fits in two lines. */}
					{m.site_nav_register()}
					<span className="max-[439px]:sr-only">{m.site_nav_register_today()}</span>
				</SiteLink>

				<Disclosure
					className="lg:hidden"
					summaryLabel={m.site_nav_menu()}
					summaryClassName="flex size-10 cursor-pointer items-center justify-center rounded-md ring-1 ring-white/30 min-[380px]:size-11"
					summary={
						<svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
							<path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
						</svg>
					}
				>
					<nav
						aria-label={m.site_nav_main_menu()}
						className="bg-brand-900 absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto px-4 pb-6 shadow-xl"
					>
						<ul className="flex flex-col gap-1 py-2">
							<NavItems mediaCategories={mediaCategories} infoLinks={infoLinks} />
						</ul>
					</nav>
				</Disclosure>
			</div>
		</header>
	)
}

/**
 * The back office frame: header with the logo, "{username}({role})"
 * and its dropdown, a collapsible sidebar, breadcrumbs to the dashboard, a pending indicator and the
 * footer.
 */
import { linkHref } from '#app/lib/link-href.ts'
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Form, Link, NavLink, useFetcher, useLocation, useNavigation } from 'react-router'
import { useScreenName } from './back-office-title.tsx'
import { Disclosure } from '#app/components/ui/disclosure.tsx'
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx'
import { ADMINISTRATOR_NAV } from './admin-nav.ts'
import { SummitMark } from '#app/components/ui/summit-mark.tsx'

export interface AdminChromeProps {
	user: { fullName: string; role: string }
	/** The remembered state; null when never chosen (open on desktops, closed on phones). */
	collapsed: boolean | null
	developerWhatsapp: string | null
	developerCredit: string | null
	siteName: string
	year: number
	children: ReactNode
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
	`block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-white/15 font-semibold text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'}`

/**
 * After a client navigation (`locationKey` changes: another screen, or the screen again after a
 * create, edit or delete), moves the focus to the screen's heading, unless the visitor's focus is
 * still on something in the screen (a search field that was submitted), and returns the new title
 * for a status region to announce (WCAG 2.4.3, 4.1.3). Not on the first page load.
 */
function useFocusOnNewScreen(locationKey: string): string {
	const [announcement, setAnnouncement] = useState('')
	const first = useRef(true)
	useEffect(() => {
		if (first.current) {
			first.current = false
			return
		}
		const main = document.getElementById('admin-main')
		const active = document.activeElement
		const stillWorking =
			main && active && active !== document.body && active.isConnected && main.contains(active)
		if (!stillWorking) {
			const heading = main?.querySelector<HTMLElement>('h1') ?? main
			if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
			heading?.focus()
		}
		setAnnouncement(document.title)
	}, [locationKey])
	return announcement
}

export function AdminChrome({
	user,
	collapsed: savedCollapsed,
	developerWhatsapp,
	developerCredit,
	siteName,
	year,
	children,
}: AdminChromeProps) {
	const developerHelp = linkHref(developerWhatsapp)
	const navigation = useNavigation()
	const sidebar = useFetcher()
	const location = useLocation()
	const pendingCollapse = sidebar.formData?.get('sidebar')
	const narrow = useIsNarrowScreen()
	const collapsed = pendingCollapse ? pendingCollapse === 'collapsed' : (savedCollapsed ?? narrow)
	const sidebarDisplay =
		pendingCollapse || savedCollapsed !== null ? (collapsed ? 'hidden' : 'flex') : 'hidden lg:flex'
	const isAdministrator = user.role === 'Administrator'
	const announcement = useFocusOnNewScreen(location.key)

	return (
		<div className="flex min-h-screen flex-col bg-slate-100 text-slate-800">
			{navigation.state !== 'idle' ? (
				<div role="status" className="bg-gold-400 fixed inset-x-0 top-0 z-50 h-1 animate-pulse">
					<span className="sr-only">Loading...</span>
				</div>
			) : null}
			<a
				href="#admin-main"
				className="bg-gold-400 text-brand-900 sr-only z-50 rounded-md px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
			>
				Skip to main content
			</a>
			<header className="bg-brand-900 flex items-center justify-between gap-4 px-4 py-3 text-white">
				<div className="flex items-center gap-3">
					<sidebar.Form method="post" action="/admin/preferences">
						<input type="hidden" name="sidebar" value={collapsed ? 'expanded' : 'collapsed'} />
						{/* Without JavaScript the form is a page load: come back to this screen. */}
						<input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
						<button
							type="submit"
							aria-label={collapsed ? 'Expand the sidebar' : 'Collapse the sidebar'}
							aria-expanded={!collapsed}
							aria-controls="admin-sidebar"
							className="flex size-10 items-center justify-center rounded-md ring-1 ring-white/30 hover:bg-white/10"
						>
							<svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
								<path
									d="M4 6h16M4 12h16M4 18h16"
									stroke="currentColor"
									strokeWidth="2"
									strokeLinecap="round"
								/>
							</svg>
						</button>
					</sidebar.Form>
					<Link to="/admin/dashboard" className="flex items-center gap-2 font-bold">
						<SummitMark tone="back-office" className="size-8" />
						<span className="hidden sm:inline">{siteName}</span>
						<span className="sr-only sm:hidden">Dashboard</span>
					</Link>
				</div>
				<Disclosure
					className="relative"
					summaryClassName="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/10"
					summary={
						<>
							<span data-testid="admin-user" className="max-w-[40vw] truncate sm:max-w-[55vw]">
								{user.fullName}({user.role})
							</span>
							<span aria-hidden="true">▾</span>
						</>
					}
				>
					<div className="absolute right-0 z-40 mt-2 w-60 rounded-md bg-white py-2 text-slate-800 shadow-xl ring-1 ring-black/10">
						{developerHelp ? (
							<a
								href={developerHelp}
								rel="noopener noreferrer"
								target="_blank"
								className="hover:bg-brand-50 block px-4 py-2 text-sm"
							>
								Developer help (WhatsApp)
							</a>
						) : null}
						<Form method="post" action="/admin/logout">
							<button type="submit" className="hover:bg-brand-50 block w-full px-4 py-2 text-left text-sm">
								Sign Out
							</button>
						</Form>
					</div>
				</Disclosure>
			</header>

			<div className="flex flex-1 flex-col lg:flex-row">
				<aside
					id="admin-sidebar"
					aria-label="Back office"
					className={`${sidebarDisplay} bg-brand-800 w-full shrink-0 flex-col px-3 py-4 lg:w-64`}
				>
					<nav aria-label="Back office menu" className="flex-1 space-y-5 overflow-y-auto">
						<div>
							<NavLink to="/admin/dashboard" className={navLinkClass}>
								Dashboard
							</NavLink>
							{/* The desk is every staff member's, Users' included. */}
							<NavLink to="/admin/check-in" className={navLinkClass}>
								Check-in desk
							</NavLink>
						</div>
						{isAdministrator
							? ADMINISTRATOR_NAV.map((group) => (
									<div key={group.title}>
										<p className="text-gold-300 px-3 text-xs font-semibold tracking-wider uppercase">
											{group.title}
										</p>
										<ul className="mt-1 space-y-0.5">
											{group.links.map((link) => (
												<li key={link.to}>
													<NavLink to={link.to} className={navLinkClass}>
														{link.label}
													</NavLink>
												</li>
											))}
										</ul>
									</div>
								))
							: null}
					</nav>
					<Form method="post" action="/admin/logout" className="mt-4 border-t border-white/10 pt-4">
						<input type="hidden" name="from" value="sidebar" />
						<button
							type="submit"
							className="text-brand-100 w-full rounded-md px-3 py-2 text-left text-sm font-semibold hover:bg-white/10 hover:text-white"
						>
							Logout
						</button>
					</Form>
				</aside>

				<div className="flex min-w-0 flex-1 flex-col">
					<main
						id="admin-main"
						tabIndex={-1}
						className="flex-1 p-4 focus:shadow-none focus:outline-none sm:p-6"
					>
						<Breadcrumbs />
						{children}
					</main>
					<p role="status" className="sr-only">
						{announcement}
					</p>
					<footer className="border-t border-slate-200 bg-white px-6 py-4 text-xs text-slate-600">
						<p>
							© {year} {siteName}. All rights reserved.
							{developerCredit ? <span className="ml-2">{developerCredit}</span> : null}
						</p>
					</footer>
				</div>
			</div>
		</div>
	)
}

/** Below Tailwind's `lg` (1024 px) the menu opens above the screen, so a tablet's tables get the width. */
const NARROW_QUERY = '(max-width: 1023px)'

/** True on phone and tablet-width screens (false on the server, which renders the desktop layout). */
function useIsNarrowScreen(): boolean {
	return useSyncExternalStore(
		(onChange) => {
			const query = window.matchMedia(NARROW_QUERY)
			query.addEventListener('change', onChange)
			return () => query.removeEventListener('change', onChange)
		},
		() => window.matchMedia(NARROW_QUERY).matches,
		() => false,
	)
}

/** Dashboard > {page}, from each route's `handle.breadcrumb`. */
function Breadcrumbs() {
	const label = useScreenName()
	if (!label || label === 'Dashboard') return null
	return (
		<div className="mb-4">
			<Breadcrumb
				home={{ label: 'Dashboard', to: '/admin/dashboard' }}
				crumbs={[{ label }]}
				className="text-sm text-slate-600"
				linkClassName="text-brand-700 font-semibold underline"
			/>
		</div>
	)
}

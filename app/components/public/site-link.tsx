/**
 * Links of the public site's own pages. On a page sent without React (ADR 0026) nothing in the
 * browser navigates on a click, so React Router's `Link` and `NavLink`, which prepare a client
 * navigation on every render (resolving the path against the matched routes, a click handler, the
 * navigation state), are rendered there as the plain anchor they would write: the same `href`,
 * `data-discover`, `aria-current` and class. On a React page (one a browser renders after a client
 * navigation, or a page outside `STATIC_ROUTES`) they are React Router's own. ADR 0053.
 *
 * `PlainLinks` says which it is; the public layout sets it from the page being rendered.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

/** True while rendering, on the server, a page sent without React. */
export const PlainLinks = createContext(false)

/** A path of this site from its root, without a query or a fragment: `/speakers`, `/newspage/1/collections/`. */
type SitePath = `/${string}`

/** `Link` to a page of this site, with a class. */
export function SiteLink({
	to,
	className,
	children,
}: {
	to: SitePath
	className?: string
	children: ReactNode
}) {
	if (!useContext(PlainLinks))
		return (
			<Link to={to} className={className}>
				{children}
			</Link>
		)
	return (
		<a className={className} href={to} data-discover="true">
			{children}
		</a>
	)
}

/**
 * `NavLink` to a page of this site: `className` works out the class from whether the page shown is
 * `to` (or, unless `end`, under it), which also sets `aria-current="page"`.
 */
export function SiteNavLink({
	to,
	end = false,
	className,
	children,
}: {
	to: SitePath
	end?: boolean
	className: (state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string
	children: ReactNode
}) {
	const plain = useContext(PlainLinks)
	const { pathname } = useLocation()
	if (!plain)
		return (
			<NavLink to={to} end={end} className={className}>
				{children}
			</NavLink>
		)
	// NavLink's own rule: the same path, or (unless `end`) a path under it; letter case ignored.
	const here = pathname.toLowerCase()
	const target = to.toLowerCase()
	const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
	const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/')
	return (
		<a
			aria-current={isActive ? 'page' : undefined}
			className={className({ isActive, isPending: false, isTransitioning: false })}
			href={to}
			data-discover="true"
		>
			{children}
		</a>
	)
}

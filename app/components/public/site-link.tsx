/**
 * Links of the public site's own pages. On a page sent without React (ADR 0026) nothing in the
 * browser navigates on a click, so React Router's `Link` and `NavLink`, which prepare a client
 * navigation on every render (resolving the path against the matched routes, a click handler, the
 * navigation state), are rendered there as the plain anchor they would write: the same `href`,
 * `data-discover`, `aria-current` and class. On a React page (one a browser renders after a client
 * navigation, or a page outside `STATIC_ROUTES`) they are React Router's own. ADR 0053.
 *
 * `PlainLinks` says which it is; the public layout sets it from the page being rendered. A path is
 * written in the page's language (`/agenda` on a French page links `/fr/agenda`, ADR 0059).
 */
import { type ComponentProps, createContext, useContext, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'

/** True while rendering, on the server, a page sent without React. */
export const PlainLinks = createContext(false)

/**
 * Whether React Router's Link would write `to` as it is: a path from the root of letters, digits
 * and `-._~:/`, without `//`, a `.` or `..` segment, a query or a fragment. Any other `to` is
 * left to React Router's Link, plain page or not.
 */
function isPlainPath(to: string): boolean {
	return /^\/[\w\-.~:/]*$/.test(to) && !to.includes('//') && !/\/\.\.?(\/|$)/.test(to)
}

/**
 * `Link` to a page of this site, `to` a path from the root (`/speakers`, `/newspage/1/collections/`);
 * every other prop is the anchor's.
 */
export function SiteLink({
	to: path,
	...anchor
}: { to: string } & Omit<ComponentProps<'a'>, 'href' | 'ref' | 'target'>) {
	const to = localizedPath(path, useLocale())
	if (!useContext(PlainLinks) || !isPlainPath(to)) return <Link to={to} {...anchor} />
	// React Router's Link writes the anchor's own props first, then `href` and `data-discover`.
	return <a {...anchor} href={to} data-discover="true" />
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
	to: string
	end?: boolean
	className: (state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string
	children: ReactNode
}) {
	to = localizedPath(to, useLocale())
	const plain = useContext(PlainLinks) && isPlainPath(to)
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

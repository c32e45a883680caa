/**
 * The breadcrumb trail of a page, public or back office: a `nav` named "Breadcrumb" whose list starts
 * at `home` and ends at the current page (`aria-current="page"`), separated by ">" that screen readers
 * skip. Crumbs before the last are links where they have a `to`.
 */
import { SiteLink } from '#app/components/public/site-link.tsx'

/** One step of the trail; the last one is the current page. */
export interface Crumb {
	label: string
	to?: string
}

export function Breadcrumb({
	home,
	crumbs,
	label = 'Breadcrumb',
	className,
	linkClassName,
}: {
	/** The first link, e.g. Home (`/`) or Dashboard (`/admin/dashboard`). */
	home: Crumb & { to: string }
	crumbs: readonly Crumb[]
	/** The trail's accessible name; "Breadcrumb" unless the page is in another language. */
	label?: string
	/** Classes of the list: text colour and size. */
	className: string
	/** Classes of the links. */
	linkClassName: string
}) {
	return (
		<nav aria-label={label}>
			<ol className={`flex flex-wrap gap-2 ${className}`}>
				<li>
					<SiteLink to={home.to} className={linkClassName}>
						{home.label}
					</SiteLink>
				</li>
				{crumbs.map((c, i) => (
					<li key={c.label} className="flex gap-2">
						<span aria-hidden="true">&gt;</span>
						{c.to && i < crumbs.length - 1 ? (
							<SiteLink to={c.to} className={linkClassName}>
								{c.label}
							</SiteLink>
						) : (
							<span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
						)}
					</li>
				))}
			</ol>
		</nav>
	)
}

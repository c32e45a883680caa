/**
 * A public list shown in groups (speakers under their role, sponsors under their tier): a section per
 * group with its heading and a grid of cards, or the page's empty message when there is no group.
 */
import type { ReactNode } from 'react'

/** A section per group (`heading`, then `children` in a list), or `empty` when there is none. */
export function GroupSections<Group>({
	groups,
	idPrefix,
	groupKey,
	heading,
	listClassName,
	empty,
	children,
}: {
	groups: readonly Group[]
	/** The headings' ids are `${idPrefix}-${index}`. */
	idPrefix: string
	groupKey: (group: Group) => string
	heading: (group: Group) => ReactNode
	listClassName: string
	/** Shown instead of the sections when there is no group. */
	empty: ReactNode
	/** The group's cards (list items). */
	children: (group: Group) => ReactNode
}) {
	if (groups.length === 0) return empty
	return groups.map((group, index) => (
		<section key={groupKey(group)} aria-labelledby={`${idPrefix}-${index}`} className="mt-12">
			<h2 id={`${idPrefix}-${index}`} className="text-brand-900 text-2xl font-bold">
				{heading(group)}
			</h2>
			<ul className={listClassName}>{children(group)}</ul>
		</section>
	))
}

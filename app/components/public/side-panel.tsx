/**
 * The tinted panel beside a public page's main column (a post's related articles, the event rate
 * next to the registration form), labelled by its heading (`titleId`). On large screens a `sticky`
 * panel stays in view while the main column scrolls.
 */
import type { ReactNode } from 'react'

/** The panel: `title` as its h2 (id `titleId`), then `children`. */
export function SidePanel({
	titleId,
	title,
	sticky = false,
	largeTitle = false,
	children,
}: {
	titleId: string
	title: string
	sticky?: boolean
	largeTitle?: boolean
	children: ReactNode
}) {
	return (
		<aside
			aria-labelledby={titleId}
			className={`bg-brand-50 ring-brand-100 h-fit rounded-xl p-5 ring-1 ${sticky ? 'lg:sticky lg:top-24' : ''}`}
		>
			<h2 id={titleId} className={`text-brand-900 font-bold ${largeTitle ? 'text-lg' : ''}`}>
				{title}
			</h2>
			{children}
		</aside>
	)
}

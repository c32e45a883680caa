/**
 * A white card named by its heading (an `h2` with id `id`): the sections of the registrant's pages
 * and of the check-in desk. `tone` 'danger' draws it red, for an action that cannot be undone.
 */
import type { ReactNode } from 'react'

export function Panel({
	id,
	title,
	tone = 'normal',
	className = '',
	children,
}: {
	id: string
	title: string
	tone?: 'normal' | 'danger'
	/** Classes placing the card (margins). */
	className?: string
	children: ReactNode
}) {
	const danger = tone === 'danger'
	return (
		<section
			aria-labelledby={id}
			className={`${className} rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-6 ${danger ? 'ring-red-200' : 'ring-slate-200'}`}
		>
			<h2 id={id} className={`text-xl font-bold ${danger ? 'text-red-800' : 'text-brand-900'}`}>
				{title}
			</h2>
			{children}
		</section>
	)
}

/**
 * A back-office panel beside or below a screen's list: a white card, a section named by its heading
 * (`title`, an h2 with id `id`), and its content. `className` adds to the card's own classes (its
 * margin, its height in a grid).
 */
import type { ReactNode } from 'react'

export function Panel({
	id,
	title,
	className = '',
	children,
}: {
	id: string
	title: ReactNode
	className?: string
	children: ReactNode
}) {
	return (
		<section
			aria-labelledby={id}
			className={`${className} rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5`}
		>
			<h2 id={id} className="text-brand-900 text-lg font-bold">
				{title}
			</h2>
			{children}
		</section>
	)
}

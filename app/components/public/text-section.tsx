/**
 * A section of a text page (the privacy notice, the accessibility statement): its h2 (`heading`,
 * id `id`, which names the section) and what follows.
 */
import type { ReactNode } from 'react'

export function TextSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id}>
			<h2 id={id} className="text-brand-900 text-2xl font-bold">
				{heading}
			</h2>
			{children}
		</section>
	)
}

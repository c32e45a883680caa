/**
 * The dark banner at the top of inner public pages: optional breadcrumb, the page's h1 (id
 * `page-title`, which a page's main region may name with `aria-labelledby`) and a line of text, as
 * wide as the page's content below it (`width`, 6xl by default). In the page's language (ADR 0059).
 */
import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from '#app/components/ui/breadcrumb.tsx'
import { m } from '#app/lib/i18n/messages.ts'

export function PageBanner({
	title,
	crumbs,
	width = 'max-w-6xl',
	children,
}: {
	title: string
	/** Trail after "Home" (in the page's language), the last one being the current page. */
	crumbs?: Crumb[]
	/** The content's Tailwind max-width class, so the banner's text lines up with it. */
	width?: 'max-w-5xl' | 'max-w-6xl'
	children?: ReactNode
}) {
	return (
		<div className="bg-brand-900 text-white">
			<div className={`mx-auto ${width} px-4 py-10`}>
				{crumbs ? (
					<Breadcrumb
						home={{ label: m.common_home(), to: '/' }}
						label={m.common_breadcrumb()}
						crumbs={crumbs}
						className="text-brand-100 text-sm"
						linkClassName="hover:text-gold-300 underline"
					/>
				) : null}
				<h1 id="page-title" className="mt-3 text-3xl font-extrabold sm:text-4xl">
					{title}
				</h1>
				{children ? <div className="text-brand-100 mt-2">{children}</div> : null}
			</div>
		</div>
	)
}

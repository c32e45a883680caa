/**
 * The frame of a back-office form page: the white card with the page's heading, the line under it
 * (what the form is for, or which record it changes) and, on the right, actions such as Delete.
 */
import type { ReactNode } from 'react'

/** The page frame: `title` as the h1, `subtitle` under it, `actions` on the right, then `children`. */
export function FormPage({
	title,
	subtitle,
	actions,
	children,
}: {
	title: string
	subtitle: ReactNode
	actions?: ReactNode
	children: ReactNode
}) {
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="mb-6 flex flex-wrap items-start justify-between gap-4">
				<div className="min-w-0">
					<h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
					<p className="mt-1 text-sm break-words text-slate-600">{subtitle}</p>
				</div>
				{actions}
			</div>
			{children}
		</section>
	)
}

/**
 * The frame every back office list screen shares (spec §2 lists, issue 5 §8): the page heading with
 * its "+ Add …" link, a card with the list's heading, search box, table and pager, and the Edit /
 * Delete pair of a row.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { SearchBox, TableFrame } from './list-controls.tsx'

/** The page's `h1` and its add link (`addLabel` after a "+"). */
export function ListPageHeader({
	title,
	addTo,
	addLabel,
}: {
	title: string
	addTo: string
	addLabel: string
}) {
	return (
		<div className="flex flex-wrap items-center justify-between gap-4">
			<h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
			<ButtonLink to={addTo}>
				<span aria-hidden="true">+</span> {addLabel}
			</ButtonLink>
		</div>
	)
}

/**
 * A list card: `title` (an `h2` with id `{id}-title`, which names the section) and an optional
 * `note` under it, the search box, `children` (the table) in a scrolling frame, then `pager`.
 */
export function ListCard({
	id,
	title,
	note,
	search,
	tableMaxHeight,
	pager,
	className = 'mt-6',
	children,
}: {
	id: string
	title: string
	note?: string
	search: { q: string; label: string; placeholder: string }
	/** The frame's Tailwind max-height class (`TableFrame`'s default otherwise). */
	tableMaxHeight?: string
	pager: ReactNode
	className?: string
	children: ReactNode
}) {
	return (
		<section
			aria-labelledby={`${id}-title`}
			className={`${className} rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5`}
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<div>
					<h2 id={`${id}-title`} className="text-brand-900 text-lg font-bold">
						{title}
					</h2>
					{note ? <p className="text-sm text-slate-600">{note}</p> : null}
				</div>
				{/* Full width on a phone: the search box's input has a fixed width from `sm` up. */}
				<div className="w-full sm:w-auto [&_form]:w-full [&_input]:min-w-0 [&_input]:flex-1 sm:[&_input]:w-64 sm:[&_input]:flex-none">
					<SearchBox q={search.q} label={search.label} placeholder={search.placeholder} />
				</div>
			</div>
			<div className="mt-4">
				<TableFrame maxHeight={tableMaxHeight}>{children}</TableFrame>
			</div>
			<div className="mt-4">{pager}</div>
		</section>
	)
}

/**
 * A row's Edit link and Delete button (which confirms first, issue 4 §4), stacked on a phone.
 * `name` completes both for screen readers ("Edit Ama Mensah"); `children` is the confirm text.
 */
export function RowActions({
	editTo,
	name,
	deleteTitle,
	deleteFields,
	children,
}: {
	editTo: string
	name: string
	deleteTitle: string
	deleteFields: Record<string, string | number>
	children: ReactNode
}) {
	return (
		<div className="flex flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
			<Link
				to={editTo}
				className="text-brand-700 ring-brand-200 hover:bg-brand-50 rounded-md px-3 py-1.5 text-center text-sm font-semibold ring-1"
			>
				Edit<span className="sr-only"> {name}</span>
			</Link>
			<ConfirmButton
				label={
					<>
						Delete<span className="sr-only"> {name}</span>
					</>
				}
				title={deleteTitle}
				fields={deleteFields}
			>
				{children}
			</ConfirmButton>
		</div>
	)
}

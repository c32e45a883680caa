/**
 * The controls of an admin list (part of the list kit, see `list-table.tsx` and `list-screen.tsx`):
 * search box, page-size choice and pager, sortable column header, the table's scrolling frame, the
 * empty row and an empty value. Plain GET links and forms: the state lives in the URL (bookmarkable,
 * back button works) and works without JavaScript.
 */
import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { CONFIRM_PARAM, SELECTED_PARAM } from '#app/components/ui/confirm-dialog.tsx'
import { pageCount, SEARCH_MAX_LENGTH } from '#app/lib/list-params.ts'

/**
 * The list's state in `search` (search, filters, sort, size, page), without a confirmation the page
 * was asked to show (`?confirm=…&selected=…`): a new search, sort or page leaves it behind.
 */
function listState(search: string): URLSearchParams {
	const params = new URLSearchParams(search)
	params.delete(CONFIRM_PARAM)
	params.delete(SELECTED_PARAM)
	return params
}

function withParams(search: string, changes: Record<string, string | null>): string {
	const params = listState(search)
	for (const [key, value] of Object.entries(changes)) {
		if (value === null) params.delete(key)
		else params.set(key, value)
	}
	const text = params.toString()
	return text ? `?${text}` : '?'
}

const SEARCH_INPUT = 'min-h-10 w-full rounded-md border border-slate-300 px-3 text-sm'

/**
 * The list's search: a GET form that keeps the list's other parameters (size, sort) and starts again
 * on page 1. Compact (a screen-reader label) unless `filters` adds more fields to the same form, e.g.
 * an edition select: then the labels show, the fields' own parameters (`filters.names`) are not kept
 * as hidden copies, and the form is keyed by `filters.key` (the URL's search and filter), so back and
 * forward show what the list shows.
 */
export function SearchBox({
	q,
	placeholder,
	label,
	filters,
}: {
	q: string
	placeholder: string
	label: string
	filters?: { names: readonly string[]; key: string; fields: ReactNode }
}) {
	const { search } = useLocation()
	const replaced = ['q', 'page', ...(filters?.names ?? [])]
	const input = (
		<input
			id="list-search"
			type="search"
			name="q"
			defaultValue={q}
			maxLength={SEARCH_MAX_LENGTH}
			placeholder={placeholder}
			className={filters ? SEARCH_INPUT : `${SEARCH_INPUT} sm:w-64`}
		/>
	)
	return (
		<Form
			key={filters?.key}
			method="get"
			role="search"
			className={filters ? 'flex flex-wrap items-end gap-3' : 'flex gap-2'}
		>
			{[...listState(search)]
				.filter(([key]) => !replaced.includes(key))
				.map(([key, value]) => (
					<input key={key} type="hidden" name={key} value={value} />
				))}
			{filters ? (
				<>
					<div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
						<label htmlFor="list-search" className="text-sm font-semibold text-slate-700">
							{label}
						</label>
						{input}
					</div>
					{filters.fields}
				</>
			) : (
				<>
					<label className="sr-only" htmlFor="list-search">
						{label}
					</label>
					{input}
				</>
			)}
			<button
				type="submit"
				className="bg-brand-700 hover:bg-brand-800 min-h-10 rounded-md px-4 text-sm font-semibold text-white"
			>
				Search
			</button>
		</Form>
	)
}

/**
 * A labelled select among a search form's `filters` (e.g. the edition or the status), applied at once
 * with JavaScript (the form is sent on change); without it, the Search button applies it.
 */
export function FilterSelect({
	id,
	name,
	label,
	value,
	options,
}: {
	id: string
	name: string
	label: string
	value: string
	options: readonly { value: string; label: string }[]
}) {
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-semibold text-slate-700">
				{label}
			</label>
			<select
				id={id}
				name={name}
				defaultValue={value}
				onChange={(event) => event.currentTarget.form?.requestSubmit()}
				className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
			>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</div>
	)
}

export function Pager({
	page,
	size,
	total,
	sizes,
	allowAll = false,
}: {
	page: number
	size: number | null
	total: number
	sizes: readonly number[]
	allowAll?: boolean
}) {
	const { search } = useLocation()
	const pages = pageCount(total, size)
	const first = total === 0 ? 0 : size === null ? 1 : (page - 1) * size + 1
	const last = size === null ? total : Math.min(total, page * size)
	return (
		<nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
			<Form method="get" className="flex items-center gap-2">
				{[...listState(search)]
					.filter(([key]) => key !== 'size' && key !== 'page')
					.map(([key, value]) => (
						<input key={key} type="hidden" name={key} value={value} />
					))}
				<label htmlFor="page-size">Rows per page</label>
				<select
					id="page-size"
					name="size"
					defaultValue={size === null ? 'all' : String(size)}
					onChange={(event) => event.currentTarget.form?.requestSubmit()}
					className="min-h-9 rounded-md border border-slate-300 px-2"
				>
					{sizes.map((s) => (
						<option key={s} value={s}>
							{s}
						</option>
					))}
					{allowAll ? <option value="all">All</option> : null}
				</select>
				<noscript>
					<button type="submit" className="rounded-md px-2 ring-1 ring-slate-300">
						Apply
					</button>
				</noscript>
			</Form>
			<p aria-live="polite">
				{first}–{last} of {total}
			</p>
			<div className="flex gap-2">
				{page > 1 ? (
					<Link
						to={withParams(search, { page: String(page - 1) })}
						className="rounded-md px-3 py-1.5 ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Previous
					</Link>
				) : (
					<span className="rounded-md px-3 py-1.5 text-slate-500 ring-1 ring-slate-200">Previous</span>
				)}
				{page < pages ? (
					<Link
						to={withParams(search, { page: String(page + 1) })}
						className="rounded-md px-3 py-1.5 ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Next
					</Link>
				) : (
					<span className="rounded-md px-3 py-1.5 text-slate-500 ring-1 ring-slate-200">Next</span>
				)}
			</div>
		</nav>
	)
}

/**
 * A sortable column header: a link that sorts by `column` (ascending first, then toggles), keeping
 * search and page size, back to page 1; `after` follows it (in a stacked column, the other values'
 * names, which may sort too: `SortLink`). `aria-sort` tells screen readers the current order, when
 * the table is sorted by `column` or one of `alsoSorts`.
 */
export function SortHeader({
	column,
	label,
	sort,
	dir,
	className,
	after,
	alsoSorts = [],
}: {
	column: string
	label: string
	sort: string
	dir: 'asc' | 'desc'
	/** Extra classes of the header cell, e.g. responsive hiding like its column's cells. */
	className?: string
	/** Shown after the sort link, e.g. the names of the values the column's cells also show. */
	after?: ReactNode
	/** The other sort values of links in `after`. */
	alsoSorts?: readonly string[]
}) {
	const active = sort === column || alsoSorts.includes(sort)
	return (
		<th
			scope="col"
			aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
			className={className ? `px-4 py-3 ${className}` : 'px-4 py-3'}
		>
			<SortLink column={column} label={label} sort={sort} dir={dir} />
			{after}
		</th>
	)
}

/** The link of a sortable header: sorts by `column`, ascending first, then toggling. */
export function SortLink({
	column,
	label,
	sort,
	dir,
}: {
	column: string
	label: string
	sort: string
	dir: 'asc' | 'desc'
}) {
	const { search } = useLocation()
	const active = sort === column
	const next = active && dir === 'asc' ? 'desc' : 'asc'
	return (
		<Link
			to={withParams(search, { sort: column, dir: next, page: null })}
			className="hover:text-brand-700 inline-flex items-center gap-1"
		>
			{label}
			<span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
			<span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
		</Link>
	)
}

/**
 * The frame of an admin table: scrolls both ways inside the card with a sticky header (`thead`
 * gets `sticky top-0`); positioned so screen-reader-only texts inside stay within the scroll area.
 * With a `label` it is a named group in the tab order, so a keyboard can scroll a table that holds
 * no link or button (WCAG 2.1.1; axe's "scrollable-region-focusable").
 */
export function TableFrame({
	children,
	maxHeight = 'max-h-[36rem]',
	label,
}: {
	children: ReactNode
	maxHeight?: string
	label?: string
}) {
	return (
		<div
			className={`focus-visible:outline-brand-700 relative overflow-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 ${maxHeight}`}
			{...(label ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
		>
			{children}
		</div>
	)
}

/** The empty-table text, across the whole row. */
export function EmptyRow({ colSpan }: { colSpan: number }) {
	return (
		<tr>
			<td colSpan={colSpan} className="px-4 py-8 text-center text-slate-600">
				There are no records to display
			</td>
		</tr>
	)
}

/** An empty value in a table cell: a grey dash. */
export function NoValue() {
	return <span className="text-slate-500">—</span>
}

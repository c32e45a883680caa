/**
 * The screen of a registration list (issue 6): /admin/attendees and /admin/partnerships. Search and
 * edition filter (one GET form, so they combine with sort and page size), the total, Export to CSV
 * (keeps search, filter and sort), a table with a sticky header, sortable columns, selectable rows,
 * "Delete selected" and a Delete per row (each behind a confirm dialog), and the pager.
 */
import { type ReactNode, useState } from 'react'
import { Form, useLocation } from 'react-router'
import { EmptyRow, Pager, SortHeader, TableFrame } from '#app/components/admin/list-controls.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { SEARCH_MAX_LENGTH } from '#app/lib/list-params.ts'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import type { EditionOption } from '../registration-list.ts'

export interface RegistrationColumn<Row> {
	key: string
	label: string
	/** The URL `sort` value when the column is sortable. */
	sort?: string
	cell: (row: Row) => ReactNode
	/** Extra classes of the column's cells. */
	className?: string
}

export interface RegistrationListViewProps<Row extends { id: number }> {
	/** Page heading, e.g. "Attendees". */
	title: string
	/** What a row is, for texts: ["registration", "registrations"]. */
	noun: readonly [string, string]
	columns: readonly RegistrationColumn<Row>[]
	rows: readonly Row[]
	/** A row's name for screen readers and the delete dialog, e.g. the person and their email. */
	rowName: (row: Row) => string
	params: {
		q: string
		page: number
		size: number | null
		sort: string
		dir: 'asc' | 'desc'
		editionId: number | null
	}
	total: number
	sizes: readonly number[]
	allowAll?: boolean
	editions: readonly EditionOption[]
	searchLabel: string
	searchPlaceholder: string
	/** Export link (with the list's search, filter and sort) and the file it downloads. */
	exportHref: string
	exportFileName: string
}

const headerCell = 'px-3 py-3 whitespace-nowrap'

/**
 * While the table scrolls sideways the Delete column stays at the right edge and, on wide screens,
 * the checkbox and the name stay at the left, so a row is always identifiable and actionable.
 */
const stickyEnd = 'sticky right-0 shadow-[inset_1px_0_0_var(--color-slate-200)]'
const stickyCheck = 'lg:sticky lg:left-0'
const stickyName = 'lg:sticky lg:left-10 lg:shadow-[inset_-1px_0_0_var(--color-slate-200)]'
/**
 * Header cells: a bottom line drawn as a shadow (a collapsed border would not stay with a sticky
 * header), and the name's header cell sticky like its column — set from the row because the shared
 * `SortHeader` renders that cell.
 */
const headerRow =
	'[&>th]:bg-slate-50 [&>th]:shadow-[inset_0_-1px_0_var(--color-slate-200)] lg:[&>th:nth-child(2)]:sticky lg:[&>th:nth-child(2)]:left-10 lg:[&>th:nth-child(2)]:shadow-[inset_-1px_-1px_0_var(--color-slate-200)] [&>th:last-child]:shadow-[inset_1px_-1px_0_var(--color-slate-200)]'

export function RegistrationListView<Row extends { id: number }>(props: RegistrationListViewProps<Row>) {
	const { title, noun, columns, rows, rowName, params, total } = props
	const rowsKey = rows.map((r) => r.id).join(',')
	// The selection belongs to the rows on screen: a new page, search or delete clears it.
	const [selection, setSelection] = useState<{ rowsKey: string; ids: ReadonlySet<number> }>({
		rowsKey,
		ids: new Set(),
	})
	const selected = selection.rowsKey === rowsKey ? selection.ids : new Set<number>()
	const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id))
	const someSelected = selected.size > 0 && !allSelected
	const select = (ids: Set<number>) => setSelection({ rowsKey, ids })
	const toggle = (id: number) => {
		const next = new Set(selected)
		if (next.has(id)) next.delete(id)
		else next.add(id)
		select(next)
	}
	const selectedIds = rows.filter((r) => selected.has(r.id)).map((r) => r.id)
	const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
	const filtered = params.q !== '' || params.editionId !== null

	return (
		<>
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 id={titleId} className="text-brand-900 text-2xl font-bold">
						{title}
					</h1>
					<p className="mt-1 text-sm text-slate-600" data-testid="list-total">
						Total: <strong className="text-slate-900">{total.toLocaleString('en-GB')}</strong>{' '}
						{total === 1 ? noun[0] : noun[1]}
						{filtered ? ' matching the search and filter' : ''}
					</p>
				</div>
				<a href={props.exportHref} download={props.exportFileName} className={buttonClasses('brand')}>
					<svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
						<path d="M10 2a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
					</svg>
					Export to CSV
				</a>
			</div>

			<section
				aria-labelledby={titleId}
				className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
			>
				<FilterForm {...props} />

				<div className="mt-4 flex flex-wrap items-center justify-between gap-3">
					<p className="text-sm text-slate-600" aria-live="polite">
						{selectedIds.length > 0
							? `${selectedIds.length} selected`
							: `Select ${noun[1]} to delete several at once`}
					</p>
					{selectedIds.length > 0 ? (
						<ConfirmButton
							label={`Delete selected (${selectedIds.length})`}
							title={`Delete ${selectedIds.length} ${selectedIds.length === 1 ? noun[0] : noun[1]}?`}
							fields={{ intent: 'delete', ids: selectedIds.join(',') }}
							className="min-h-10 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
						>
							<p>
								{selectedIds.length === 1
									? `${rowName(rows.find((r) => selected.has(r.id))!)} will be removed.`
									: `The ${selectedIds.length} selected ${noun[1]} will be removed.`}{' '}
								They disappear from the list, the counts and the exports. This cannot be undone.
							</p>
						</ConfirmButton>
					) : (
						<button
							type="button"
							disabled
							className="min-h-10 cursor-not-allowed rounded-md bg-slate-200 px-4 text-sm font-semibold text-slate-600"
						>
							Delete selected
						</button>
					)}
				</div>

				<div className="mt-3">
					<TableFrame>
						<table className="w-full text-left text-sm">
							<caption className="sr-only">
								{title}
								{params.q ? `, matching “${params.q}”` : ''}, page {params.page}
							</caption>
							<thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
								<tr className={headerRow}>
									<th scope="col" className={`w-10 min-w-10 px-3 py-3 ${stickyCheck}`}>
										<input
											type="checkbox"
											aria-label={`Select every ${noun[0]} on this page`}
											className="size-4 align-middle"
											checked={allSelected}
											disabled={rows.length === 0}
											ref={(el) => {
												if (el) el.indeterminate = someSelected
											}}
											onChange={() => select(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
										/>
									</th>
									{columns.map((column) =>
										column.sort ? (
											<SortHeader
												key={column.key}
												column={column.sort}
												label={column.label}
												sort={params.sort}
												dir={params.dir}
											/>
										) : (
											<th key={column.key} scope="col" className={headerCell}>
												{column.label}
											</th>
										),
									)}
									<th scope="col" className={`${headerCell} sticky right-0`}>
										Delete
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{rows.length === 0 ? (
									<EmptyRow colSpan={columns.length + 2} />
								) : (
									rows.map((row) => {
										const name = rowName(row)
										const isSelected = selected.has(row.id)
										return (
											<tr
												key={row.id}
												data-testid="registration-row"
												className={isSelected ? 'bg-brand-50' : 'bg-white hover:bg-slate-50'}
											>
												<td className={`w-10 min-w-10 px-3 py-2.5 ${stickyCheck} bg-inherit`}>
													<input
														type="checkbox"
														aria-label={`Select ${name}`}
														className="size-4 align-middle"
														checked={isSelected}
														onChange={() => toggle(row.id)}
													/>
												</td>
												{columns.map((column, index) =>
													index === 0 ? (
														<th
															key={column.key}
															scope="row"
															className={`px-3 py-2.5 font-semibold text-slate-900 ${stickyName} bg-inherit ${column.className ?? ''}`}
														>
															{column.cell(row)}
														</th>
													) : (
														<td key={column.key} className={`px-3 py-2.5 ${column.className ?? ''}`}>
															{column.cell(row)}
														</td>
													),
												)}
												<td className={`px-3 py-2.5 ${stickyEnd} bg-inherit`}>
													<ConfirmButton
														label={
															<>
																Delete<span className="sr-only"> {name}</span>
															</>
														}
														title={`Delete this ${noun[0]}?`}
														fields={{ intent: 'delete', ids: row.id }}
													>
														<p>
															{name} will be removed. It disappears from the list, the counts and the exports.
															This cannot be undone.
														</p>
													</ConfirmButton>
												</td>
											</tr>
										)
									})
								)}
							</tbody>
						</table>
					</TableFrame>
				</div>
				<div className="mt-4">
					<Pager
						page={params.page}
						size={params.size}
						total={total}
						sizes={props.sizes}
						allowAll={props.allowAll}
					/>
				</div>
			</section>
		</>
	)
}

/**
 * Search and edition filter in one GET form that keeps the sort and page size (and goes back to
 * page 1). The edition select applies at once with JavaScript; the Search button applies both.
 */
function FilterForm<Row extends { id: number }>({
	params,
	editions,
	searchLabel,
	searchPlaceholder,
}: RegistrationListViewProps<Row>) {
	const { search } = useLocation()
	const kept = [...new URLSearchParams(search)].filter(([key]) => ['sort', 'dir', 'size'].includes(key))
	return (
		// Keyed by the URL's search and filter, so back and forward show what the list shows.
		<Form
			key={`${params.q}|${params.editionId}`}
			method="get"
			role="search"
			className="flex flex-wrap items-end gap-3"
		>
			{kept.map(([key, value]) => (
				<input key={key} type="hidden" name={key} value={value} />
			))}
			<div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
				<label htmlFor="list-search" className="text-sm font-semibold text-slate-700">
					{searchLabel}
				</label>
				<input
					id="list-search"
					type="search"
					name="q"
					defaultValue={params.q}
					maxLength={SEARCH_MAX_LENGTH}
					placeholder={searchPlaceholder}
					className="min-h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
				/>
			</div>
			<div className="flex flex-col gap-1">
				<label htmlFor="list-edition" className="text-sm font-semibold text-slate-700">
					Edition
				</label>
				<select
					id="list-edition"
					name="edition"
					defaultValue={params.editionId === null ? '' : String(params.editionId)}
					onChange={(event) => event.currentTarget.form?.requestSubmit()}
					className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
				>
					<option value="">All editions</option>
					{editions.map((edition) => (
						<option key={edition.id} value={edition.id}>
							{edition.label}
						</option>
					))}
				</select>
			</div>
			<button
				type="submit"
				className="bg-brand-700 hover:bg-brand-800 min-h-10 rounded-md px-4 text-sm font-semibold text-white"
			>
				Search
			</button>
		</Form>
	)
}

/** An email address that may wrap before the `@` and before each dot of the domain, never mid-word. */
export function BreakableEmail({ email }: { email: string }) {
	const at = email.lastIndexOf('@')
	if (at < 0) return <>{email}</>
	const [first, ...rest] = email.slice(at + 1).split('.')
	return (
		<>
			{email.slice(0, at)}
			<wbr />@{first}
			{rest.map((part, i) => (
				<span key={i}>
					<wbr />.{part}
				</span>
			))}
		</>
	)
}

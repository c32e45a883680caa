/**
 * The table of a back office list, driven by column definitions (docs/architecture.md): a scrolling
 * frame with a sticky header, sortable column headers, a screen-reader caption naming the view, the
 * empty-table row, and, for lists that offer it, a checkbox per row with "select all", "Delete
 * selected" and a Delete per row (each behind a confirm dialog).
 *
 * Without JavaScript the row checkboxes belong to a GET form whose "Delete selected" asks the server
 * for the page again with `?confirm=selected&selected=<id>…`: the page comes back with those rows
 * ticked and the confirm dialog open (see `ConfirmButton`).
 */
import { type ReactNode, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { CONFIRM_PARAM, ConfirmButton, SELECTED_PARAM } from '#app/components/ui/confirm-dialog.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import type { ListParams } from '#app/lib/list-params.ts'
import { EmptyRow, SortHeader, SortLink, TableFrame } from './list-controls.tsx'

/**
 * A column's `className` that hides it below 1280 px, for tables whose row header cell lists the
 * hidden columns' values under its own on narrower screens.
 */
export const WIDE_SCREENS_ONLY = 'max-xl:hidden'

export interface ListColumn<Row> {
	/** Unique among the table's columns. */
	key: string
	/** Header text. */
	label: string
	/**
	 * The names of other values the cells show under the column's own (a stacked column, so a wide
	 * table fits a laptop screen): the header reads "Email / Phone / Whatsapp". A value that sorts
	 * gives its `sort`, and its name is a sort link too.
	 */
	subLabels?: readonly (string | { label: string; sort: string })[]
	/** The header is for screen readers only (an actions column). */
	hiddenLabel?: boolean
	/** The URL `sort` value when the column sorts. */
	sort?: string
	cell: (row: Row) => ReactNode
	/** Classes of the header and the cells alike, e.g. responsive hiding (`hidden lg:table-cell`). */
	className?: string
	/** Classes of the cells only: widths, wrapping, fonts (a row header is bold only when told so). */
	cellClassName?: string
	/** The cells' padding, instead of the table's. */
	padding?: string
	/** The cells name their row: `th scope="row"`. */
	rowHeader?: boolean
}

/** The delete-several feature of a list: what a row is called and what its forms post. */
export interface ListSelection<Row> {
	/** What a row is, for texts: ["registration", "registrations"]. */
	noun: readonly [string, string]
	/** A row's name for screen readers and the confirm dialogs, e.g. the person and their email. */
	rowName: (row: Row) => string
	/** The posted `intent`; the ids go in `ids`, comma-separated. */
	intent: string
	/** Where a deleted row disappears from: "the list, the counts and the exports". */
	removedFrom: string
}

/** A list's table, all but its data: columns and presentation. A list module defines it once. */
export interface ListTableDefinition<Row extends { id: number }> {
	columns: readonly ListColumn<Row>[]
	/** The caption's start ("Active users"); it goes on with the search and the page. None: no caption. */
	caption?: string
	/** Each row's `data-testid`. */
	rowTestId?: string
	rowClassName?: string | ((row: Row) => string)
	/**
	 * Cell padding: `normal` (px-4), `compact` (px-3, for tables with many columns) or `dense` (px-3
	 * and shorter rows, headers on one line). Sortable headers keep the padding of `SortHeader`.
	 */
	density?: keyof typeof DENSITY
	/** The frame's max-height class. */
	maxHeight?: string
	/** Selectable rows with "Delete selected" and a Delete column. */
	selection?: ListSelection<Row>
}

export interface ListTableProps<Row extends { id: number }> {
	table: ListTableDefinition<Row>
	/** The loaded list (a `ListPage`): its rows, and its search, page and sort for caption and headers. */
	list: { params: Pick<ListParams, 'q' | 'page' | 'sort' | 'dir'>; rows: readonly Row[] }
}

const HEAD = 'sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase'

/** Padding of the plain header cells and of the body cells, by density. */
const DENSITY = {
	normal: { header: 'px-4 py-3', cell: 'px-4 py-3' },
	compact: { header: 'px-3 py-3', cell: 'px-3 py-3' },
	dense: { header: 'px-3 py-3 whitespace-nowrap', cell: 'px-3 py-2.5' },
}

/**
 * With selection, while the table scrolls sideways the Delete column stays at the right edge and, on
 * wide screens, the checkbox and the row's name stay at the left, so a row is always identifiable and
 * actionable. Header cells draw their bottom line as a shadow (a collapsed border would not stay with
 * a sticky header); the name's header cell is made sticky from the row because `SortHeader` renders it.
 */
const STICKY = {
	// A confirmation the server renders open (no JavaScript) sits in this cell: above the sticky header.
	end: 'sticky right-0 shadow-[inset_1px_0_0_var(--color-slate-200)] has-[dialog[open]]:z-30',
	check: 'lg:sticky lg:left-0',
	name: 'lg:sticky lg:left-10 lg:shadow-[inset_-1px_0_0_var(--color-slate-200)]',
	headerRow:
		'[&>th]:bg-slate-50 [&>th]:shadow-[inset_0_-1px_0_var(--color-slate-200)] lg:[&>th:nth-child(2)]:sticky lg:[&>th:nth-child(2)]:left-10 lg:[&>th:nth-child(2)]:shadow-[inset_-1px_-1px_0_var(--color-slate-200)] [&>th:last-child]:shadow-[inset_1px_-1px_0_var(--color-slate-200)]',
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** A stacked column's other names in its header (" / Phone / Whatsapp"), sort links where they sort. */
function subLabels(column: ListColumn<never>, params: Pick<ListParams, 'sort' | 'dir'>): ReactNode {
	return column.subLabels?.map((sub) => (
		<span key={typeof sub === 'string' ? sub : sub.sort}>
			{' / '}
			{typeof sub === 'string' ? (
				<span className="font-normal">{sub}</span>
			) : (
				<SortLink column={sub.sort} label={sub.label} sort={params.sort} dir={params.dir} />
			)}
		</span>
	))
}

/** The sort values of a stacked column's sortable names. */
const subSorts = (column: ListColumn<never>) =>
	column.subLabels?.flatMap((sub) => (typeof sub === 'string' ? [] : [sub.sort]))

export function ListTable<Row extends { id: number }>({
	table: { columns, caption, rowTestId, rowClassName, density = 'normal', maxHeight, selection },
	list: { params, rows },
}: ListTableProps<Row>) {
	const { header: headerPadding, cell: cellPadding } = DENSITY[density]
	const picked = useSelection(rows)
	const hydrated = useHydrated()
	const frame = (
		<TableFrame maxHeight={maxHeight} label={caption}>
			<table className="w-full text-left text-sm">
				{caption ? (
					<caption className="sr-only">
						{caption}
						{params.q ? `, matching “${params.q}”` : ''}, page {params.page}
					</caption>
				) : null}
				<thead className={HEAD}>
					<tr className={selection ? STICKY.headerRow : undefined}>
						{selection ? (
							<th scope="col" className={`w-10 min-w-10 ${headerPadding} ${STICKY.check}`}>
								{hydrated ? (
									<input
										type="checkbox"
										aria-label={`Select every ${selection.noun[0]} on this page`}
										className="size-4 align-middle"
										checked={picked.all}
										disabled={rows.length === 0}
										ref={(el) => {
											if (el) el.indeterminate = picked.some
										}}
										onChange={picked.toggleAll}
									/>
								) : (
									<span className="sr-only">Select</span>
								)}
							</th>
						) : null}
						{columns.map((column) =>
							column.sort ? (
								<SortHeader
									key={column.key}
									column={column.sort}
									label={column.label}
									sort={params.sort}
									dir={params.dir}
									className={column.className}
									after={subLabels(column, params)}
									alsoSorts={subSorts(column)}
								/>
							) : (
								<th
									key={column.key}
									scope="col"
									className={classes(
										headerPadding,
										column.subLabels && 'whitespace-normal!',
										column.className,
									)}
								>
									{column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
									{subLabels(column, params)}
								</th>
							),
						)}
						{selection ? (
							<th scope="col" className={`${headerPadding} sticky right-0`}>
								Delete
							</th>
						) : null}
					</tr>
				</thead>
				<tbody className="divide-y divide-slate-100">
					{rows.length === 0 ? (
						<EmptyRow colSpan={columns.length + (selection ? 2 : 0)} />
					) : (
						rows.map((row) => {
							const selected = picked.ids.has(row.id)
							const name = selection?.rowName(row) ?? ''
							return (
								<tr
									key={row.id}
									data-testid={rowTestId}
									className={
										classes(
											selection && (selected ? 'bg-brand-50' : 'bg-white hover:bg-slate-50'),
											typeof rowClassName === 'function' ? rowClassName(row) : rowClassName,
										) || undefined
									}
								>
									{selection ? (
										<td className={`w-10 min-w-10 ${cellPadding} ${STICKY.check} bg-inherit`}>
											<input
												type="checkbox"
												name={SELECTED_PARAM}
												value={row.id}
												form={BULK_FORM}
												aria-label={`Select ${name}`}
												className="size-4 align-middle"
												checked={selected}
												onChange={() => picked.toggle(row.id)}
											/>
										</td>
									) : null}
									{columns.map((column) => {
										const Cell = column.rowHeader ? 'th' : 'td'
										return (
											<Cell
												key={column.key}
												scope={column.rowHeader ? 'row' : undefined}
												className={classes(
													column.padding ?? cellPadding,
													column.rowHeader && 'text-slate-900',
													column.rowHeader && selection && `${STICKY.name} bg-inherit`,
													column.className,
													column.cellClassName,
												)}
											>
												{column.cell(row)}
											</Cell>
										)
									})}
									{selection ? (
										<td className={`${cellPadding} ${STICKY.end} bg-inherit`}>
											<ConfirmButton
												label={
													<>
														Delete<span className="sr-only"> {name}</span>
													</>
												}
												title={`Delete this ${selection.noun[0]}?`}
												fields={{ intent: selection.intent, ids: row.id }}
											>
												<p>
													{name} will be removed. It disappears from {selection.removedFrom}. This cannot be
													undone.
												</p>
											</ConfirmButton>
										</td>
									) : null}
								</tr>
							)
						})
					)}
				</tbody>
			</table>
		</TableFrame>
	)
	if (!selection) return <div className="mt-4">{frame}</div>
	return (
		<>
			<SelectionBar rows={rows} ids={picked.ids} selection={selection} />
			<div className="mt-3">{frame}</div>
		</>
	)
}

/**
 * The rows picked by their checkboxes, at first those the URL names (`selected`). The selection
 * belongs to the rows on screen: a new page, search or delete clears it.
 */
function useSelection(rows: readonly { id: number }[]) {
	const rowsKey = rows.map((r) => r.id).join(',')
	const [searchParams] = useSearchParams()
	const [selection, setSelection] = useState<{ rowsKey: string; ids: ReadonlySet<number> }>(() => {
		// The rows a "Delete selected" without JavaScript sent: ticked again on the page it asked for.
		const sent = new Set(searchParams.getAll(SELECTED_PARAM))
		return { rowsKey, ids: new Set(rows.filter((r) => sent.has(String(r.id))).map((r) => r.id)) }
	})
	const ids = selection.rowsKey === rowsKey ? selection.ids : new Set<number>()
	const all = rows.length > 0 && rows.every((r) => ids.has(r.id))
	const select = (next: Set<number>) => setSelection({ rowsKey, ids: next })
	return {
		ids,
		all,
		some: ids.size > 0 && !all,
		toggleAll: () => select(all ? new Set() : new Set(rows.map((r) => r.id))),
		toggle: (id: number) => {
			const next = new Set(ids)
			if (next.has(id)) next.delete(id)
			else next.add(id)
			select(next)
		},
	}
}

/** The id of the GET form the row checkboxes belong to without JavaScript. */
const BULK_FORM = 'delete-selected'

/** The `confirm` value of "Delete selected". */
const BULK_KEY = 'selected'

/**
 * How many rows are selected, and "Delete selected": disabled while none is, with JavaScript; without
 * it, the submit button of the GET form that asks for the confirmation (see the module's comment).
 */
function SelectionBar<Row extends { id: number }>({
	rows,
	ids,
	selection,
}: {
	rows: readonly Row[]
	ids: ReadonlySet<number>
	selection: ListSelection<Row>
}) {
	const hydrated = useHydrated()
	const location = useLocation()
	const asked = new URLSearchParams(location.search).get(CONFIRM_PARAM) === BULK_KEY
	const chosen = rows.filter((r) => ids.has(r.id))
	const count = chosen.length
	const [one, many] = selection.noun
	let button: ReactNode
	if (count > 0 && (hydrated || asked)) {
		button = (
			<ConfirmButton
				label={`Delete selected (${count})`}
				title={`Delete ${count} ${count === 1 ? one : many}?`}
				fields={{ intent: selection.intent, ids: chosen.map((r) => r.id).join(',') }}
				confirmKey={BULK_KEY}
				className="min-h-10 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
			>
				<p>
					{count === 1
						? `${selection.rowName(chosen[0]!)} will be removed.`
						: `The ${count} selected ${many} will be removed.`}{' '}
					They disappear from {selection.removedFrom}. This cannot be undone.
				</p>
			</ConfirmButton>
		)
	} else if (hydrated) {
		button = (
			<button
				type="button"
				disabled
				className="min-h-10 cursor-not-allowed rounded-md bg-slate-200 px-4 text-sm font-semibold text-slate-600"
			>
				Delete selected
			</button>
		)
	} else {
		const keep = [...new URLSearchParams(location.search)].filter(
			([name]) => name !== CONFIRM_PARAM && name !== SELECTED_PARAM,
		)
		button = (
			<form id={BULK_FORM} method="get" action={location.pathname}>
				{keep.map(([name, value], i) => (
					<input key={i} type="hidden" name={name} value={value} />
				))}
				<input type="hidden" name={CONFIRM_PARAM} value={BULK_KEY} />
				<button
					type="submit"
					className="min-h-10 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
				>
					Delete selected
				</button>
			</form>
		)
	}
	return (
		<div className="mt-4 flex flex-wrap items-center justify-between gap-3">
			{asked && count === 0 ? (
				<p className="text-sm font-semibold text-red-700" role="alert">
					Tick the {many} to delete first, then press “Delete selected”.
				</p>
			) : (
				<p className="text-sm text-slate-600" aria-live="polite">
					{count > 0 ? `${count} selected` : `Select ${many} to delete several at once`}
				</p>
			)}
			{button}
		</div>
	)
}

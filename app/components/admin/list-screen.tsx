/**
 * The frame every back office list screen shares (docs/architecture.md): the page heading with its
 * "+ Add …" link, a card with the list's heading, search box (or its own filter form), table and
 * pager, and the columns of a row's Edit link and Delete button (Delete always confirms first): one
 * Actions column (`actionsColumn`), or, in a compact table, an Edit and a Delete column
 * (`editColumn`, `deleteColumn`); and for rows in an order staff choose, the up and down buttons
 * (`MoveButtons`, `orderColumn`).
 */
import { type ReactNode, useId } from 'react'
import { Form, Link } from 'react-router'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import type { ListParams } from '#app/lib/list-params.ts'
import { BackOfficeTitle, useScreenName } from './back-office-title.tsx'
import { Pager, SearchBox } from './list-controls.tsx'
import { type ListColumn, ListTable, type ListTableDefinition, type ListTableProps } from './list-table.tsx'

/** The page's `h1` and its add link (`addLabel` after a "+"), when the list has one. */
export function ListPageHeader({
	title,
	addTo,
	addLabel,
}: {
	title: string
	addTo?: string
	addLabel?: string
}) {
	return (
		<div className="flex flex-wrap items-center justify-between gap-4">
			<h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
			{addTo ? (
				<ButtonLink to={addTo}>
					<span aria-hidden="true">+</span> {addLabel}
				</ButtonLink>
			) : null}
		</div>
	)
}

/** What the card's search box and pager need of a loaded list (a `ListPage` from the list loader). */
export interface PagedList {
	params: Pick<ListParams, 'q' | 'page' | 'size'>
	total: number
	sizes: readonly number[]
	allowAll: boolean
}

/**
 * A list card, named by its heading: `title` (an `h2` with id `{id}-title`, `id` made up if not given) with an optional `note`
 * under it and the search box beside it; or, for a screen with its own filter form, `labelledBy` (the
 * id of the heading naming the card) and `filter`. Then `children` (the `ListTable`) and the pager.
 */
export function ListCard({
	id,
	title,
	note,
	search,
	labelledBy,
	filter,
	list,
	className = 'mt-6',
	padding = 'p-4 sm:p-5',
	children,
}: {
	id?: string
	title?: string
	note?: string
	/** The search box's label (for screen readers) and placeholder; its text is the list's `q`. */
	search?: { label: string; placeholder: string }
	labelledBy?: string
	filter?: ReactNode
	list: PagedList
	/** Classes placing the card (margins, grid). */
	className?: string
	padding?: string
	children: ReactNode
}) {
	const generatedId = useId()
	const headingId = `${id ?? generatedId}-title`
	return (
		<section
			aria-labelledby={labelledBy ?? headingId}
			className={`${className} rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${padding}`}
		>
			{title ? (
				<div className="flex flex-wrap items-center justify-between gap-3">
					<div>
						<h2 id={headingId} className="text-brand-900 text-lg font-bold">
							{title}
						</h2>
						{note ? <p className="text-sm text-slate-600">{note}</p> : null}
					</div>
					{search ? (
						// Full width on a phone: the search box's input has a fixed width from `sm` up.
						<div className="w-full sm:w-auto [&_form]:w-full [&_input]:min-w-0 [&_input]:flex-1 sm:[&_input]:w-64 sm:[&_input]:flex-none">
							<SearchBox q={list.params.q} label={search.label} placeholder={search.placeholder} />
						</div>
					) : null}
				</div>
			) : null}
			{filter}
			{children}
			<div className="mt-4">
				<Pager
					page={list.params.page}
					size={list.params.size}
					total={list.total}
					sizes={list.sizes}
					allowAll={list.allowAll}
				/>
			</div>
		</section>
	)
}

/**
 * A simple list screen, all but its data: the add link beside the heading, the card's heading and
 * note, the search box and the table (its caption is the card's title unless it names its own).
 * The heading (and document title) is the screen's breadcrumb (`handle.breadcrumb` of its route). A
 * list module defines it once beside its columns.
 */
export interface ListScreenDefinition<Row extends { id: number }> {
	/** The "+ Add …" link beside the heading; none for a list nobody adds to (the Mail screen). */
	add?: { to: string; label: string }
	card: { title: string; note?: string }
	search: { label: string; placeholder: string }
	table: ListTableDefinition<Row>
}

/**
 * A list screen (see `ListScreenDefinition`) showing `list`, a route's loader data (a `ListPage`).
 * `aside`, when given, stands beside the card on wide screens (e.g. the sponsor tiers' order);
 * `filter` replaces the search box with a search form that has filters.
 */
export function ListScreen<Row extends { id: number }>({
	screen: { add, card, search, table },
	list,
	aside,
	filter,
}: {
	screen: ListScreenDefinition<Row>
	list: PagedList & ListTableProps<Row>['list']
	aside?: ReactNode
	/** A search form with filters (`SearchBox` with `filters`), in place of the plain search box. */
	filter?: ReactNode
}) {
	const name = useScreenName()
	const listCard = (
		<ListCard
			{...card}
			search={filter ? undefined : search}
			filter={filter ? <div className="mt-3">{filter}</div> : undefined}
			list={list}
			className={aside ? 'min-w-0' : undefined}
		>
			<ListTable table={{ caption: card.title, ...table }} list={list} />
		</ListCard>
	)
	return (
		<>
			<BackOfficeTitle name={name} />
			<ListPageHeader title={name} addTo={add?.to} addLabel={add?.label} />
			{aside ? (
				<div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
					{listCard}
					{aside}
				</div>
			) : (
				listCard
			)}
		</>
	)
}

const editLinkClasses =
	'text-brand-700 ring-brand-200 hover:bg-brand-50 text-center text-sm font-semibold ring-1'

/**
 * A row's Edit link; `name` completes it for screen readers ("Edit Ama Mensah"). `compact` for a
 * table that gives Edit a column of its own.
 */
export function EditLink({ to, name, compact = false }: { to: string; name: string; compact?: boolean }) {
	return (
		<Link
			to={to}
			className={`${editLinkClasses} ${compact ? 'inline-block rounded-md px-2.5 py-1.5' : 'rounded-md px-3 py-1.5'}`}
		>
			Edit<span className="sr-only"> {name}</span>
		</Link>
	)
}

/**
 * A row's Delete button: it opens a confirm dialog titled `title` saying `children`, whose Delete
 * posts `fields` (e.g. intent and id) to the list's action. `name` completes the button for screen
 * readers ("Delete Ama Mensah").
 */
export function DeleteButton({
	name,
	title,
	fields,
	compact = false,
	children,
}: {
	name: string
	title: string
	fields: Record<string, string | number>
	compact?: boolean
	children: ReactNode
}) {
	return (
		<ConfirmButton
			label={
				<>
					Delete<span className="sr-only"> {name}</span>
				</>
			}
			title={title}
			fields={fields}
			className={
				compact
					? 'rounded-md px-2.5 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50'
					: undefined
			}
		>
			{children}
		</ConfirmButton>
	)
}

/**
 * The Actions column of a list (its header for screen readers only): each row's Edit link to
 * `editTo(row)`, when the list edits, and Delete button, stacked on a phone. Delete posts `intent` and
 * the row's `id` after a confirm dialog titled "Delete {name}?" saying `body(row, name)`; `name(row)`
 * completes both for screen readers ("Edit Ama Mensah"). `stacked` keeps Edit above Delete at every
 * width.
 */
export function actionsColumn<Row extends { id: number }>({
	editTo,
	intent,
	name,
	body,
	stacked = false,
}: {
	editTo?: (row: Row) => string
	intent: string
	name: (row: Row) => string
	body: (row: Row, name: string) => ReactNode
	/** Edit above Delete at every width, for a table that shares the screen with a side panel. */
	stacked?: boolean
}): ListColumn<Row> {
	return {
		key: 'actions',
		label: 'Actions',
		hiddenLabel: true,
		cellClassName: editTo ? undefined : 'text-right',
		cell: (row) => {
			const named = name(row)
			const deleteButton = (
				<DeleteButton name={named} title={`Delete ${named}?`} fields={{ intent, id: row.id }}>
					{body(row, named)}
				</DeleteButton>
			)
			return editTo ? (
				<div className={`flex flex-col items-stretch gap-2 ${stacked ? '' : 'sm:flex-row sm:justify-end'}`}>
					<EditLink to={editTo(row)} name={named} />
					{deleteButton}
				</div>
			) : (
				deleteButton
			)
		},
	}
}

/**
 * The Edit column of a table that gives each row action a column of its own: the row's compact
 * `EditLink` to `to(row)`, completed for screen readers by `name(row)`.
 */
export function editColumn<Row>(to: (row: Row) => string, name: (row: Row) => string): ListColumn<Row> {
	return { key: 'edit', label: 'Edit', cell: (row) => <EditLink to={to(row)} name={name(row)} compact /> }
}

/**
 * The Delete column beside `editColumn`: the row's compact `DeleteButton`, posting `intent` and the
 * row's `id`, completed for screen readers by `name(row)`, its confirm dialog titled `title(row)`
 * ("Delete {name}?" unless given) and saying `body(row)`. A row for which `refusal(row)` returns a text cannot be deleted: the cell shows
 * that text instead of the button.
 */
export function deleteColumn<Row extends { id: number }>({
	intent,
	name,
	title,
	body,
	refusal,
}: {
	intent: string
	name: (row: Row) => string
	title?: (row: Row) => string
	body: (row: Row) => ReactNode
	refusal?: (row: Row) => string | null
}): ListColumn<Row> {
	return {
		key: 'delete',
		label: 'Delete',
		cell: (row) => {
			const refused = refusal?.(row)
			return refused ? (
				<span className="block max-w-32 text-xs text-slate-600">{refused}</span>
			) : (
				<DeleteButton
					name={name(row)}
					title={title ? title(row) : `Delete ${name(row)}?`}
					fields={{ intent, id: row.id }}
					compact
				>
					{body(row)}
				</DeleteButton>
			)
		},
	}
}

/**
 * A row's up and down buttons, for rows in an order staff choose: each posts `intent`, the row's
 * `id` and the `direction` to the list's action. `name` completes them for screen readers ("Move
 * Gold Sponsor up"); `first` and `last` disable the way the row cannot go.
 */
export function MoveButtons({
	intent,
	id,
	name,
	first,
	last,
}: {
	intent: string
	id: number
	name: string
	first: boolean
	last: boolean
}) {
	return (
		<>
			{(['up', 'down'] as const).map((direction) => (
				<Form key={direction} method="post">
					<input type="hidden" name="intent" value={intent} />
					<input type="hidden" name="id" value={id} />
					<input type="hidden" name="direction" value={direction} />
					<button
						type="submit"
						disabled={direction === 'up' ? first : last}
						className="flex size-9 items-center justify-center rounded-md bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40"
					>
						<span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
						<span className="sr-only">
							Move {name} {direction}
						</span>
					</button>
				</Form>
			))}
		</>
	)
}

/**
 * The Order column of rows in an order staff choose (`withPlaces`): each row's place (`position`,
 * 0-based, shown from 1) and its `MoveButtons` posting `intent`, named by its `title`.
 */
export function orderColumn<Row extends { id: number; title: string; position: number; last: boolean }>(
	intent: string,
): ListColumn<Row> {
	return {
		key: 'order',
		label: 'Order',
		sort: 'order',
		cell: (row) => (
			<div className="flex items-center gap-1">
				<span className="w-6 text-slate-600 tabular-nums">{row.position + 1}.</span>
				<MoveButtons
					intent={intent}
					id={row.id}
					name={row.title}
					first={row.position === 0}
					last={row.last}
				/>
			</div>
		),
	}
}

/**
 * The Date column of a list whose rows carry the day they were added: `createdAt` (ISO, UTC) in the
 * `<time>` element, `dateText` ("12 Mar 2026", Accra) shown; sorts by `date`.
 */
export function dateAddedColumn<Row extends { createdAt: string; dateText: string }>(): ListColumn<Row> {
	return {
		key: 'date',
		label: 'Date',
		sort: 'date',
		cellClassName: 'whitespace-nowrap',
		cell: (row) => <time dateTime={row.createdAt}>{row.dateText}</time>,
	}
}

/**
 * The Title column of a list of titled rows (its heading `label`, "Title" unless given): the title as
 * the row's header, sorted by `title`, with `note(row)` in small type under it (e.g. "3 posts").
 */
export function titleColumn<Row extends { title: string }>(
	note: (row: Row) => ReactNode,
	label = 'Title',
): ListColumn<Row> {
	return {
		key: 'title',
		label,
		sort: 'title',
		rowHeader: true,
		cellClassName: 'font-semibold',
		cell: (row) => (
			<>
				{row.title}
				<span className="block text-xs font-normal text-slate-600">{note(row)}</span>
			</>
		),
	}
}

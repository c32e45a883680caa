/**
 * The screen of a registration list, /admin/attendees and /admin/partnerships, built from the admin
 * list kit: the heading with the total and Export to CSV (keeping search, filters and sort), search,
 * edition filter (and, for attendees, payment and check-in) in one GET form (so they combine with sort and page size), the table with
 * selectable rows, "Delete selected" and a Delete per row, and the pager.
 */
import type { ReactNode } from 'react'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { FilterSelect, SearchBox } from '#app/components/admin/list-controls.tsx'
import { ListCard } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, ListTable } from '#app/components/admin/list-table.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { SEARCH_MIN_LENGTH } from '#app/lib/list-params.ts'
import type { EditionOption, ListSearchState, RegistrationListParams } from '../registration-list.ts'
import type { RegistrationListItem } from '../registration-list.server.ts'
import type { AttendeeMoneyTotals } from '../registration-lists.queries.server.ts'
import { formatCedis } from '#app/lib/format.ts'
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '#app/modules/payments/money.ts'

/** A filter's options from `{ value: label }`, in that order. */
const choices = (labels: Record<string, string>) =>
	Object.entries(labels).map(([value, label]) => ({ value, label }))

/** The attendee list's payment filter (`payment` in the URL) and check-in filter (`checkin`). */
const PAYMENT_FILTER = { id: 'list-payment', name: 'payment', label: 'Payment' }
const PAYMENT_OPTIONS = choices({
	'': 'Any',
	...Object.fromEntries(PAYMENT_STATES.map((state) => [state, PAYMENT_STATE_LABELS[state]])),
})
const CHECK_IN_FILTER = { id: 'list-checkin', name: 'checkin', label: 'Check-in' }
const CHECK_IN_OPTIONS = choices({ '': 'Any', yes: 'Checked in', no: 'Not checked in' })

/** The loader data of a registration list (see `loadRegistrationList`). */
export interface RegistrationListData<Row> {
	params: RegistrationListParams<string>
	total: number
	rows: Row[]
	sizes: readonly number[]
	allowAll: boolean
	editions: readonly EditionOption[]
	exportHref: string
	/** What the search did (see `ListSearchState`). */
	search: ListSearchState
	/** The attendee list's money of every matching row, added up; null on other lists. */
	moneyTotals?: AttendeeMoneyTotals | null
}

/**
 * One of the values a stacked cell shows under its first, named ("Whatsapp +233 24 …"): the column
 * header lists the same names.
 */
export function StackedValue({
	label,
	children,
	wrap = false,
}: {
	label: string
	children: ReactNode
	/** The value may wrap (a date and time); by default it stays on one line (a phone number). */
	wrap?: boolean
}) {
	return (
		<span className={`mt-1 block text-xs text-slate-600 ${wrap ? '' : 'whitespace-nowrap'}`}>
			<span className="font-semibold">{label}</span> {children}
		</span>
	)
}

/**
 * The columns of a registration list: Name with the designation under it, Company (with
 * `companyNote` under the company, e.g. the enquiry's reference), Email with the phone and Whatsapp
 * numbers under it, the list's `extra` columns, then Date. Values share a column so that the table
 * fits a laptop screen (1280 px with the side menu open) without scrolling sideways.
 */
export function registrationColumns<Row extends RegistrationListItem>({
	companyNote,
	extra = [],
}: {
	companyNote?: (row: Row) => ReactNode
	extra?: readonly ListColumn<Row>[]
} = {}): ListColumn<Row>[] {
	return [
		{
			key: 'name',
			label: 'Name',
			subLabels: [{ label: 'Designation', sort: 'designation' }],
			sort: 'name',
			rowHeader: true,
			cell: (r) => (
				<>
					<span className="font-semibold">{r.fullName}</span>
					<span className="mt-1 block text-xs font-normal text-slate-600">{r.designation}</span>
				</>
			),
			cellClassName: 'min-w-36',
		},
		{
			key: 'company',
			label: 'Company',
			sort: 'company',
			cell: (r) => (
				<>
					{r.companyName}
					{companyNote?.(r)}
				</>
			),
			cellClassName: 'min-w-36',
		},
		{
			key: 'email',
			label: 'Email',
			subLabels: ['Phone', 'Whatsapp'],
			sort: 'email',
			cell: (r) => (
				<>
					<BreakableEmail email={r.email} />
					{r.contactNumber ? <StackedValue label="Phone">{r.contactNumber}</StackedValue> : null}
					<StackedValue label="Whatsapp">{r.whatsappNumber}</StackedValue>
				</>
			),
			cellClassName: 'min-w-48',
		},
		...extra,
		{
			key: 'date',
			label: 'Date',
			sort: 'date',
			cell: (r) => (
				<time dateTime={r.createdAt}>
					{r.dateText}
					<span className="block text-xs text-slate-500">{r.timeText}</span>
				</time>
			),
			cellClassName: 'whitespace-nowrap',
		},
	]
}

export interface RegistrationListViewProps<Row extends RegistrationListItem> {
	/** Page heading, e.g. "Attendees". */
	title: string
	/** What a row is, for texts: ["registration", "registrations"]. */
	noun: readonly [string, string]
	columns: readonly ListColumn<Row>[]
	/** A row's name for screen readers and the delete dialog, e.g. the person and their email. */
	rowName: (row: Row) => string
	list: RegistrationListData<Row>
	/** The search box's label and placeholder, and what it searches, for the notes ("name or email"). */
	search: { label: string; placeholder: string; what: string }
	/** The file the export link downloads. */
	exportFileName: string
	/** The attendee list's payment and check-in filters. */
	attendeeFilters?: boolean
}

export function RegistrationListView<Row extends RegistrationListItem>({
	title,
	noun,
	columns,
	rowName,
	list,
	search,
	exportFileName,
	attendeeFilters,
}: RegistrationListViewProps<Row>) {
	const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`
	const { params, total } = list
	const filtered =
		params.q !== '' || params.editionId !== null || params.payment !== null || params.checkedIn !== null
	return (
		<>
			<BackOfficeTitle name={title} />
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 id={titleId} className="text-brand-900 text-2xl font-bold">
						{title}
					</h1>
					<p className="mt-1 text-sm text-slate-600" data-testid="list-total">
						{list.search === 'newest' ? 'The newest ' : 'Total: '}
						<strong className="text-slate-900">{total.toLocaleString('en-GB')}</strong>{' '}
						{total === 1 ? noun[0] : noun[1]}
						{filtered ? ' matching the search and filter' : ''}
					</p>
				</div>
				<a href={list.exportHref} download={exportFileName} className={buttonClasses('brand')}>
					<svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
						<path d="M10 2a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 10.6V3a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
					</svg>
					Export to CSV
				</a>
			</div>

			<ListCard
				labelledBy={titleId}
				filter={
					<FilterForm
						params={params}
						editions={list.editions}
						search={search}
						attendeeFilters={attendeeFilters}
					/>
				}
				list={list}
			>
				<SearchNote q={params.q} state={list.search} total={total} noun={noun[1]} what={search.what} />
				{list.moneyTotals ? <MoneyTotals totals={list.moneyTotals} filtered={filtered} /> : null}
				<ListTable
					table={{
						columns,
						caption: title,
						rowTestId: 'registration-row',
						density: 'dense',
						selection: {
							noun,
							rowName,
							intent: 'delete',
							removedFrom: 'the list, the counts and the exports',
						},
					}}
					list={list}
				/>
			</ListCard>
		</>
	)
}

/**
 * What the search did, when the list is not simply every match: a term under
 * `SEARCH_MIN_LENGTH` characters is not searched, and a search that matches more than the list
 * shows lists the newest matches.
 */
function SearchNote({
	q,
	state,
	total,
	noun,
	what,
}: {
	q: string
	state: ListSearchState
	total: number
	noun: string
	what: string
}) {
	if (state !== 'too-short' && state !== 'newest') return null
	return (
		<p
			role="status"
			data-testid="search-note"
			className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
		>
			{state === 'too-short'
				? `Type at least ${SEARCH_MIN_LENGTH} characters to search: “${q}” is too short, so the list is not searched.`
				: `More ${noun} match “${q}” than the list shows: it shows the newest ${total.toLocaleString('en-GB')}. Type more of the ${what} to narrow the search.`}
		</p>
	)
}

/**
 * The money of every registration the list matches (not only the page's): fees owed, paid
 * (received less refunded), waived, and the balance still to pay.
 */
function MoneyTotals({ totals, filtered }: { totals: AttendeeMoneyTotals; filtered: boolean }) {
	const figures = [
		['Fees owed', totals.feePesewas, 'fee'],
		['Paid', totals.paidPesewas, 'paid'],
		['Waived', totals.waivedPesewas, 'waived'],
		['Balance', totals.balancePesewas, 'balance'],
	] as const
	return (
		<section aria-label="Totals of the matching registrations" className="mt-3" data-testid="money-totals">
			<p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
				{filtered ? 'Totals of the matching registrations' : 'Totals'}
			</p>
			<dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
				{figures.map(([label, amount, key]) => (
					<div key={key} className="flex gap-2">
						<dt className="text-slate-600">{label}</dt>
						<dd className="font-semibold text-slate-900 tabular-nums" data-testid={`money-total-${key}`}>
							{formatCedis(amount)}
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

/**
 * Search and edition filter in one GET form that keeps the sort and page size (and goes back to
 * page 1). The edition select applies at once with JavaScript; the Search button applies both.
 */
function FilterForm({
	params,
	editions,
	search: { label, placeholder },
	attendeeFilters,
}: {
	params: RegistrationListParams<string>
	editions: readonly EditionOption[]
	search: { label: string; placeholder: string; what: string }
	attendeeFilters?: boolean
}) {
	const fields = (
		<>
			<FilterSelect
				id="list-edition"
				name="edition"
				label="Edition"
				value={params.editionId === null ? '' : String(params.editionId)}
				options={[
					{ value: '', label: 'All editions' },
					...editions.map((edition) => ({ value: String(edition.id), label: edition.label })),
				]}
			/>
			{attendeeFilters ? (
				<>
					<FilterSelect {...PAYMENT_FILTER} options={PAYMENT_OPTIONS} value={params.payment ?? ''} />
					<FilterSelect {...CHECK_IN_FILTER} options={CHECK_IN_OPTIONS} value={params.checkedIn ?? ''} />
				</>
			) : null}
		</>
	)
	return (
		<SearchBox
			q={params.q}
			label={label}
			placeholder={placeholder}
			filters={{
				names: ['edition', 'payment', 'checkin'],
				key: `${params.q}|${params.editionId}|${params.payment}|${params.checkedIn}`,
				fields,
			}}
		/>
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

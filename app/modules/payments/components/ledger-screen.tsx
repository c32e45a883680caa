/**
 * The ledger screen (/admin/payments; docs/payments.md "Staff screens"): what a finance officer
 * needs to reconcile a bank statement. Every movement of the chosen edition (the current one by
 * default), newest first, paged; a search by reference, name or company; the method, kind and date
 * filters (Accra days); the totals of the matching movements (received by method, refunded, waived,
 * net); Export to CSV of the matching movements; and the Paystack discrepancies (a transaction whose
 * amount or currency was not what was owed), each linked to its payments screen. Plain GET forms and
 * links: works without JavaScript, and the state is in the URL.
 */
import type { ReactNode } from 'react'
import { Link, useNavigation } from 'react-router'
import { BackOfficeTitle } from '#app/components/admin/back-office-title.tsx'
import { FilterSelect, NoValue, SearchBox, TableFrame } from '#app/components/admin/list-controls.tsx'
import { ListCard } from '#app/components/admin/list-screen.tsx'
import { type ListColumn, ListTable } from '#app/components/admin/list-table.tsx'
import { Panel } from '#app/components/admin/panel.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { formatCedis } from '#app/lib/format.ts'
import { KIND_LABELS, METHOD_LABELS } from '../money.ts'
import { LEDGER_KINDS, LEDGER_METHODS, ledgerCsvName } from '../payments-list.ts'
import type { LedgerPage } from '../payments-pages.server.ts'

type LedgerItem = LedgerPage['rows'][number]

const link = 'text-brand-700 font-semibold underline'

const COLUMNS: ListColumn<LedgerItem>[] = [
	{
		key: 'date',
		label: 'Date',
		subLabels: ['Recorded by'],
		cellClassName: 'whitespace-nowrap',
		cell: (r) => (
			<>
				<time dateTime={r.recordedAt}>{r.dateText}</time>
				<span className="block text-xs text-slate-600">{r.recordedBy}</span>
			</>
		),
	},
	{
		key: 'who',
		label: 'Name',
		subLabels: ['Company'],
		rowHeader: true,
		cellClassName: 'min-w-40',
		cell: (r) => (
			<>
				{r.attendeeId !== null ? (
					<Link to={`/admin/payments/registration/${r.attendeeId}`} className={link}>
						{r.fullName}
					</Link>
				) : (
					<span className="font-semibold">{r.fullName || 'Cancelled registration'}</span>
				)}
				<span className="block text-xs font-normal text-slate-600">{r.companyName}</span>
				{r.groupId !== null ? (
					<Link
						to={`/admin/payments/group/${r.groupId}`}
						className="text-brand-700 block text-xs font-normal underline"
					>
						Group of {r.groupCompany ?? `#${r.groupId}`}
					</Link>
				) : null}
			</>
		),
	},
	{
		key: 'movement',
		label: 'Movement',
		subLabels: ['Method'],
		cellClassName: 'min-w-36',
		cell: (r) => (
			<>
				<span className="font-semibold">
					{r.correctsId !== null ? `Correction of ${r.kindLabel.toLowerCase()}` : r.kindLabel}
				</span>
				<span className="block text-xs text-slate-600">{r.methodLabel}</span>
				{r.correctedById !== null ? (
					<span className="block text-xs font-semibold text-amber-900">Undone by a correction</span>
				) : null}
			</>
		),
	},
	{
		key: 'amount',
		label: 'Amount',
		cellClassName: 'whitespace-nowrap text-right font-semibold tabular-nums',
		cell: (r) => <span className={r.amountPesewas < 0 ? 'text-red-800' : undefined}>{r.amountText}</span>,
	},
	{
		key: 'reference',
		label: 'Reference',
		subLabels: ['Receipt', 'Note'],
		cellClassName: 'min-w-40 break-words',
		cell: (r) => (
			<>
				{r.reference ? <span className="font-mono">{r.reference}</span> : <NoValue />}
				{r.receiptText && r.receiptId !== null ? (
					<a href={`/admin/receipts/${r.receiptId}.pdf`} className="text-brand-700 block text-xs underline">
						{r.receiptText}
					</a>
				) : null}
				{r.note ? <span className="block text-xs text-slate-600">{r.note}</span> : null}
			</>
		),
	},
]

export function LedgerScreen({ page }: { page: LedgerPage }) {
	const busy = useNavigation().state === 'loading'
	const { edition, filters } = page
	const filtered = Boolean(filters.q || filters.method || filters.kind || filters.from || filters.to)
	return (
		<>
			<BackOfficeTitle name="Payments" />
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 id="payments-title" className="text-brand-900 text-2xl font-bold">
						Payments
					</h1>
					<p className="mt-1 text-sm text-slate-600" data-testid="list-total">
						{edition ? (
							<>
								Ledger of the {edition.label} edition:{' '}
								<strong className="text-slate-900">{page.total.toLocaleString('en-GB')}</strong>{' '}
								{page.total === 1 ? 'movement' : 'movements'}
								{filtered ? ' matching the search and filters' : ''}
							</>
						) : (
							'No edition yet.'
						)}
						{busy ? (
							<span role="status" className="ml-2 inline-flex items-center gap-1">
								<Spinner label="Loading..." /> Loading…
							</span>
						) : null}
					</p>
				</div>
				{edition ? (
					<a href={page.exportHref} download={ledgerCsvName(edition.year)} className={buttonClasses('brand')}>
						Export to CSV
					</a>
				) : null}
			</div>

			{edition ? (
				<>
					<Totals page={page} filtered={filtered} />
					{page.hasMovements ? null : (
						<p
							role="status"
							className="mt-6 rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200"
							data-testid="ledger-empty"
						>
							Nothing is recorded for {edition.label} yet. Payments appear here as staff record them on a
							registration’s payments screen (from the Attendees list) or at the check-in desk, and as
							Paystack confirms them.
						</p>
					)}
					<ListCard
						labelledBy="payments-title"
						filter={<LedgerFilterForm page={page} />}
						list={page}
						className={`mt-6 ${busy ? 'opacity-70' : ''}`}
					>
						{page.rows.length ? (
							<ListTable
								table={{
									columns: COLUMNS,
									caption: `Ledger of ${edition.label}, newest first`,
									rowTestId: 'ledger-row',
									density: 'dense',
								}}
								list={page}
							/>
						) : (
							<p className="mt-4 rounded-lg px-4 py-8 text-center text-slate-600 ring-1 ring-slate-200">
								{filtered ? 'No movement matches the search and filters.' : 'No movement yet.'}
							</p>
						)}
					</ListCard>
					<Discrepancies page={page} />
				</>
			) : (
				<p className="mt-6 rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200">
					Add an edition (Add Event Data) first: payments belong to an edition.
				</p>
			)}
		</>
	)
}

const dateInput = 'min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm'

/** Edition, search, method, kind and days, in one GET form (the selects apply at once with JavaScript). */
function LedgerFilterForm({ page }: { page: LedgerPage }) {
	const { filters } = page
	const fields = (
		<>
			<FilterSelect
				id="ledger-edition"
				name="edition"
				label="Edition"
				value={page.edition ? String(page.edition.id) : ''}
				options={page.editions.map((e) => ({ value: String(e.id), label: e.label }))}
			/>
			<FilterSelect
				id="ledger-method"
				name="method"
				label="Method"
				value={filters.method ?? ''}
				options={[
					{ value: '', label: 'Any' },
					...LEDGER_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] })),
				]}
			/>
			<FilterSelect
				id="ledger-kind"
				name="kind"
				label="Kind"
				value={filters.kind ?? ''}
				options={[
					{ value: '', label: 'Any' },
					...LEDGER_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
				]}
			/>
			<div className="flex flex-col gap-1">
				<label htmlFor="ledger-from" className="text-sm font-semibold text-slate-700">
					From (Accra day)
				</label>
				<input
					id="ledger-from"
					type="date"
					name="from"
					defaultValue={filters.from ?? ''}
					className={dateInput}
				/>
			</div>
			<div className="flex flex-col gap-1">
				<label htmlFor="ledger-to" className="text-sm font-semibold text-slate-700">
					To (included)
				</label>
				<input id="ledger-to" type="date" name="to" defaultValue={filters.to ?? ''} className={dateInput} />
			</div>
		</>
	)
	return (
		<div className="space-y-2">
			<SearchBox
				q={filters.q}
				label="Search by reference, name or company"
				placeholder="Reference, name or company..."
				filters={{
					names: ['edition', 'method', 'kind', 'from', 'to'],
					key: [page.edition?.id, filters.q, filters.method, filters.kind, filters.from, filters.to].join(
						'|',
					),
					fields,
				}}
			/>
			{filters.q || filters.method || filters.kind || filters.from || filters.to ? (
				<Link
					to={`/admin/payments?edition=${page.edition?.id ?? ''}`}
					className="text-brand-700 text-sm underline"
				>
					Clear the search and filters
				</Link>
			) : null}
		</div>
	)
}

/** The totals of every matching movement (not only the page's): received by method, refunded, waived, net. */
function Totals({ page, filtered }: { page: LedgerPage; filtered: boolean }) {
	const { totals } = page
	return (
		<Panel
			id="totals-title"
			title={filtered ? 'Totals of the matching movements' : 'Totals'}
			className="mt-6"
		>
			<div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="ledger-totals">
				<Figure label="Received" amount={totals.receivedPesewas} testId="total-received">
					{totals.received.length ? (
						<ul className="mt-1 space-y-0.5 text-xs text-slate-600">
							{totals.received.map((r) => (
								<li key={r.method} data-testid={`received-${r.method}`}>
									{METHOD_LABELS[r.method]}: {formatCedis(r.amountPesewas)}
								</li>
							))}
						</ul>
					) : null}
				</Figure>
				<Figure label="Refunded" amount={totals.refundedPesewas} testId="total-refunded" />
				<Figure label="Waived" amount={totals.waivedPesewas} testId="total-waived" />
				<Figure label="Net received" amount={totals.netPesewas} testId="total-net">
					<p className="mt-1 text-xs text-slate-600">Received less refunded</p>
				</Figure>
			</div>
		</Panel>
	)
}

function Figure({
	label,
	amount,
	testId,
	children,
}: {
	label: string
	amount: number
	testId: string
	children?: ReactNode
}) {
	return (
		<div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
			<p className="text-sm font-semibold text-slate-700">{label}</p>
			<p className="text-brand-900 text-xl font-bold tabular-nums" data-testid={testId}>
				{formatCedis(amount)}
			</p>
			{children}
		</div>
	)
}

/** Paystack transactions whose amount or currency was not what was owed, with their account's link. */
function Discrepancies({ page }: { page: LedgerPage }) {
	return (
		<Panel id="discrepancies-title" title="Paystack discrepancies" className="mt-6">
			{page.discrepancies.length === 0 ? (
				<p className="mt-2 text-sm text-slate-700" data-testid="no-discrepancies">
					None: every Paystack payment of this edition brought what was owed.
				</p>
			) : (
				<>
					<p className="mt-2 text-sm text-slate-700">
						Paystack took these, but not the amount or currency owed: they are not counted as paid. Check each
						with Paystack, then record what was received on its payments screen (or refund it).
					</p>
					<div className="mt-3">
						<TableFrame maxHeight="max-h-[28rem]">
							<table className="w-full text-left text-sm">
								<thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
									<tr>
										{['Reference', 'For', 'Expected', 'Received', 'Detail', 'Last news'].map((h) => (
											<th key={h} scope="col" className="px-3 py-2 whitespace-nowrap">
												{h}
											</th>
										))}
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-100">
									{page.discrepancies.map((d) => (
										<tr key={d.id} data-testid="discrepancy-row">
											<th scope="row" className="px-3 py-2 font-mono font-semibold break-all">
												{d.reference}
											</th>
											<td className="min-w-32 px-3 py-2">
												{d.groupId !== null ? (
													<Link to={`/admin/payments/group/${d.groupId}`} className={link}>
														Group of {d.groupCompany ?? `#${d.groupId}`}
													</Link>
												) : d.attendeeId !== null ? (
													<Link to={`/admin/payments/registration/${d.attendeeId}`} className={link}>
														{d.attendeeName}
													</Link>
												) : (
													'Cancelled registration'
												)}
											</td>
											<td className="px-3 py-2 whitespace-nowrap">
												{d.currency === 'GHS'
													? formatCedis(d.amountPesewas)
													: `${d.currency} ${d.amountPesewas / 100}`}
											</td>
											<td className="px-3 py-2 whitespace-nowrap">
												{d.paidAmountPesewas === null
													? '—'
													: d.paidCurrency === 'GHS'
														? formatCedis(d.paidAmountPesewas)
														: `${d.paidCurrency ?? '?'} ${(d.paidAmountPesewas / 100).toLocaleString('en-GB')}`}
												{d.channel ? <span className="block text-xs text-slate-600">{d.channel}</span> : null}
											</td>
											<td className="min-w-40 px-3 py-2 break-words">{d.detail || '—'}</td>
											<td className="px-3 py-2 whitespace-nowrap">
												<time dateTime={d.updatedAt}>{d.dateText}</time>
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</TableFrame>
					</div>
				</>
			)}
		</Panel>
	)
}

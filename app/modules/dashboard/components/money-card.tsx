/**
 * The dashboard's money card (Administrators only): for the current edition, what its
 * registrations owe, what was received, and what is outstanding; then what was received by method
 * with the refunds, the net and the waivers, and how many registrations are in each payment state.
 * Links to the payments ledger.
 */
import { Link } from 'react-router'
import { formatCedis } from '#app/lib/format.ts'
import { METHOD_LABELS, PAYMENT_STATE_LABELS, PAYMENT_STATES } from '#app/modules/payments/money.ts'
import { type EditionMoney, RECEIVED_METHODS } from '../money-figures.ts'

/** A titled list of figures, a label and its value a line (`data-testid` `money-<key>` on the value). */
function FigureList({
	title,
	rows,
}: {
	title: string
	rows: { key: string; label: string; value: string; strong?: boolean }[]
}) {
	return (
		<div>
			<h3 className="pb-1 text-sm font-semibold text-slate-900">{title}</h3>
			<dl className="divide-y divide-slate-100 text-sm">
				{rows.map((row) => (
					<div key={row.key} className="flex justify-between gap-3 py-1.5">
						<dt className={row.strong ? 'font-semibold text-slate-700' : 'text-slate-700'}>{row.label}</dt>
						<dd
							className="font-semibold whitespace-nowrap text-slate-900 tabular-nums"
							data-testid={`money-${row.key}`}
						>
							{row.value}
						</dd>
					</div>
				))}
			</dl>
		</div>
	)
}

/** The money card of the edition of `year` with `money`. */
export function MoneyCard({ year, ...money }: EditionMoney & { year: number }) {
	const owing = money.states.unpaid + money.states['part-paid']
	const headline = [
		{
			key: 'owed',
			label: 'Owed',
			value: money.owedPesewas,
			note: 'the fees of every registration',
		},
		{
			key: 'received',
			label: 'Received',
			value: money.receivedPesewas,
			note: `${formatCedis(money.receivedPesewas - money.refundedPesewas)} after refunds`,
		},
		{
			key: 'outstanding',
			label: 'Outstanding',
			value: money.outstandingPesewas,
			note: `still owed by ${owing.toLocaleString('en-GB')} ${owing === 1 ? 'registration' : 'registrations'}`,
		},
	]
	return (
		<section
			aria-labelledby="money-heading"
			data-testid="money"
			className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
		>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="money-heading" className="text-brand-900 text-lg font-bold">
					Money ({year})
				</h2>
				<Link to="/admin/payments" className="text-brand-700 text-sm font-semibold underline">
					Open the payments ledger
				</Link>
			</div>
			<dl className="mt-3 grid gap-4 sm:grid-cols-3">
				{headline.map((figure) => (
					<div key={figure.key}>
						<dt className="text-sm font-semibold text-slate-600">{figure.label}</dt>
						<dd
							className="text-brand-900 mt-1 text-3xl font-extrabold tabular-nums"
							data-testid={`money-${figure.key}`}
						>
							{formatCedis(figure.value)}
						</dd>
						<dd className="mt-0.5 text-sm text-slate-600">{figure.note}</dd>
					</div>
				))}
			</dl>
			<div className="mt-5 grid items-start gap-6 md:grid-cols-2">
				<FigureList
					title="Received by method"
					rows={[
						...RECEIVED_METHODS.map((method) => ({
							key: `method-${method}`,
							label: METHOD_LABELS[method],
							value: formatCedis(money.receivedByMethod[method]),
						})),
						{ key: 'refunded', label: 'Refunded', value: formatCedis(money.refundedPesewas), strong: true },
						{
							key: 'waived',
							label: 'Waived (fees let off)',
							value: formatCedis(money.waivedPesewas),
							strong: true,
						},
					]}
				/>
				<FigureList
					title="Registrations by payment"
					rows={PAYMENT_STATES.map((state) => ({
						key: `state-${state}`,
						label: PAYMENT_STATE_LABELS[state],
						value: money.states[state].toLocaleString('en-GB'),
					}))}
				/>
			</div>
		</section>
	)
}

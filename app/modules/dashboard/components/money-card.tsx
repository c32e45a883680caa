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

const cell = 'py-1.5 pr-3 text-slate-700'
const amount = 'py-1.5 text-right font-semibold text-slate-900 tabular-nums whitespace-nowrap'

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
			<div className="mt-5 grid gap-6 md:grid-cols-2">
				<table className="w-full self-start text-sm">
					<caption className="pb-1 text-left font-semibold text-slate-900">Received by method</caption>
					<tbody className="divide-y divide-slate-100">
						{RECEIVED_METHODS.map((method) => (
							<tr key={method}>
								<th scope="row" className={`${cell} text-left font-normal`}>
									{METHOD_LABELS[method]}
								</th>
								<td className={amount} data-testid={`money-method-${method}`}>
									{formatCedis(money.receivedByMethod[method])}
								</td>
							</tr>
						))}
						<tr>
							<th scope="row" className={`${cell} text-left`}>
								Refunded
							</th>
							<td className={amount} data-testid="money-refunded">
								{formatCedis(money.refundedPesewas)}
							</td>
						</tr>
						<tr>
							<th scope="row" className={`${cell} text-left`}>
								Waived (fees let off)
							</th>
							<td className={amount} data-testid="money-waived">
								{formatCedis(money.waivedPesewas)}
							</td>
						</tr>
					</tbody>
				</table>
				<table className="w-full self-start text-sm">
					<caption className="pb-1 text-left font-semibold text-slate-900">Registrations by payment</caption>
					<tbody className="divide-y divide-slate-100">
						{PAYMENT_STATES.map((state) => (
							<tr key={state}>
								<th scope="row" className={`${cell} text-left font-normal`}>
									{PAYMENT_STATE_LABELS[state]}
								</th>
								<td className={amount} data-testid={`money-state-${state}`}>
									{money.states[state].toLocaleString('en-GB')}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}

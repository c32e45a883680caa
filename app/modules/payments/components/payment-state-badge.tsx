/**
 * Where a payment stands, as a small coloured label (the back office's lists and payments screens):
 * "Not paid" and "Part-paid" in amber, "Paid" in green, "Waived" in blue, "Refunded" and "No fee" in
 * grey. The word carries the meaning; the colour only helps the eye.
 */
import { PAYMENT_STATE_LABELS, type PaymentState } from '../money.ts'

const TONES: Record<PaymentState, string> = {
	unpaid: 'bg-amber-50 text-amber-900 ring-amber-300',
	'part-paid': 'bg-amber-50 text-amber-900 ring-amber-300',
	paid: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
	waived: 'bg-sky-50 text-sky-900 ring-sky-300',
	refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
	'no-fee': 'bg-slate-100 text-slate-800 ring-slate-300',
}

export function PaymentStateBadge({ state }: { state: PaymentState }) {
	return (
		<span
			className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[state]}`}
		>
			{PAYMENT_STATE_LABELS[state]}
		</span>
	)
}

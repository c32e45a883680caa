/**
 * What a registration owes and where it stands, worked out from its fee and its ledger movements
 * (docs/payments.md). Pure functions: safe in the browser and on the server. Amounts are integer
 * pesewas (1 GH₵ = 100 pesewas), always GHS.
 */
import type { FeeRule, MovementKind, PaymentMethod } from '#app/db/schema.ts'
import { formatCedis } from '#app/lib/format.ts'

/** Where a registration's payment stands, never typed: `paymentState` derives it. */
export type PaymentState = 'no-fee' | 'unpaid' | 'part-paid' | 'paid' | 'waived' | 'refunded'

export const PAYMENT_STATES: readonly PaymentState[] = [
	'unpaid',
	'part-paid',
	'paid',
	'waived',
	'refunded',
	'no-fee',
]

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
	'no-fee': 'No fee',
	unpaid: 'Not paid',
	'part-paid': 'Part-paid',
	paid: 'Paid',
	waived: 'Waived',
	refunded: 'Refunded',
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
	paystack: 'Paystack (card or mobile money)',
	momo: 'Mobile money transfer',
	bank: 'Bank transfer',
	cash: 'Cash',
	waiver: 'Waiver',
	desk: 'At the desk (method not recorded)',
}

export const KIND_LABELS: Record<MovementKind, string> = {
	payment: 'Payment',
	refund: 'Refund',
	waiver: 'Waiver',
}

export const FEE_RULE_LABELS: Record<FeeRule, string> = {
	'early-bird': 'Early-bird fee',
	regular: 'Regular fee',
	'group-discount': 'Group fee (discounted)',
}

/** The sums of a registration's movements by kind (pesewas; corrections already subtracted). */
export interface LedgerTotals {
	paidPesewas: number
	refundedPesewas: number
	waivedPesewas: number
}

export const NO_MOVEMENTS: LedgerTotals = { paidPesewas: 0, refundedPesewas: 0, waivedPesewas: 0 }

/** A registration's (or a group's) money at a glance. */
export interface Balance {
	/** What is owed; null when the edition had no fee. */
	feePesewas: number | null
	/** Received less refunded. */
	paidPesewas: number
	waivedPesewas: number
	refundedPesewas: number
	/** Still to pay: fee less paid less waived; negative when more was paid than owed. */
	balancePesewas: number
	state: PaymentState
}

/**
 * The state of a fee of `feePesewas` (null: none) with `totals` (the rule, docs/payments.md):
 * - refunded: something was refunded and nothing paid is left;
 * - waived: nothing is left to pay and none of it was paid (a waiver covered it);
 * - paid: nothing is left to pay (or a fee of zero);
 * - part-paid: something was paid or waived, but not all;
 * - unpaid: nothing yet; no-fee: no fee and no movement.
 */
export function balanceOf(feePesewas: number | null, totals: LedgerTotals): Balance {
	const paid = totals.paidPesewas - totals.refundedPesewas
	const balance = (feePesewas ?? 0) - paid - totals.waivedPesewas
	const moved = totals.paidPesewas + totals.refundedPesewas + totals.waivedPesewas !== 0
	let state: PaymentState
	if (feePesewas === null && !moved) state = 'no-fee'
	else if (totals.refundedPesewas > 0 && paid <= 0 && totals.waivedPesewas <= 0) state = 'refunded'
	else if (balance <= 0) state = paid <= 0 && totals.waivedPesewas > 0 ? 'waived' : 'paid'
	else if (paid > 0 || totals.waivedPesewas > 0) state = 'part-paid'
	else state = 'unpaid'
	return {
		feePesewas,
		paidPesewas: paid,
		waivedPesewas: totals.waivedPesewas,
		refundedPesewas: totals.refundedPesewas,
		balancePesewas: balance,
		state,
	}
}

/** Adds up several registrations' balances (a group's): fees, paid, waived, refunded; its state from the sums. */
export function sumBalances(balances: readonly Balance[]): Balance {
	const fees = balances.filter((b) => b.feePesewas !== null)
	const fee = fees.length ? fees.reduce((sum, b) => sum + (b.feePesewas ?? 0), 0) : null
	const totals = balances.reduce(
		(sum, b) => ({
			paidPesewas: sum.paidPesewas + b.paidPesewas + b.refundedPesewas,
			refundedPesewas: sum.refundedPesewas + b.refundedPesewas,
			waivedPesewas: sum.waivedPesewas + b.waivedPesewas,
		}),
		NO_MOVEMENTS,
	)
	return balanceOf(fee, totals)
}

/** The largest amount one movement may carry: GH₵ 10,000,000, far above any summit fee. */
export const MAX_AMOUNT_PESEWAS = 1_000_000_000

/**
 * Reads an amount typed in cedis ("2,500", "2500.50", "GH₵ 1,250.5") as pesewas. Refuses an empty,
 * negative, zero or fractional-pesewa amount (more than two decimals) and anything above
 * `MAX_AMOUNT_PESEWAS`, with a message for the form.
 */
export function parseCedis(text: string): { ok: true; pesewas: number } | { ok: false; message: string } {
	const cleaned = text.replace(/GH₵|GHS|,|\s/gi, '')
	if (!cleaned) return { ok: false, message: 'Enter the amount in cedis, e.g. 2500 or 2500.50.' }
	if (cleaned.startsWith('-')) return { ok: false, message: 'Enter the amount without a minus sign.' }
	const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned)
	if (!match) {
		return /^\d+\.\d{3,}$/.test(cleaned)
			? { ok: false, message: 'An amount has at most two decimals (pesewas), e.g. 2500.50.' }
			: { ok: false, message: 'Enter the amount in cedis, e.g. 2500 or 2500.50.' }
	}
	const pesewas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
	if (pesewas <= 0) return { ok: false, message: 'Enter an amount above zero.' }
	if (pesewas > MAX_AMOUNT_PESEWAS)
		return { ok: false, message: 'That amount is too large for one movement.' }
	return { ok: true, pesewas }
}

/** Pesewas as a plain cedi amount for a form field: 250050 → "2500.50", 250000 → "2500". */
export function cedisInput(pesewas: number): string {
	return pesewas % 100 === 0 ? String(pesewas / 100) : (pesewas / 100).toFixed(2)
}

/** `formatCedis` for a possibly absent amount: "—" for null. */
export function cedisOrDash(pesewas: number | null): string {
	return pesewas === null ? '—' : formatCedis(pesewas)
}

/** A receipt's printed number: `RCT-2027-0001` for the first receipt of the 2027 edition. */
export function receiptNumber(year: number, number: number): string {
	return `RCT-${year}-${String(number).padStart(4, '0')}`
}

/** An invoice's printed number: `INV-2027-0001` for the first invoice of the 2027 edition. */
export function invoiceNumber(year: number, number: number): string {
	return `INV-${year}-${String(number).padStart(4, '0')}`
}

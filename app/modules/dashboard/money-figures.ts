/**
 * The shape of the dashboard's money figures (browser-safe: the money card renders them; the
 * queries in `dashboard.queries.server.ts` fill them). Amounts are pesewas.
 */
import type { PaymentMethod } from '#app/db/schema.ts'
import type { PaymentState } from '#app/modules/payments/money.ts'

/** The methods money comes in by, in the order the dashboard lists them (`desk`: carried over). */
export const RECEIVED_METHODS = [
	'paystack',
	'momo',
	'bank',
	'cash',
	'desk',
] as const satisfies readonly Exclude<PaymentMethod, 'waiver'>[]
export type ReceivedMethod = (typeof RECEIVED_METHODS)[number]

/** An edition's money at a glance. */
export interface EditionMoney {
	/** The fees of the edition's registrations added up (those without a fee count 0). */
	owedPesewas: number
	/**
	 * Payments received, by method, corrections subtracted: every payment of the edition in the
	 * ledger, a cancelled registration's included (the money came in).
	 */
	receivedByMethod: Record<ReceivedMethod, number>
	/** `receivedByMethod` added up. */
	receivedPesewas: number
	/** Refunds paid back, corrections subtracted. */
	refundedPesewas: number
	/** Fees let off by waivers, corrections subtracted. */
	waivedPesewas: number
	/** The balances of the edition's registrations still owing (unpaid or part-paid), added up. */
	outstandingPesewas: number
	/** The edition's registrations by payment state (every state present). */
	states: Record<PaymentState, number>
}

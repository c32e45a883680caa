/**
 * Rules of the check-in desk that the page and the server share. Browser-safe.
 */
import type { PaymentStatus } from '#app/db/schema.ts'

/** A payment status as the desk says it. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
	unpaid: 'Not paid',
	paid: 'Paid',
	waived: 'Waived',
}

/**
 * The payment statuses a staff member may choose for a registration whose status is `current`: an
 * Administrator (`mayWaive`) any of the three; a User, Not paid or Paid only, and nothing at all
 * for a registration an Administrator waived (a waiver is the organisers' decision, not the desk's).
 * An empty list means the status cannot be changed by this staff member.
 */
export function paymentChoices(mayWaive: boolean, current: PaymentStatus): PaymentStatus[] {
	if (mayWaive) return ['unpaid', 'paid', 'waived']
	return current === 'waived' ? [] : ['unpaid', 'paid']
}

/**
 * The forms of a payments screen (/admin/payments/registration/{id}, /admin/payments/group/{id};
 * docs/payments.md "Staff screens"): record a payment, waive, refund, correct a movement. Each posts
 * its `intent` and `seen`, the ledger's last movement the screen showed (the ledger refuses a form
 * sent from a screen that is out of date). Amounts are typed in cedis ("2500", "2,500.50") and come
 * out as whole pesewas (`parseCedis`). Shared by the browser and the action. Browser-safe.
 */
import { z } from 'zod'
import { parseCedis } from './money.ts'

/** Longest reference, note and reason (characters). */
export const PAYMENT_FORM_LIMITS = { reference: 100, note: 500 } as const

/** Ways staff record money moving (Paystack records its own; a waiver has its own form). */
export const STAFF_METHODS = ['bank', 'momo', 'cash'] as const
export type StaffMethod = (typeof STAFF_METHODS)[number]

const amount = z
	.string({ error: 'Enter the amount in cedis, e.g. 2500 or 2500.50.' })
	.trim()
	.max(30, 'Enter the amount in cedis, e.g. 2500 or 2500.50.')
	.transform((text, ctx) => {
		const parsed = parseCedis(text)
		if (!parsed.ok) {
			ctx.issues.push({ code: 'custom', input: text, message: parsed.message })
			return z.NEVER
		}
		return parsed.pesewas
	})

const seen = z.coerce.number({ error: 'Reload the page and try again.' }).int().min(0)

const method = z.enum(STAFF_METHODS, { error: 'Choose how the money moved.' })

const reference = z
	.string()
	.trim()
	.max(PAYMENT_FORM_LIMITS.reference, `A reference has at most ${PAYMENT_FORM_LIMITS.reference} characters.`)
	.optional()

function reason(message: string) {
	return z
		.string({ error: message })
		.trim()
		.min(1, message)
		.max(PAYMENT_FORM_LIMITS.note, `Keep it to ${PAYMENT_FORM_LIMITS.note} characters.`)
}

/** Record a payment: how, how much, the bank's or MoMo's reference (required for those), a note. */
export const RecordPaymentSchema = z
	.object({
		intent: z.literal('payment'),
		seen,
		method,
		amount,
		reference,
		note: z
			.string()
			.trim()
			.max(PAYMENT_FORM_LIMITS.note, `Keep the note to ${PAYMENT_FORM_LIMITS.note} characters.`)
			.optional(),
	})
	.superRefine((value, ctx) => {
		if (value.method !== 'cash' && !value.reference) {
			ctx.issues.push({
				code: 'custom',
				input: value.reference,
				path: ['reference'],
				message: `Enter the ${value.method === 'bank' ? 'bank' : 'mobile money'} reference, as it appears on the statement.`,
			})
		}
	})

/** Waive some or all of the fee, with the reason. */
export const WaiveSchema = z.object({
	intent: z.literal('waiver'),
	seen,
	amount,
	reason: reason('Say why the fee is waived.'),
})

/** Pay money back: how, how much, its reference, and why. */
export const RefundSchema = z.object({
	intent: z.literal('refund'),
	seen,
	method,
	amount,
	reference,
	reason: reason('Say why the money is refunded.'),
})

/** Undo one movement recorded in error, with the reason. */
export const CorrectSchema = z.object({
	intent: z.literal('correct'),
	movement: z.coerce.number({ error: 'Choose the movement to correct.' }).int().positive(),
	reason: reason('Say why this movement is corrected.'),
})

/** The intents of a payments screen, each with its schema. */
export const PAYMENT_FORMS = {
	payment: RecordPaymentSchema,
	waiver: WaiveSchema,
	refund: RefundSchema,
	correct: CorrectSchema,
} as const

export type PaymentIntent = keyof typeof PAYMENT_FORMS

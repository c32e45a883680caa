/**
 * Asking for an invoice (docs/payments.md, "Invoices and receipts as PDF"): the buyer's company as
 * it should read on the invoice (empty: the registration's or group's own) and an optional
 * purchase-order number, both one line. The delegate's form (`/registration/{token}/invoice`,
 * `/group/{token}/invoice`) posts these two; the back office's (`/admin/invoices/new`) adds the
 * account. Browser-safe.
 */
import { z } from 'zod'

export const INVOICE_REQUEST_LIMITS = {
	/** As a registration's company name. */
	company: 160,
	purchaseOrder: 40,
} as const

/** One line of at most `max` characters, trimmed; "`label` must be at most `max` characters" past it. */
const oneLine = (label: string, max: number) =>
	z
		.string()
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.regex(/^[^\r\n\t]*$/, `${label} must be one line`)
		.optional()

export const InvoiceRequestSchema = z.object({
	company: oneLine('Company', INVOICE_REQUEST_LIMITS.company),
	purchase_order: oneLine('Purchase order number', INVOICE_REQUEST_LIMITS.purchaseOrder),
})

export type InvoiceRequestInput = z.infer<typeof InvoiceRequestSchema>

/** The back office's form: the account (a registration or a group, by id) and the request. */
export const AdminInvoiceRequestSchema = InvoiceRequestSchema.extend({
	account: z.enum(['registration', 'group'], { error: 'Choose a registration or a group' }),
	id: z
		.string({ error: 'Name the registration or group by its number' })
		.regex(/^[1-9]\d{0,9}$/, 'Name the registration or group by its number'),
})

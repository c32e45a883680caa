/**
 * What invoices and receipts print about the organiser, and the payment reminder (docs/payments.md,
 * "Invoices and receipts as PDF"): the legal name, address and tax number, the tax lines (named
 * percentages an invoice shows; none by default) and the days before the event the unpaid are
 * reminded (empty: no reminder). Part of the site settings form (/admin/settings). The tax lines are
 * a fixed number of rows on the form (`TAX_LINE_ROWS`), so it works without JavaScript: an empty row
 * is left out, a half-filled one gets a message. Browser-safe.
 */
import { z } from 'zod'
import { type ContactSettingsDefaults, ContactSettingsSchema } from './contact-settings.schema.ts'

export const INVOICE_SETTINGS_LIMITS = {
	legalName: 160,
	legalAddress: 300,
	taxNumber: 40,
	taxName: 40,
	/** The most tax lines an invoice shows. */
	taxLines: 6,
	reminderDaysMin: 1,
	reminderDaysMax: 60,
} as const

/** Rows the form always shows for tax lines: as many as may be stored. */
export const TAX_LINE_ROWS = INVOICE_SETTINGS_LIMITS.taxLines

/** A tax an invoice shows, e.g. `{ name: 'VAT', percent: 15 }`: 0 to 100, at most two decimals. */
export interface TaxLine {
	name: string
	percent: number
}

/** A percent as typed: digits with at most two decimals, an optional "%" after. */
const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/

/** The longest percent text: "100.00 %" and a little room. */
const PERCENT_MAX_LENGTH = 10

const PERCENT_MESSAGE = 'Percent must be a number from 0 to 100 with at most 2 decimals, e.g. 15 or 2.5'

/** `percent` in hundredths of a percent (15 → 1500, 2.5 → 250), exact for the two decimals allowed. */
export function basisPoints(percent: number): number {
	return Math.round(percent * 100)
}

/** A stored tax line: the name 1 to 40 characters, the percent 0 to 100 with at most two decimals. */
export const TaxLineSchema = z.object({
	name: z
		.string()
		.trim()
		.min(1, 'Tax name is required')
		.max(
			INVOICE_SETTINGS_LIMITS.taxName,
			`Tax name must be at most ${INVOICE_SETTINGS_LIMITS.taxName} characters`,
		),
	percent: z
		.number()
		.min(0, PERCENT_MESSAGE)
		.max(100, PERCENT_MESSAGE)
		.refine((percent) => Math.abs(percent * 100 - basisPoints(percent)) < 1e-6, PERCENT_MESSAGE),
})

export const TaxLinesSchema = z.array(TaxLineSchema).max(INVOICE_SETTINGS_LIMITS.taxLines)

/**
 * The tax lines stored as `settings.tax_lines_json`, or null when the text is not a valid list of
 * them (only a hand-edited database gives that: the form stores valid lists only).
 */
export function parseTaxLines(json: string): TaxLine[] | null {
	let value: unknown
	try {
		value = JSON.parse(json)
	} catch {
		return null
	}
	const parsed = TaxLinesSchema.safeParse(value)
	return parsed.success ? parsed.data : null
}

/** "15", "2.5", "0.75": a percent as the form and the documents show it. */
export function percentText(percent: number): string {
	return String(basisPoints(percent) / 100)
}

/** One row of the form: both fields optional, as a spare row is empty. */
const TaxLineRow = z.object({
	name: z
		.string()
		.trim()
		.max(
			INVOICE_SETTINGS_LIMITS.taxName,
			`Tax name must be at most ${INVOICE_SETTINGS_LIMITS.taxName} characters`,
		)
		.optional(),
	percent: z.string().trim().max(PERCENT_MAX_LENGTH, PERCENT_MESSAGE).optional(),
})

/**
 * The rows of tax lines as posted: empty rows left out; a row with a name and no percent (or the
 * other way round) or a percent out of range gets its message on the field; the filled rows become
 * `TaxLine`s in their order.
 */
const TaxLineRows = z
	.array(TaxLineRow)
	.max(TAX_LINE_ROWS, `At most ${TAX_LINE_ROWS} tax lines`)
	.optional()
	.superRefine((rows, ctx) => {
		for (const [index, row] of (rows ?? []).entries()) {
			if (row.name && !row.percent)
				ctx.addIssue({ code: 'custom', path: [index, 'percent'], message: 'Percent is required' })
			if (row.percent && !row.name)
				ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Tax name is required' })
			// Longer than any percent: the field's own limit says so.
			if (row.percent && row.percent.length <= PERCENT_MAX_LENGTH && percentOf(row.percent) === null)
				ctx.addIssue({ code: 'custom', path: [index, 'percent'], message: PERCENT_MESSAGE })
		}
	})
	.transform((rows): TaxLine[] =>
		(rows ?? [])
			.filter((row) => row.name && row.percent)
			.map((row) => ({ name: row.name!, percent: percentOf(row.percent!)! })),
	)

/** The percent `text` names ("15", "2.5", "2.5 %"), or null when it is not one from 0 to 100. */
function percentOf(text: string): number | null {
	const match = PERCENT_TEXT.exec(text)
	if (!match) return null
	const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
	return hundredths <= 10_000 ? hundredths / 100 : null
}

const REMINDER_MESSAGE = `Reminder days must be a whole number from ${INVOICE_SETTINGS_LIMITS.reminderDaysMin} to ${INVOICE_SETTINGS_LIMITS.reminderDaysMax}, or empty for no reminder`

const optionalText = (label: string, max: number) =>
	z
		.string()
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.optional()
		.transform((text) => text ?? '')

/** The invoice fields of the site settings form; every one present once parsed ('' or [] or null for none). */
export const InvoiceSettingsShape = {
	legalName: optionalText('Legal name', INVOICE_SETTINGS_LIMITS.legalName),
	legalAddress: optionalText('Legal address', INVOICE_SETTINGS_LIMITS.legalAddress),
	taxNumber: optionalText('Tax number', INVOICE_SETTINGS_LIMITS.taxNumber),
	taxLines: TaxLineRows,
	paymentReminderDays: z
		.string()
		.trim()
		.regex(/^\d{1,2}$/, REMINDER_MESSAGE)
		.optional()
		.transform((text) => (text === undefined ? null : Number(text)))
		.refine(
			(days) =>
				days === null ||
				(days >= INVOICE_SETTINGS_LIMITS.reminderDaysMin && days <= INVOICE_SETTINGS_LIMITS.reminderDaysMax),
			REMINDER_MESSAGE,
		),
}

export const InvoiceSettingsSchema = z.object(InvoiceSettingsShape)

export type InvoiceSettingsInput = z.infer<typeof InvoiceSettingsSchema>

/** The site settings form (/admin/settings): contact and organiser, then invoices and receipts. */
export const SiteSettingsSchema = ContactSettingsSchema.extend(InvoiceSettingsShape)

export type SiteSettingsInput = z.infer<typeof SiteSettingsSchema>

/** The site settings form's values as shown: the contact fields' texts, the invoice fields' texts and tax-line rows. */
export type SiteSettingsDefaults = ContactSettingsDefaults & {
	legalName: string
	legalAddress: string
	taxNumber: string
	taxLines: { name: string; percent: string }[]
	paymentReminderDays: string
}

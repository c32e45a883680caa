/**
 * What invoices and receipts print (docs/payments.md, "Invoices and receipts as PDF"): their
 * documents as data, the tax lines worked out of a total, and the rule that says when an invoice
 * asked for again is the one already issued. Pure: the server builds the documents, the PDF
 * renderer draws them. Amounts are integer pesewas, GHS.
 */
import type { EventEdition, Settings } from '#app/db/schema.ts'
import { formatEventDate, textLines } from '#app/lib/format.ts'
import { basisPoints, type TaxLine } from '#app/modules/settings/invoice-settings.schema.ts'

/** The organiser as a document names it. */
export interface DocumentSeller {
	/** The site's name, the document's heading. */
	siteName: string
	/** The legal name (else the organiser's name, else the site's). */
	name: string
	/** The legal address's lines (else the contact address's). */
	address: string[]
	/** The tax number, '' when none is set. */
	taxNumber: string
	email: string
	phone: string
}

/**
 * The organiser as documents name it, from the site settings: the legal name, else the organiser's
 * name, else the site's; the legal address, else the contact address; the first phone number.
 */
export function sellerOf(
	settings: Pick<
		Settings,
		| 'site_name'
		| 'organiser_name'
		| 'legal_name'
		| 'legal_address'
		| 'contact_address'
		| 'tax_number'
		| 'contact_email'
		| 'contact_phone'
	>,
): DocumentSeller {
	const address = textLines(settings.legal_address)
	return {
		siteName: settings.site_name,
		name: settings.legal_name || settings.organiser_name || settings.site_name,
		address: address.length ? address : textLines(settings.contact_address),
		taxNumber: settings.tax_number,
		email: settings.contact_email,
		phone: textLines(settings.contact_phone)[0] ?? '',
	}
}

/** The edition as documents name it: "<site name> <year>", its theme, day (Accra) and venue. */
export function eventOf(
	siteName: string,
	edition: Pick<EventEdition, 'year' | 'theme' | 'venue' | 'starts_at'>,
): DocumentEvent {
	return {
		title: `${siteName} ${edition.year}`,
		theme: edition.theme,
		date: edition.starts_at ? formatEventDate(edition.starts_at) : null,
		venue: edition.venue,
	}
}

/** The edition a document is for. */
export interface DocumentEvent {
	/** "Internal Audit Leadership Summit 2027". */
	title: string
	theme: string | null
	/** "Thursday, 18 March 2027", or null while the date is not announced. */
	date: string | null
	venue: string | null
}

/** One line of an invoice: what is charged for, and its amount (the fee as owed, taxes included). */
export interface InvoiceLine {
	description: string
	amountPesewas: number
}

/** One tax line of an invoice: its name, its percent and the part of the total it stands for. */
export interface InvoiceTax {
	name: string
	percent: number
	amountPesewas: number
}

/**
 * Everything an invoice prints, stored as JSON with it (`invoices.document_json`), so it prints
 * the same years later whatever changes since. `version` names this shape.
 */
export interface InvoiceDocument {
	version: 1
	/** "INV-2027-0001". */
	number: string
	/** When it was issued (ISO instant). */
	issuedAt: string
	seller: DocumentSeller
	event: DocumentEvent
	/** The registrant, or the group's contact, with the company as asked for. */
	buyer: { name: string; company: string; email: string }
	/** The buyer's purchase-order number, '' for none. */
	purchaseOrder: string
	lines: InvoiceLine[]
	/** The total less the taxes: the amount before tax. */
	subtotalPesewas: number
	taxes: InvoiceTax[]
	/** The lines added up: what is owed, taxes included. */
	totalPesewas: number
	/** Paid less refunded when it was issued. */
	paidPesewas: number
	waivedPesewas: number
	/** Total less paid less waived. */
	balancePesewas: number
	/** How to pay (the settings' text, line by line). */
	paymentInstructions: string[]
}

/**
 * The tax lines of a total that includes them (the fees are what is owed and paid, so taxes are
 * part of them): each tax is the total × its percent ÷ (100 + the sum of the percents), rounded half
 * up to the pesewa, which is its percent of the amount before tax to the pesewa; the amount before
 * tax (`subtotalPesewas`) is the total less the taxes, so the invoice adds up exactly. Computed in
 * whole numbers (percents in hundredths), so no rounding error creeps in.
 */
export function taxesIncluded(
	totalPesewas: number,
	taxLines: readonly TaxLine[],
): { subtotalPesewas: number; taxes: InvoiceTax[] } {
	const rates = taxLines.map((line) => BigInt(basisPoints(line.percent)))
	const divisor = 10_000n + rates.reduce((sum, rate) => sum + rate, 0n)
	const total = BigInt(totalPesewas)
	const taxes = taxLines.map((line, index) => ({
		name: line.name,
		percent: line.percent,
		// Half up: (2 × total × rate + divisor) ÷ (2 × divisor), floored.
		amountPesewas: Number((2n * total * rates[index]! + divisor) / (2n * divisor)),
	}))
	return {
		subtotalPesewas: totalPesewas - taxes.reduce((sum, tax) => sum + tax.amountPesewas, 0),
		taxes,
	}
}

/** What two invoices print, but for their number and date: equal means nothing changed. */
function content(document: InvoiceDocument): string {
	const { number: _number, issuedAt: _issuedAt, ...rest } = document
	return JSON.stringify(rest)
}

/**
 * True when `issued` prints what `asked` would, but for its number and date: the same buyer and
 * company, purchase order, lines, amounts paid and due, seller, taxes and instructions. Asking again
 * then gives `issued` back; any change gives a new invoice with a new number.
 */
export function sameInvoice(issued: InvoiceDocument, asked: InvoiceDocument): boolean {
	return content(issued) === content(asked)
}

/** A correction that undid part of a receipt's payment. */
export interface ReceiptCorrection {
	/** When the correction was recorded (ISO instant). */
	at: string
	/** How much of the payment it undid (positive pesewas). */
	amountPesewas: number
}

/**
 * Everything a receipt prints, gathered when it is rendered: the receipt row as it was written (the
 * payer as they were then), what it paid for from the ledger, and the seller as the settings say now.
 */
export interface ReceiptDocument {
	/** "RCT-2027-0001". */
	number: string
	/** When the payment was recorded (ISO instant). */
	issuedAt: string
	seller: DocumentSeller
	event: DocumentEvent
	payer: { name: string; company: string; email: string }
	amountPesewas: number
	/** The method's label ("Bank transfer", "Mobile money transfer", …). */
	method: string
	reference: string | null
	recordedBy: string
	/** Each registration the payment went to, with its part; a cancelled one has no name. */
	paysFor: { name: string | null; amountPesewas: number }[]
	/** The account's balance right after this payment; null once its registrations are gone. */
	balanceAfterPesewas: number | null
	corrections: ReceiptCorrection[]
}

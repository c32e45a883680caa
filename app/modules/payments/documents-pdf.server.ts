/**
 * Invoices and receipts as PDF (docs/payments.md, "Invoices and receipts as PDF"; ADR 0048): A4,
 * drawn by pdfkit with the DejaVu Sans font embedded (subset), which prints "GH₵" and names such
 * as Ɔdɔm and Ɛsi; amounts as "GH₵ 2,500.00" ("2 500,00 GH₵" in French). `renderInvoicePdf` prints an
 * invoice's stored document; `renderReceiptPdf` gathers and prints a receipt. Both print in the
 * registrant's language (ADR 0059), whoever downloads them: the document is theirs. The fonts are read and parsed once per
 * process and shared by every document (a document then takes a few milliseconds; bench/receipts.ts).
 */
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Handle } from '#app/db/handle.ts'
import { accraDay, formatCalendarDay, formatCedisExact } from '#app/lib/format.ts'
import { currentLocale, languageTag } from '#app/lib/i18n/locale.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { registrantLocale } from './payments.queries.server.ts'
import { percentText } from '#app/modules/settings/invoice-settings.schema.ts'
import type { DocumentEvent, DocumentSeller, InvoiceDocument, ReceiptDocument } from './documents.ts'
import { findInvoice, findReceipt } from './documents.queries.server.ts'
import { loadReceiptDocument } from './receipt-document.server.ts'

/** A rendered document: its file name (its printed number, e.g. `RCT-2027-0001.pdf`) and bytes. */
export interface RenderedPdf {
	filename: string
	content: Buffer
}

/** What pdfkit takes as a font: the file's bytes, or a font it has already parsed. */
type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1]

const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const

let fonts: Promise<Record<keyof typeof FONT_FILES, FontSource>> | undefined

/**
 * The two fonts, read from the dejavu-fonts-ttf package once per process. pdfkit (0.20) accepts a
 * font it has parsed itself: the first document's is kept and handed to every later one, which
 * saves parsing 700 KB of font per document (about 40 ms); should a later pdfkit not expose it,
 * the bytes are used (slower, the same output). Shared with the CPE certificates' PDF
 * (`modules/certificates/certificate-pdf.server.ts`): register them with `doc.registerFont`.
 */
export function documentFonts() {
	fonts ??= (async () => {
		const require = createRequire(import.meta.url)
		const entries = await Promise.all(
			Object.entries(FONT_FILES).map(async ([name, file]) => {
				const bytes = await fs.readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))
				return [name, parsedFont(bytes)] as const
			}),
		)
		return Object.fromEntries(entries) as Record<keyof typeof FONT_FILES, FontSource>
	})()
	return fonts
}

/** `bytes` as pdfkit parses them (its font object, which it accepts back), or the bytes themselves. */
function parsedFont(bytes: Buffer): FontSource {
	const probe = new PDFDocument({ autoFirstPage: false, font: '' })
	probe.font(bytes)
	const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font
	probe.end()
	return typeof parsed?.layout === 'function' ? (parsed as unknown as FontSource) : bytes
}

// A4 in points, with 2 cm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56 }
const LEFT = PAGE.margin
const RIGHT = PAGE.width - PAGE.margin
const WIDTH = RIGHT - LEFT
/** The lowest a line of content may reach: the footer lives below it. */
const BOTTOM = PAGE.height - PAGE.margin - 24

const COLOUR = {
	brand: '#064e3b',
	text: '#0f172a',
	muted: '#475569',
	rule: '#cbd5e1',
	band: '#ecfdf5',
	note: '#fffbeb',
	noteRule: '#d97706',
}

type Doc = PDFKit.PDFDocument

/** A new A4 document titled `title`, its fonts registered as `regular` and `bold`. */
async function newDocument(title: string, subject: string, author: string, createdAt: string): Promise<Doc> {
	const { regular, bold } = await documentFonts()
	const doc = new PDFDocument({
		// No standard font: ours is set below (loading Helvetica's metrics cost a millisecond a document).
		font: '',
		size: 'A4',
		margin: PAGE.margin,
		bufferPages: true,
		lang: languageTag(currentLocale()),
		displayTitle: true,
		info: {
			Title: title,
			Subject: subject,
			Author: author,
			Creator: author,
			CreationDate: new Date(createdAt),
		},
	})
	doc.registerFont('regular', regular)
	doc.registerFont('bold', bold)
	doc.font('regular').fontSize(10).fillColor(COLOUR.text)
	return doc
}

/** The finished document's bytes. */
function finish(doc: Doc): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		doc.on('data', (chunk: Buffer) => chunks.push(chunk))
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
		doc.end()
	})
}

/** "18 March 2027" for an ISO instant (Accra). */
function day(iso: string): string {
	return formatCalendarDay(accraDay(iso))
}

/** Starts a new page when `height` more points would run past the content's bottom; true if it did. */
function room(doc: Doc, height: number): boolean {
	if (doc.y + height <= BOTTOM) return false
	doc.addPage()
	doc.y = PAGE.margin
	return true
}

/** A horizontal rule across the content at the current line, then a little space. */
function rule(doc: Doc, gap = 8): void {
	doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.75).strokeColor(COLOUR.rule).stroke()
	doc.y += gap
}

/** A small uppercase label ("BILL TO") at `x`, `y`. */
function label(doc: Doc, text: string, x: number, y: number, width: number): void {
	doc
		.font('bold')
		.fontSize(8)
		.fillColor(COLOUR.muted)
		.text(text.toUpperCase(), x, y, { width, characterSpacing: 0.5 })
}

/**
 * The heading of a document: on the left the site's name and the organiser (legal name, address,
 * tax number, contact); on the right the kind ("INVOICE"), and `facts` (label and value) under it.
 * Leaves `doc.y` under the taller side, after a rule.
 */
function heading(doc: Doc, seller: DocumentSeller, kind: string, facts: [string, string][]): void {
	const top = PAGE.margin
	const leftWidth = WIDTH * 0.58
	doc.font('bold').fontSize(14).fillColor(COLOUR.brand).text(seller.siteName, LEFT, top, { width: leftWidth })
	doc.moveDown(0.3)
	doc.font('bold').fontSize(10).fillColor(COLOUR.text).text(seller.name, { width: leftWidth })
	doc.font('regular').fontSize(9).fillColor(COLOUR.muted)
	for (const line of seller.address) doc.text(line, { width: leftWidth })
	if (seller.taxNumber) doc.text(m.documents_tax_number({ number: seller.taxNumber }), { width: leftWidth })
	const contact = [seller.email, seller.phone].filter(Boolean).join(' · ')
	if (contact) doc.text(contact, { width: leftWidth })
	const leftBottom = doc.y

	const rightX = LEFT + leftWidth + 12
	const rightWidth = RIGHT - rightX
	doc
		.font('bold')
		.fontSize(22)
		.fillColor(COLOUR.brand)
		.text(kind, rightX, top - 4, { width: rightWidth, align: 'right' })
	doc.moveDown(0.4)
	for (const [name, value] of facts) {
		const y = doc.y
		doc
			.font('regular')
			.fontSize(9)
			.fillColor(COLOUR.muted)
			.text(name, rightX, y, { width: rightWidth * 0.45 })
		doc
			.font('bold')
			.fontSize(9)
			.fillColor(COLOUR.text)
			.text(value, rightX + rightWidth * 0.45, y, { width: rightWidth * 0.55, align: 'right' })
		doc.y = Math.max(doc.y, y + 13)
	}
	doc.y = Math.max(leftBottom, doc.y) + 14
	rule(doc, 14)
}

/**
 * Two blocks side by side: `left` (a label and its lines, the first bold) and the event on the
 * right ("FOR": its title, theme, date and venue). Leaves `doc.y` under both.
 */
function partiesAndEvent(doc: Doc, left: { label: string; lines: string[] }, event: DocumentEvent): void {
	const top = doc.y
	const half = (WIDTH - 24) / 2
	const block = (x: number, title: string, lines: string[]) => {
		label(doc, title, x, top, half)
		doc.moveDown(0.3)
		lines.forEach((line, index) => {
			doc
				.font(index === 0 ? 'bold' : 'regular')
				.fontSize(10)
				.fillColor(index === 0 ? COLOUR.text : COLOUR.muted)
				.text(line, x, doc.y, { width: half })
		})
		return doc.y
	}
	const leftBottom = block(LEFT, left.label, left.lines)
	const rightBottom = block(
		LEFT + half + 24,
		m.documents_for(),
		[event.title, event.theme, event.date, event.venue].filter((line): line is string => Boolean(line)),
	)
	doc.x = LEFT
	doc.y = Math.max(leftBottom, rightBottom) + 18
}

const AMOUNT_WIDTH = 120
const DESCRIPTION_WIDTH = WIDTH - AMOUNT_WIDTH - 24

/** The table's heading row ("Description", "Amount") on a green band. */
function tableHeading(doc: Doc, description: string, amount: string): void {
	const y = doc.y
	doc.rect(LEFT, y, WIDTH, 20).fill(COLOUR.band)
	doc.font('bold').fontSize(9).fillColor(COLOUR.brand)
	doc.text(description, LEFT + 8, y + 6, { width: DESCRIPTION_WIDTH })
	doc.text(amount, RIGHT - AMOUNT_WIDTH - 8, y + 6, { width: AMOUNT_WIDTH, align: 'right' })
	doc.y = y + 26
}

/** Rows of a description and an amount, each ruled under; a row that does not fit starts a new page with the heading again. */
function tableRows(
	doc: Doc,
	rows: { description: string; amount: string }[],
	headings: [string, string],
): void {
	for (const row of rows) {
		doc.font('regular').fontSize(10)
		const height = doc.heightOfString(row.description, { width: DESCRIPTION_WIDTH }) + 10
		if (room(doc, height)) tableHeading(doc, ...headings)
		const y = doc.y
		doc.font('regular').fontSize(10).fillColor(COLOUR.text)
		doc.text(row.description, LEFT + 8, y, { width: DESCRIPTION_WIDTH })
		doc.text(row.amount, RIGHT - AMOUNT_WIDTH - 8, y, { width: AMOUNT_WIDTH, align: 'right' })
		doc.y = y + height - 4
		rule(doc, 6)
	}
}

/** The amount column of the totals: wide enough for "GH₵ 10,000,000.00" in bold. */
const TOTAL_AMOUNT_WIDTH = 110

/** Label and amount pairs on the right, the `strong` ones bold on a band. */
function totals(doc: Doc, rows: { label: string; amount: string; strong?: boolean }[]): void {
	const x = LEFT + WIDTH * 0.4
	const width = RIGHT - x
	room(doc, rows.length * 18 + 8)
	for (const row of rows) {
		const y = doc.y
		if (row.strong) doc.rect(x, y - 3, width, 18).fill(COLOUR.band)
		doc
			.font(row.strong ? 'bold' : 'regular')
			.fontSize(10)
			.fillColor(row.strong ? COLOUR.brand : COLOUR.text)
		doc.text(row.label, x + 8, y, { width: width - TOTAL_AMOUNT_WIDTH - 16 })
		doc.text(row.amount, RIGHT - TOTAL_AMOUNT_WIDTH - 8, y, { width: TOTAL_AMOUNT_WIDTH, align: 'right' })
		doc.y = y + 18
	}
	doc.x = LEFT
}

/** A titled section of plain lines (how to pay, a note), kept on one page when it fits. */
function section(doc: Doc, title: string, lines: string[], tone?: 'note'): void {
	doc.font('regular').fontSize(10)
	const height =
		18 + lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: WIDTH - 16 }) + 2, 0) + 12
	room(doc, Math.min(height, BOTTOM - PAGE.margin))
	const top = doc.y
	if (tone === 'note') {
		doc.rect(LEFT, top, WIDTH, height).fill(COLOUR.note)
		doc.rect(LEFT, top, 3, height).fill(COLOUR.noteRule)
	}
	label(doc, title, LEFT + 8, top + 8, WIDTH - 16)
	doc.moveDown(0.4)
	for (const line of lines)
		doc
			.font('regular')
			.fontSize(10)
			.fillColor(COLOUR.text)
			.text(line, LEFT + 8, doc.y, { width: WIDTH - 16 })
	doc.x = LEFT
	doc.y = Math.max(doc.y, top + height) + 12
}

/** Every page's footer: `left` and "Page n of m", under the content's bottom. */
function footers(doc: Doc, left: string): void {
	const range = doc.bufferedPageRange()
	for (let index = range.start; index < range.start + range.count; index++) {
		doc.switchToPage(index)
		// Writing below the bottom margin would start a new page: lift it while the footer is drawn.
		const margin = doc.page.margins.bottom
		doc.page.margins.bottom = 0
		const y = PAGE.height - PAGE.margin + 4
		doc
			.moveTo(LEFT, y - 6)
			.lineTo(RIGHT, y - 6)
			.lineWidth(0.5)
			.strokeColor(COLOUR.rule)
			.stroke()
		doc.font('regular').fontSize(8).fillColor(COLOUR.muted)
		doc.text(left, LEFT, y, { width: WIDTH * 0.75, lineBreak: false })
		doc.text(
			m.documents_page_of({ page: index - range.start + 1, pages: range.count }),
			LEFT + WIDTH * 0.75,
			y,
			{
				width: WIDTH * 0.25,
				align: 'right',
				lineBreak: false,
			},
		)
		doc.page.margins.bottom = margin
	}
}

/** An invoice's document drawn as a PDF. */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
	const doc = await newDocument(
		m.documents_invoice_title({ number: invoice.number }),
		m.documents_invoice_subject({ event: invoice.event.title }),
		invoice.seller.name,
		invoice.issuedAt,
	)
	const facts: [string, string][] = [
		[m.documents_number(), invoice.number],
		[m.documents_date(), day(invoice.issuedAt)],
	]
	if (invoice.purchaseOrder) facts.push([m.documents_purchase_order(), invoice.purchaseOrder])
	heading(doc, invoice.seller, m.documents_invoice(), facts)
	partiesAndEvent(
		doc,
		{
			label: m.documents_bill_to(),
			lines: [
				invoice.buyer.company || invoice.buyer.name,
				...(invoice.buyer.company ? [m.documents_attn({ name: invoice.buyer.name })] : []),
				invoice.buyer.email,
			],
		},
		invoice.event,
	)
	const headings: [string, string] = [m.documents_description(), m.documents_amount()]
	tableHeading(doc, ...headings)
	tableRows(
		doc,
		invoice.lines.map((line) => ({
			description: line.description,
			amount: formatCedisExact(line.amountPesewas),
		})),
		headings,
	)
	doc.y += 4
	totals(doc, [
		...(invoice.taxes.length
			? [
					{ label: m.documents_amount_before_tax(), amount: formatCedisExact(invoice.subtotalPesewas) },
					...invoice.taxes.map((tax) => ({
						label: m.documents_tax_line({
							name: tax.name,
							percent:
								currentLocale() === 'fr'
									? percentText(tax.percent).replace('.', ',')
									: percentText(tax.percent),
						}),
						amount: formatCedisExact(tax.amountPesewas),
					})),
				]
			: []),
		{
			label: invoice.taxes.length ? m.documents_total_taxes_included() : m.documents_total(),
			amount: formatCedisExact(invoice.totalPesewas),
			strong: true,
		},
		{ label: m.documents_paid_to_date(), amount: formatCedisExact(invoice.paidPesewas) },
		...(invoice.waivedPesewas
			? [{ label: m.documents_waived(), amount: formatCedisExact(invoice.waivedPesewas) }]
			: []),
		{ label: m.documents_balance_due(), amount: formatCedisExact(invoice.balancePesewas), strong: true },
	])
	doc.y += 10
	if (invoice.taxes.length) {
		doc
			.font('regular')
			.fontSize(8)
			.fillColor(COLOUR.muted)
			.text(m.documents_taxes_note(), LEFT, doc.y, { width: WIDTH })
		doc.y += 10
	}
	section(doc, m.documents_how_to_pay(), [
		...invoice.paymentInstructions,
		m.documents_quote_reference({ number: invoice.number }),
	])
	footers(doc, m.documents_footer_invoice({ seller: invoice.seller.name, number: invoice.number }))
	return finish(doc)
}

/** A receipt's document drawn as a PDF. */
export async function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
	const doc = await newDocument(
		m.documents_receipt_title({ number: receipt.number }),
		m.documents_receipt_subject({ event: receipt.event.title }),
		receipt.seller.name,
		receipt.issuedAt,
	)
	heading(doc, receipt.seller, m.documents_receipt(), [
		[m.documents_number(), receipt.number],
		[m.documents_date(), day(receipt.issuedAt)],
	])
	partiesAndEvent(
		doc,
		{
			label: m.documents_received_from(),
			lines: [receipt.payer.name, receipt.payer.company, receipt.payer.email].filter(Boolean),
		},
		receipt.event,
	)
	totals(doc, [
		{ label: m.documents_amount_received(), amount: formatCedisExact(receipt.amountPesewas), strong: true },
	])
	doc.y += 6
	const details: [string, string][] = [
		[m.documents_method(), receipt.method],
		[m.documents_reference(), receipt.reference ?? '—'],
		[m.documents_recorded_by(), receipt.recordedBy],
	]
	for (const [name, value] of details) {
		const y = doc.y
		doc.font('regular').fontSize(10).fillColor(COLOUR.muted).text(name, LEFT, y, { width: 110 })
		doc.fillColor(COLOUR.text).text(value, LEFT + 110, y, { width: WIDTH - 110 })
		doc.y = Math.max(doc.y, y + 14) + 2
	}
	doc.y += 12
	const headings: [string, string] = [m.documents_paid_for(), m.documents_amount()]
	tableHeading(doc, ...headings)
	tableRows(
		doc,
		receipt.paysFor.map((part) => ({
			description: m.documents_delegate_fee({ name: part.name ?? m.documents_cancelled_registration() }),
			amount: formatCedisExact(part.amountPesewas),
		})),
		headings,
	)
	doc.y += 4
	if (receipt.balanceAfterPesewas !== null) {
		totals(doc, [
			{
				label: m.documents_balance_after(),
				amount: formatCedisExact(Math.max(receipt.balanceAfterPesewas, 0)),
				strong: true,
			},
		])
		if (receipt.balanceAfterPesewas <= 0)
			doc
				.font('bold')
				.fontSize(10)
				.fillColor(COLOUR.brand)
				.text(m.documents_paid_in_full(), LEFT, doc.y + 2, { width: WIDTH, align: 'right' })
	}
	doc.y += 12
	if (receipt.corrections.length) {
		const undone = receipt.corrections.reduce((sum, c) => sum + c.amountPesewas, 0)
		section(
			doc,
			m.documents_corrected(),
			[
				...receipt.corrections.map((c) =>
					m.documents_correction_line({ date: day(c.at), amount: formatCedisExact(c.amountPesewas) }),
				),
				m.documents_now_stands_for({ amount: formatCedisExact(receipt.amountPesewas - undone) }),
			],
			'note',
		)
	}
	doc
		.font('regular')
		.fontSize(10)
		.fillColor(COLOUR.text)
		.text(m.documents_thank_you_keep({ number: receipt.number }), LEFT, doc.y, {
			width: WIDTH,
		})
	footers(doc, m.documents_footer_receipt({ seller: receipt.seller.name, number: receipt.number }))
	return finish(doc)
}

/**
 * Invoice `invoiceId` as a PDF (what it printed when issued, its labels in its registrant's
 * language), or undefined when there is none.
 */
export async function renderInvoicePdf(db: Handle, invoiceId: number): Promise<RenderedPdf | undefined> {
	const invoice = await findInvoice(db, invoiceId)
	if (!invoice) return undefined
	const document = JSON.parse(invoice.documentJson) as InvoiceDocument
	const locale = await registrantLocale(db, { attendeeId: invoice.attendeeId, groupId: invoice.groupId })
	return { filename: `${document.number}.pdf`, content: await inLocale(locale, () => invoicePdf(document)) }
}

/** Receipt `receiptId` as a PDF in its registrant's language, or undefined when there is none. */
export async function renderReceiptPdf(db: Handle, receiptId: number): Promise<RenderedPdf | undefined> {
	const found = await findReceipt(db, receiptId)
	if (!found) return undefined
	const locale = await registrantLocale(db, { attendeeId: found.attendeeId, groupId: found.groupId })
	return inLocale(locale, async () => {
		const receipt = await loadReceiptDocument(db, receiptId)
		if (!receipt) return undefined
		return { filename: `${receipt.number}.pdf`, content: await receiptPdf(receipt) }
	})
}

/**
 * A CPE certificate as a PDF (docs/event-days.md, "CPE certificates"; ADR 0068): A4 landscape,
 * drawn by pdfkit with the invoices' embedded DejaVu Sans (`documentFonts`), so every name prints
 * (Ɔdɔm, Ɛsi, Traoré). It prints what the certificate row holds (the name, hours and sessions as
 * issued) with the edition (year, theme, dates, venue), the signatory and logo of the settings, the
 * number, and the verification link `SITE_URL/certificate/<number>` with its QR code (the ticket's
 * generator, `qrcode`). In the registrant's language, whoever downloads it. Drawn when it is mailed
 * or downloaded, never stored.
 */
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import sharp from 'sharp'
import type { Handle } from '#app/db/handle.ts'
import { formatLongDate } from '#app/lib/format.ts'
import { currentLocale, languageTag, type Locale } from '#app/lib/i18n/locale.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { logger } from '#app/lib/logger.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { documentFonts } from '#app/modules/payments/documents-pdf.server.ts'
import { registrantLocale } from '#app/modules/payments/payments.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import {
	type CertificateRow,
	type CertificateSession,
	findCertificate,
	sessionSpanOf,
} from './certificates.queries.server.ts'

/** Everything a certificate prints, in the language it is drawn in. */
export interface CertificateDocument {
	number: string
	fullName: string
	hours: number
	sessions: CertificateSession[]
	issuedAt: string
	/** "Internal Audit Leadership Summit 2027". */
	event: string
	theme: string | null
	/** "18 March 2027" or "18 March 2027 – 19 March 2027"; null while not dated. */
	dates: string | null
	venue: string | null
	organiser: string
	signatory: { name: string; title: string } | null
	/** PNG bytes of the settings' logo, or null. */
	logo: Buffer | null
	verifyUrl: string
}

/** The public verification link of certificate `number` on `siteUrl`, in the current language. */
export function verificationUrl(number: string, siteUrl: string, locale: Locale = currentLocale()): string {
	const path = `${locale === 'fr' ? '/fr' : ''}/certificate/${encodeURIComponent(number)}`
	return new URL(path, siteUrl).toString()
}

// A4 landscape in points.
const PAGE = { width: 841.89, height: 595.28 }
const FRAME = 22
const MARGIN = 64
const LEFT = MARGIN
const RIGHT = PAGE.width - MARGIN
const WIDTH = RIGHT - LEFT

const COLOUR = {
	brand: '#064e3b',
	gold: '#b08d2e',
	text: '#0f172a',
	muted: '#475569',
	rule: '#cbd5e1',
	band: '#ecfdf5',
}

type Doc = PDFKit.PDFDocument

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

/** The decorative frame: a green border and a thin gold line inside it. */
function frame(doc: Doc): void {
	doc
		.rect(FRAME, FRAME, PAGE.width - 2 * FRAME, PAGE.height - 2 * FRAME)
		.lineWidth(4)
		.strokeColor(COLOUR.brand)
		.stroke()
	doc
		.rect(FRAME + 8, FRAME + 8, PAGE.width - 2 * FRAME - 16, PAGE.height - 2 * FRAME - 16)
		.lineWidth(0.8)
		.strokeColor(COLOUR.gold)
		.stroke()
}

/** A line of text centred across the content at `y`; returns the y under it. */
function centred(doc: Doc, text: string, y: number, font: 'regular' | 'bold', size: number, colour: string) {
	doc.font(font).fontSize(size).fillColor(colour).text(text, LEFT, y, { width: WIDTH, align: 'center' })
	return doc.y
}

/** A session's heading in the current language (its French one when drawn in French and it has one). */
function headingOf(session: CertificateSession): string {
	return currentLocale() === 'fr' && session.heading_fr ? session.heading_fr : session.heading
}

/**
 * The sessions' table from `top`, above `bottom`: in one column when they fit, else two; more start a
 * new page. Returns the y under the table on its last page.
 */
function sessionsTable(doc: Doc, sessions: CertificateSession[], top: number, bottom: number): number {
	const rowHeight = 13
	const headHeight = 16
	const fits = Math.max(1, Math.floor((bottom - top - headHeight) / rowHeight))
	const columns = sessions.length > fits ? 2 : 1
	const gap = 24
	const tableWidth = columns === 2 ? (WIDTH - gap) / 2 : WIDTH * 0.72
	const firstX = columns === 2 ? LEFT : LEFT + (WIDTH - tableWidth) / 2
	const dayWidth = 78
	const hoursWidth = 58
	const headingWidth = tableWidth - dayWidth - hoursWidth - 12
	const perColumn = Math.min(fits, Math.ceil(sessions.length / columns))
	let index = 0
	let pageTop = top
	let under = top
	while (index < sessions.length) {
		for (let column = 0; column < columns && index < sessions.length; column++) {
			const x = firstX + column * (tableWidth + gap)
			doc.rect(x, pageTop, tableWidth, headHeight).fill(COLOUR.band)
			doc.font('bold').fontSize(7.5).fillColor(COLOUR.brand)
			doc.text(m.certificate_pdf_day().toUpperCase(), x + 6, pageTop + 5, {
				width: dayWidth,
				lineBreak: false,
			})
			doc.text(m.certificate_pdf_session().toUpperCase(), x + 6 + dayWidth, pageTop + 5, {
				width: headingWidth,
				lineBreak: false,
			})
			doc.text(m.certificate_pdf_hours().toUpperCase(), x + tableWidth - hoursWidth - 6, pageTop + 5, {
				width: hoursWidth,
				align: 'right',
				lineBreak: false,
			})
			let y = pageTop + headHeight + 2
			for (let row = 0; row < perColumn && index < sessions.length; row++, index++) {
				const session = sessions[index]!
				doc.font('regular').fontSize(8.5).fillColor(COLOUR.text)
				doc.text(formatLongDate(session.starts_at), x + 6, y, { width: dayWidth, lineBreak: false })
				doc.text(headingOf(session), x + 6 + dayWidth, y, {
					width: headingWidth,
					height: rowHeight,
					ellipsis: true,
					lineBreak: false,
				})
				doc.text(
					session.cpe_hours_hundredths
						? formatCpeHours(session.cpe_hours_hundredths, currentLocale() === 'fr')
						: '—',
					x + tableWidth - hoursWidth - 6,
					y,
					{ width: hoursWidth, align: 'right', lineBreak: false },
				)
				y += rowHeight
				doc
					.moveTo(x, y - 2)
					.lineTo(x + tableWidth, y - 2)
					.lineWidth(0.4)
					.strokeColor(COLOUR.rule)
					.stroke()
			}
			under = Math.max(under, y)
		}
		if (index < sessions.length) {
			doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 })
			frame(doc)
			pageTop = FRAME + 40
			under = pageTop
		}
	}
	return under
}

/**
 * The QR code of `url` at `x`, `y`, `size` points wide: the ticket's generator (`qrcode`, error
 * correction M) gives the modules, drawn as vector squares (sharp at any zoom, and no image to
 * encode and embed: a third of a certificate's drawing time).
 */
function qrCode(doc: Doc, url: string, x: number, y: number, size: number): void {
	const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
	const quiet = 1
	const cell = size / (modules.size + 2 * quiet)
	doc.rect(x, y, size, size).fill('#ffffff')
	for (let row = 0; row < modules.size; row++)
		for (let column = 0; column < modules.size; column++)
			if (modules.get(row, column))
				doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell + 0.02, cell + 0.02)
	doc.fill('#000000')
}

/** Draws certificate `certificate` as a PDF in the current language. */
export async function certificatePdf(certificate: CertificateDocument): Promise<Buffer> {
	const { regular, bold } = await documentFonts()
	const doc = new PDFDocument({
		font: '',
		size: 'A4',
		layout: 'landscape',
		margin: 0,
		lang: languageTag(currentLocale()),
		displayTitle: true,
		info: {
			Title: m.certificate_pdf_title({ number: certificate.number }),
			Subject: m.certificate_pdf_subject({ name: certificate.fullName, event: certificate.event }),
			Author: certificate.organiser,
			Creator: certificate.organiser,
			CreationDate: new Date(certificate.issuedAt),
		},
	})
	doc.registerFont('regular', regular)
	doc.registerFont('bold', bold)
	frame(doc)
	const decimalComma = currentLocale() === 'fr'

	let y = FRAME + 30
	if (certificate.logo) {
		doc.image(certificate.logo, PAGE.width / 2 - 60, y, { fit: [120, 52], align: 'center', valign: 'center' })
		y += 60
	} else {
		y = centred(doc, certificate.organiser.toUpperCase(), y + 4, 'bold', 10, COLOUR.brand) + 14
	}
	y = centred(doc, m.certificate_pdf_heading(), y, 'bold', 28, COLOUR.brand) + 2
	doc.font('regular').fontSize(10).fillColor(COLOUR.gold)
	doc.text(m.certificate_pdf_subheading().toUpperCase(), LEFT, y, {
		width: WIDTH,
		align: 'center',
		characterSpacing: 1.5,
	})
	y = doc.y + 14
	y = centred(doc, m.certificate_pdf_certifies(), y, 'regular', 11, COLOUR.muted) + 6
	doc.font('bold').fontSize(24).fillColor(COLOUR.text)
	doc.text(certificate.fullName, LEFT, y, { width: WIDTH, align: 'center', height: 60, ellipsis: true })
	y = doc.y + 4
	doc
		.moveTo(PAGE.width / 2 - 170, y)
		.lineTo(PAGE.width / 2 + 170, y)
		.lineWidth(0.8)
		.strokeColor(COLOUR.gold)
		.stroke()
	y += 10
	y =
		centred(doc, m.certificate_pdf_attended({ event: certificate.event }), y, 'regular', 12, COLOUR.text) + 2
	if (certificate.theme)
		y = centred(doc, m.certificate_pdf_theme({ theme: certificate.theme }), y, 'bold', 11, COLOUR.brand) + 2
	const where = [certificate.dates, certificate.venue].filter(Boolean).join(' · ')
	if (where) y = centred(doc, where, y, 'regular', 10, COLOUR.muted) + 2
	const hours = formatCpeHours(certificate.hours, decimalComma)
	y =
		centred(
			doc,
			certificate.hours === 100 ? m.certificate_pdf_earned_one() : m.certificate_pdf_earned({ hours }),
			y + 4,
			'regular',
			11,
			COLOUR.text,
		) + 10

	// The foot: signatory on the left, number and total in the middle, the QR code on the right.
	const footTop = PAGE.height - FRAME - 118
	const totalY = Math.min(sessionsTable(doc, certificate.sessions, y, footTop - 30) + 8, footTop - 24)
	doc.font('bold').fontSize(11).fillColor(COLOUR.brand)
	doc.text(m.certificate_pdf_total_line({ hours }), LEFT, totalY, { width: WIDTH, align: 'center' })

	const qrSize = 78
	const qrX = RIGHT - qrSize
	const qrY = footTop + 4
	qrCode(doc, certificate.verifyUrl, qrX, qrY, qrSize)
	doc.font('regular').fontSize(7).fillColor(COLOUR.muted)
	doc.text(m.certificate_pdf_scan(), qrX - 10, qrY + qrSize + 2, { width: qrSize + 20, align: 'center' })

	const signWidth = 230
	const signLineY = footTop + 40
	doc
		.moveTo(LEFT, signLineY)
		.lineTo(LEFT + signWidth, signLineY)
		.lineWidth(0.8)
		.strokeColor(COLOUR.text)
		.stroke()
	let signY = signLineY + 5
	if (certificate.signatory) {
		doc.font('bold').fontSize(10).fillColor(COLOUR.text).text(certificate.signatory.name, LEFT, signY, {
			width: signWidth,
		})
		signY = doc.y
		if (certificate.signatory.title)
			doc.font('regular').fontSize(9).fillColor(COLOUR.muted).text(certificate.signatory.title, LEFT, signY, {
				width: signWidth,
			})
		signY = doc.y
	} else {
		doc.font('regular').fontSize(9).fillColor(COLOUR.muted).text(m.certificate_pdf_signature(), LEFT, signY, {
			width: signWidth,
		})
		signY = doc.y
	}
	doc
		.font('regular')
		.fontSize(9)
		.fillColor(COLOUR.muted)
		.text(m.certificate_pdf_for_organiser({ organiser: certificate.organiser }), LEFT, signY, {
			width: signWidth,
		})

	const middleX = LEFT + signWidth + 20
	const middleWidth = qrX - 20 - middleX
	doc.font('regular').fontSize(8).fillColor(COLOUR.muted)
	doc.text(m.certificate_pdf_number().toUpperCase(), middleX, footTop + 18, {
		width: middleWidth,
		align: 'center',
		characterSpacing: 0.5,
	})
	doc.font('bold').fontSize(13).fillColor(COLOUR.text)
	doc.text(certificate.number, middleX, doc.y + 1, { width: middleWidth, align: 'center' })
	doc.font('regular').fontSize(8.5).fillColor(COLOUR.muted)
	doc.text(m.certificate_pdf_issued({ date: formatLongDate(certificate.issuedAt) }), middleX, doc.y + 2, {
		width: middleWidth,
		align: 'center',
	})
	doc.text(m.certificate_pdf_verify(), middleX, doc.y + 6, { width: middleWidth, align: 'center' })
	doc.font('regular').fontSize(8.5).fillColor(COLOUR.brand).text(certificate.verifyUrl, middleX, doc.y, {
		width: middleWidth,
		align: 'center',
		link: certificate.verifyUrl,
		underline: true,
	})
	return finish(doc)
}

/** Logo PNGs by file-store key: a few kilobytes, converted once per process from their WebP. */
const logos = new Map<string, Promise<Buffer | null>>()

/**
 * The settings' logo `key` as PNG bytes for pdfkit (which reads no WebP), from `store`'s largest
 * variant; null when it is missing or cannot be read (the certificate then prints the organiser's
 * name instead, and the problem is logged).
 */
function logoPng(store: FileStore, key: string): Promise<Buffer | null> {
	let found = logos.get(key)
	if (!found) {
		found = (async () => {
			try {
				const webp = await store.get(`${key}-480.webp`)
				return webp ? await sharp(webp).png().toBuffer() : null
			} catch (error) {
				logger.error({ err: error, key }, 'Certificate logo could not be read')
				return null
			}
		})()
		if (logos.size > 8) logos.clear()
		logos.set(key, found)
	}
	return found
}

/**
 * The document certificate `row` prints, in the current language: its stored name, hours and
 * sessions, the edition's year, theme, session days and venue, the settings' organiser, signatory
 * and logo (read from `store`), and its verification link on `siteUrl`.
 */
export async function certificateDocument(
	db: Handle,
	row: CertificateRow,
	siteUrl: string,
	store: FileStore,
): Promise<CertificateDocument> {
	const [edition, settings, span] = await Promise.all([
		getEdition(db, row.editionId),
		getSettings(db),
		sessionSpanOf(db, row.editionId),
	])
	const french = currentLocale() === 'fr'
	const siteName = settings.site_name || SITE_NAME
	const first = span?.first ?? edition?.starts_at ?? null
	const last = span?.last ?? null
	const dates = first
		? last && formatLongDate(last) !== formatLongDate(first)
			? `${formatLongDate(first)} – ${formatLongDate(last)}`
			: formatLongDate(first)
		: null
	return {
		number: row.number,
		fullName: row.fullName,
		hours: row.hours,
		sessions: JSON.parse(row.sessionsJson) as CertificateSession[],
		issuedAt: row.issuedAt,
		event: `${siteName} ${edition?.year ?? ''}`.trim(),
		theme: (french && edition?.theme_fr) || edition?.theme || null,
		dates,
		venue: edition?.venue ?? null,
		organiser: settings.legal_name || settings.organiser_name || siteName,
		signatory: settings.certificate_signatory_name
			? { name: settings.certificate_signatory_name, title: settings.certificate_signatory_title }
			: null,
		logo: settings.certificate_logo_key ? await logoPng(store, settings.certificate_logo_key) : null,
		verifyUrl: verificationUrl(row.number, siteUrl),
	}
}

/** A rendered certificate: its file name (`CPE-2027-0042-7K3Q9P.pdf`) and bytes. */
export interface RenderedCertificate {
	filename: string
	content: Buffer
}

/**
 * Certificate `certificateId` as a PDF in its registrant's language (valid or revoked: staff may
 * download a revoked one; the public links ask for a valid one first), or undefined when there is
 * no such certificate. Throws when it cannot be drawn.
 */
export async function renderCertificatePdf(
	db: Handle,
	certificateId: number,
	siteUrl: string,
	store: FileStore,
): Promise<RenderedCertificate | undefined> {
	const row = await findCertificate(db, certificateId)
	if (!row) return undefined
	const locale = await registrantLocale(db, { attendeeId: row.attendeeId })
	return inLocale(locale, async () => ({
		filename: `${row.number}.pdf`,
		content: await certificatePdf(await certificateDocument(db, row, siteUrl, store)),
	}))
}

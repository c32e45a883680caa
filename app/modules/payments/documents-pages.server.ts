/**
 * What the document routes need, on the app's own database (docs/architecture.md, "Routes are
 * thin"; docs/payments.md, "Invoices and receipts as PDF"): a PDF answered inline, private and never
 * stored; the back office's downloads by id and its "issue an invoice" form; and, for an account
 * whose signed link the registration module has checked, its own invoices and receipts by their
 * printed numbers and its "ask for an invoice" form. Missing or someone else's documents are a 404
 * that names nothing; refusals go back to the page the form was on, with the reason in a toast.
 */
import { m } from '#app/lib/i18n/messages.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { countAcceptedSubmission } from '#app/lib/http/form-rate-limit.server.ts'
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import { setToastCookie } from '#app/lib/toast.server.ts'
import { type RenderedPdf, renderInvoicePdf, renderReceiptPdf } from './documents-pdf.server.ts'
import { findAccountInvoiceId, findAccountReceiptId } from './documents.queries.server.ts'
import { AdminInvoiceRequestSchema, InvoiceRequestSchema } from './invoice-request.schema.ts'
import { type InvoiceIssuer, type InvoiceResult, issueInvoice } from './invoice.server.ts'
import type { Account } from './ledger.server.ts'

/** A PDF answered for viewing in the browser (and saving under its number), private, never stored nor indexed. */
export function pdfResponse(pdf: RenderedPdf): Response {
	return new Response(new Uint8Array(pdf.content), {
		headers: {
			'Content-Type': 'application/pdf',
			'Content-Disposition': `inline; filename="${pdf.filename}"`,
			'Content-Length': String(pdf.content.length),
			'Cache-Control': 'private, no-store',
			'X-Robots-Tag': 'noindex, nofollow',
		},
	})
}

/** Throws a plain-text 404 saying `message` (a resource route has no page of its own). */
function notFound(message: string): never {
	throw new Response(message, {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
	})
}

const NO_INVOICE = 'There is no such invoice.'
const NO_RECEIPT = 'There is no such receipt.'

/** The record id of a `{id}.pdf` file parameter, or null. */
function idOfFile(file: string | undefined): number | null {
	return parseRecordId(/^(\d+)\.pdf$/.exec(file ?? '')?.[1])
}

/** The edition's year and number of a printed number's file (`INV-2027-0001.pdf`), or null. */
function numberOfFile(
	prefix: 'INV' | 'RCT',
	file: string | undefined,
): { year: number; number: number } | null {
	const match = new RegExp(`^${prefix}-(\\d{4})-(\\d{4,9})\\.pdf$`).exec(file ?? '')
	if (!match) return null
	const number = Number(match[2])
	return number >= 1 ? { year: Number(match[1]), number } : null
}

/** `/admin/invoices/{id}.pdf`: any invoice, downloaded only from the back office itself; 404 for none. */
export async function adminInvoicePdf(request: Request, file: string | undefined): Promise<Response> {
	requireSameSiteDownload(request)
	const id = idOfFile(file)
	const pdf = id === null ? undefined : await renderInvoicePdf(db, id)
	return pdfResponse(pdf ?? notFound(NO_INVOICE))
}

/** `/admin/receipts/{id}.pdf`: any receipt, downloaded only from the back office itself; 404 for none. */
export async function adminReceiptPdf(request: Request, file: string | undefined): Promise<Response> {
	requireSameSiteDownload(request)
	const id = idOfFile(file)
	const pdf = id === null ? undefined : await renderReceiptPdf(db, id)
	return pdfResponse(pdf ?? notFound(NO_RECEIPT))
}

/** The payments screen of `account` in the back office. */
function paymentsScreen(account: Account): string {
	return `/admin/payments/${account.kind}/${account.id}`
}

/** A 303 to `to`, with `toast` shown there. */
async function seeOther(
	to: string,
	toast?: { type: 'error' | 'success'; title: string; description: string },
): Promise<Response> {
	return redirect(to, {
		status: 303,
		headers: toast ? { 'Set-Cookie': await setToastCookie(toast) } : undefined,
	})
}

/** The first message of an invalid form: a field's, else "The form could not be read". */
function firstMessage(error: Record<string, string[] | null> | undefined): string {
	return Object.values(error ?? {}).find((messages) => messages?.length)?.[0] ?? 'The form could not be read.'
}

/**
 * `/admin/invoices/new` (POST `account`, `id`, `company`, `purchase_order`) by `actor`: issues the
 * invoice (or gives the one already issued) and answers a 303 to its PDF; a bad field or a refusal
 * goes back to the account's payments screen with the reason. An account that cannot be named is a 400.
 */
export async function adminIssueInvoiceFromForm(actor: Actor, request: Request): Promise<Response> {
	const submission = parseWithZod(await request.formData(), { schema: AdminInvoiceRequestSchema })
	const account = accountOf(submission.payload)
	if (!account)
		throw new Response('Name the registration or group to invoice.', {
			status: 400,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	if (submission.status !== 'success')
		return seeOther(paymentsScreen(account), {
			type: 'error',
			title: m.documents_no_invoice_issued(),
			description: firstMessage(submission.error ?? undefined),
		})
	const result = await issueInvoice(
		db,
		account,
		{ company: submission.value.company, purchaseOrder: submission.value.purchase_order },
		{ userId: actor.id, name: actor.fullName },
		new Date(),
	)
	if (!result.ok)
		return seeOther(paymentsScreen(account), {
			type: 'error',
			title: m.documents_no_invoice_issued(),
			description: result.message,
		})
	return seeOther(`/admin/invoices/${result.invoice.id}.pdf`)
}

/** The account a back-office form names (`account` and `id`), or null. */
function accountOf(payload: Record<string, unknown>): Account | null {
	const id = typeof payload.id === 'string' ? parseRecordId(payload.id) : null
	if (id === null) return null
	if (payload.account === 'registration') return { kind: 'registration', id }
	if (payload.account === 'group') return { kind: 'group', id }
	return null
}

/** `{base}/invoices/{INV-2027-0001}.pdf` for `account` (its signed link already checked): its own invoice only. */
export async function accountInvoicePdf(account: Account, file: string | undefined): Promise<Response> {
	const printed = numberOfFile('INV', file)
	const id = printed && (await findAccountInvoiceId(db, account, printed.year, printed.number))
	const pdf = id ? await renderInvoicePdf(db, id) : undefined
	return pdfResponse(pdf ?? notFound(NO_INVOICE))
}

/** `{base}/receipts/{RCT-2027-0001}.pdf` for `account` (its signed link already checked): its own receipt only. */
export async function accountReceiptPdf(account: Account, file: string | undefined): Promise<Response> {
	const printed = numberOfFile('RCT', file)
	const id = printed && (await findAccountReceiptId(db, account, printed.year, printed.number))
	const pdf = id ? await renderReceiptPdf(db, id) : undefined
	return pdfResponse(pdf ?? notFound(NO_RECEIPT))
}

/**
 * `{base}/invoice` (POST `company`, `purchase_order`) for `account`, whose signed link the caller
 * checked after counting the post against the address's attempts (`limitFormSubmissions`, as
 * every public form's post is): issues the invoice (or gives the one already issued) as `issuer`,
 * counts a new one as an accepted submission, and answers a 303 to
 * `{base}/invoices/{number}.pdf`. A bad field or a refusal (a group colleague, whose contact pays,
 * with `refuseGroupMember`) answers a 303 back to `back` (the page the form is on; `base` when not
 * given) with the reason in a toast.
 */
export async function requestInvoiceFromForm(
	account: Account,
	request: Request,
	options: { base: string; back?: string; issuer: InvoiceIssuer; refuseGroupMember: boolean },
): Promise<Response> {
	const submission = parseWithZod(await request.formData(), { schema: InvoiceRequestSchema })
	const back = options.back ?? options.base
	if (submission.status !== 'success')
		return seeOther(back, {
			type: 'error',
			title: m.documents_no_invoice_issued(),
			description: firstMessage(submission.error ?? undefined),
		})
	const result: InvoiceResult = await issueInvoice(
		db,
		account,
		{ company: submission.value.company, purchaseOrder: submission.value.purchase_order },
		options.issuer,
		new Date(),
		{ refuseGroupMember: options.refuseGroupMember },
	)
	if (!result.ok)
		return seeOther(back, {
			type: 'error',
			title: m.documents_no_invoice_issued(),
			description: result.message,
		})
	if (!result.invoice.reused) await countAcceptedSubmission(db, 'manage', request)
	return seeOther(`${options.base}/invoices/${result.invoice.number}.pdf`)
}

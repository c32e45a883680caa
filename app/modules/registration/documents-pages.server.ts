/**
 * A registrant's and a group contact's invoices and receipts, by the signed link of their mail
 * (docs/payments.md, "Invoices and receipts as PDF"): `/registration/{token}/…` with the manage
 * link's token, `/group/{token}/…` with the group contact's (purpose `group`, signed from the
 * group's `manage_ref`). Here the token is checked (a forged, altered or cancelled one gets a 404
 * that names nothing); the payments module does the rest, for that account only: a registrant sees
 * their own documents, never their group's, and asks for an invoice unless their group's contact
 * pays for them. The invoice form of a French page posts with `?lang=fr` (one address for both
 * languages): a refusal then leads back to the French page. The 404s of these links are in the
 * language asked.
 */
import { db } from '#app/db/db.server.ts'
import { limitFormSubmissions } from '#app/lib/http/form-rate-limit.server.ts'
import { isLocale, type Locale, localizedPath } from '#app/lib/i18n/locale.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import {
	accountInvoicePdf,
	accountReceiptPdf,
	requestInvoiceFromForm,
} from '#app/modules/payments/documents-pages.server.ts'
import type { Account } from '#app/modules/payments/ledger.server.ts'
import { groupOfToken, registrationOfToken } from './my-registration.server.ts'

/** Throws the plain-text 404 of a link that names no registration or group (in the current language). */
function linkNotValid(): never {
	throw new Response(m.registrant_doc_link_not_valid(), {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
	})
}

/** The registration the manage `token` names, as an account; throws the 404 otherwise. */
async function registrationAccount(token: string | undefined): Promise<Account> {
	const attendee = token ? await registrationOfToken(db, token, 'manage') : undefined
	return attendee ? { kind: 'registration', id: attendee.id } : linkNotValid()
}

/** The group the contact's `token` names, as an account; throws the 404 otherwise. */
async function groupAccount(token: string | undefined): Promise<Account> {
	const id = token ? await groupOfToken(db, token) : undefined
	return id === undefined ? linkNotValid() : { kind: 'group', id }
}

/** The language an invoice form was posted from: `?lang=fr` is French, anything else English. */
function formLocale(request: Request): Locale {
	const lang = new URL(request.url).searchParams.get('lang')
	return isLocale(lang) ? lang : 'en'
}

/**
 * POST `/registration/{token}/invoice`: the registrant asks for their invoice (not a group
 * colleague, whose contact pays). Counted against the address's attempts first (429 past them).
 */
export async function registrationInvoiceFromForm(token: string | undefined, request: Request) {
	await limitFormSubmissions(db, 'manage', request)
	const locale = formLocale(request)
	return inLocale(locale, async () =>
		requestInvoiceFromForm(await registrationAccount(token), request, {
			base: `/registration/${token}`,
			back: localizedPath(`/registration/${token}`, locale),
			issuer: { userId: null, name: 'Registrant' },
			refuseGroupMember: true,
		}),
	)
}

/** GET `/registration/{token}/invoices/{number}.pdf`: one of the registrant's own invoices. */
export async function registrationInvoicePdf(token: string | undefined, file: string | undefined) {
	return accountInvoicePdf(await registrationAccount(token), file)
}

/** GET `/registration/{token}/receipts/{number}.pdf`: one of the registrant's own receipts (not their group's). */
export async function registrationReceiptPdf(token: string | undefined, file: string | undefined) {
	return accountReceiptPdf(await registrationAccount(token), file)
}

/**
 * POST `/group/{token}/invoice`: the group's contact asks for the group's invoice. Counted against
 * the address's attempts first (429 past them).
 */
export async function groupInvoiceFromForm(token: string | undefined, request: Request) {
	await limitFormSubmissions(db, 'manage', request)
	const locale = formLocale(request)
	return inLocale(locale, async () =>
		requestInvoiceFromForm(await groupAccount(token), request, {
			base: `/group/${token}`,
			back: localizedPath(`/group/${token}`, locale),
			issuer: { userId: null, name: 'Group contact' },
			refuseGroupMember: false,
		}),
	)
}

/** GET `/group/{token}/invoices/{number}.pdf`: one of the group's invoices. */
export async function groupInvoicePdf(token: string | undefined, file: string | undefined) {
	return accountInvoicePdf(await groupAccount(token), file)
}

/** GET `/group/{token}/receipts/{number}.pdf`: one of the group's receipts. */
export async function groupReceiptPdf(token: string | undefined, file: string | undefined) {
	return accountReceiptPdf(await groupAccount(token), file)
}

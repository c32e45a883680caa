/**
 * Issuing an invoice for a registration or a group before it pays (docs/payments.md, "Invoices and
 * receipts as PDF"). One transaction under the edition's ledger lock: the account's balance read
 * there, the invoice numbered next in its edition (no gaps: a refused or failed issue takes no
 * number), its whole printed content stored as JSON, and an activity row. Asking again while the
 * invoice would print the same (same company, purchase order, amounts, settings) gives the one
 * already issued, with no new number and no activity row.
 */
import type { Database } from '#app/db/handle.ts'
import { Refused, refusableTransactions } from '#app/db/transaction.ts'
import { formatCedis, textLines } from '#app/lib/format.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { registrantLocale } from './payments.queries.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { parseTaxLines } from '#app/modules/settings/invoice-settings.schema.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import {
	eventOf,
	type InvoiceDocument,
	type InvoiceLine,
	sameInvoice,
	sellerOf,
	taxesIncluded,
} from './documents.ts'
import {
	accountInvoices,
	type ChargedRegistration,
	chargedRegistrations,
	groupOfRegistration,
	insertInvoice,
} from './documents.queries.server.ts'
import { type Account, accountName, loadAccount } from './ledger.server.ts'
import { invoiceNumber } from './money.ts'
import { lockLedger } from './payments.queries.server.ts'

/** Who asks for an invoice: a staff member (their id and name), or the registrant online (no id). */
export interface InvoiceIssuer {
	userId: number | null
	name: string
}

/** What the buyer asks for: the company as it should read ('' or absent: the account's own) and a purchase order. */
export interface InvoiceRequest {
	company?: string
	purchaseOrder?: string
}

export type InvoiceRefusal = {
	ok: false
	reason: 'not-found' | 'no-fee' | 'nothing-owed' | 'in-group' | 'settings'
	message: string
}

export type InvoiceResult =
	| {
			ok: true
			/** The invoice: its id, printed number, and whether it was issued before (asked again). */
			invoice: { id: number; number: string; reused: boolean }
	  }
	| InvoiceRefusal

const inInvoiceTransaction = refusableTransactions<InvoiceRefusal>()

function refuse(reason: InvoiceRefusal['reason'], message: string): never {
	throw new Refused<InvoiceRefusal>({ ok: false, reason, message })
}

/** "Early-bird fee", "Regular fee", "Group fee, 10% off" (in the current language). */
function feeText(registration: ChargedRegistration): string {
	if (registration.feeRule === 'group-discount')
		return registration.groupDiscountPercent > 0
			? m.documents_fee_group_off({ percent: registration.groupDiscountPercent })
			: m.documents_fee_group()
	if (registration.feeRule === 'early-bird') return m.documents_fee_early_bird()
	return registration.feeRule === 'regular' ? m.documents_fee_regular() : m.documents_fee()
}

/**
 * One line per registration with a fee: "Delegate fee — Ama Ɔdɔm (Early-bird fee)" and its fee, in
 * the current language.
 */
function invoiceLines(registrations: readonly ChargedRegistration[]): InvoiceLine[] {
	return registrations
		.filter((r) => r.feePesewas !== null && r.feePesewas > 0)
		.map((r) => ({
			description: m.documents_fee_line({ name: r.fullName, fee: feeText(r) }),
			amountPesewas: r.feePesewas!,
		}))
}

/**
 * Issues (or gives again) the invoice of `account` asked for by `by` at `now`. Refused, with
 * nothing written:
 * - `not-found`: the registration or group no longer exists;
 * - `in-group`: with `refuseGroupMember`, a registration made by a group's contact (the contact
 *   pays, and asks for the group's invoice);
 * - `no-fee`: no registration of the account has a fee;
 * - `nothing-owed`: the balance is nothing (paid, or waived);
 * - `settings`: the stored tax lines cannot be read (an Administrator saves the settings again).
 * Throws only on a database failure (nothing written).
 */
export async function issueInvoice(
	db: Database,
	account: Account,
	request: InvoiceRequest,
	by: InvoiceIssuer,
	now: Date,
	options: { refuseGroupMember?: boolean } = {},
): Promise<InvoiceResult> {
	return inInvoiceTransaction(db, async (trx) => {
		const first = await loadAccount(trx, account)
		if (!first) refuse('not-found', notFoundMessage(account))
		await lockLedger(trx, first.editionId)
		// Read again under the lock: a payment or invoice committed meanwhile counts.
		const view = (await loadAccount(trx, account))!
		if (
			options.refuseGroupMember &&
			account.kind === 'registration' &&
			(await groupOfRegistration(trx, account.id)) !== null
		)
			refuse('in-group', m.documents_refuse_in_group())
		// The document is the registrant's: its texts are written in their language (ADR 0059).
		const locale = await registrantLocale(
			trx,
			account.kind === 'registration' ? { attendeeId: account.id } : { groupId: account.id },
		)
		const charged = await chargedRegistrations(trx, account)
		const lines = inLocale(locale, () => invoiceLines(charged))
		if (!lines.length) refuse('no-fee', m.documents_refuse_no_fee())
		if (view.balance.balancePesewas <= 0)
			refuse(
				'nothing-owed',
				view.balance.state === 'waived' ? m.documents_refuse_waived() : m.documents_refuse_paid(),
			)
		const settings = await getSettings(trx)
		const taxLines = parseTaxLines(settings.tax_lines_json)
		if (!taxLines) refuse('settings', m.documents_refuse_settings())
		const edition = (await getEdition(trx, view.editionId))!
		const totalPesewas = lines.reduce((sum, line) => sum + line.amountPesewas, 0)
		const asked: InvoiceDocument = {
			version: 1,
			number: '',
			issuedAt: now.toISOString(),
			seller: sellerOf(settings),
			event: inLocale(locale, () => eventOf(settings.site_name, edition)),
			buyer: {
				name: view.payerName,
				company: request.company?.trim() || view.payerCompany,
				email: view.payerEmail,
			},
			purchaseOrder: request.purchaseOrder?.trim() ?? '',
			lines,
			...taxesIncluded(totalPesewas, taxLines),
			totalPesewas,
			paidPesewas: view.balance.paidPesewas,
			waivedPesewas: view.balance.waivedPesewas,
			balancePesewas: view.balance.balancePesewas,
			paymentInstructions: textLines(settings.payment_instructions),
		}
		for (const issued of await accountInvoices(trx, account)) {
			if (sameInvoice(JSON.parse(issued.documentJson) as InvoiceDocument, asked))
				return {
					ok: true,
					invoice: { id: issued.id, number: invoiceNumber(view.editionYear, issued.number), reused: true },
				} as const
		}
		const stored = await insertInvoice(trx, {
			editionId: view.editionId,
			account,
			purchaseOrder: asked.purchaseOrder,
			totalPesewas,
			document: (number) => JSON.stringify({ ...asked, number: invoiceNumber(view.editionYear, number) }),
			issuedBy: by.name,
			issuedAt: asked.issuedAt,
		})
		const number = invoiceNumber(view.editionYear, stored.number)
		await recordActivity(
			trx,
			{
				userId: by.userId,
				username: by.name,
				type: 'Issue Invoice',
				description: `Issued invoice ${number} of ${formatCedis(totalPesewas)} (${formatCedis(asked.balancePesewas)} due) to ${accountName(view)}${asked.purchaseOrder ? `, purchase order ${asked.purchaseOrder}` : ''}`,
			},
			now,
		)
		return { ok: true, invoice: { id: stored.id, number, reused: false } } as const
	})
}

/** What a missing account's refusal says. */
function notFoundMessage(account: Account): string {
	return account.kind === 'registration'
		? m.documents_refuse_registration_gone()
		: m.documents_refuse_group_gone()
}

/**
 * What a receipt prints (docs/payments.md, "Invoices and receipts as PDF"), gathered when it is
 * rendered: the receipt row as the ledger wrote it for the payment (number, date, the payer as they
 * were, amount, method, reference, who recorded it), what it paid for (the edition, each
 * registration's part), the balance right after it, and any correction that later undid part of
 * it. The ledger is never updated, only added to, so the same receipt prints the same later; only
 * the organiser's details follow the settings, and a registration cancelled since loses its name.
 * Its texts (the method, the edition's date) are in the current language (`inLocale`, ADR 0059).
 */
import type { Handle } from '#app/db/handle.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { eventOf, type ReceiptDocument, sellerOf } from './documents.ts'
import {
	accountFees,
	findReceipt,
	movementSumsUpTo,
	type ReceiptMovement,
	receiptMovements,
} from './documents.queries.server.ts'
import type { Account } from './ledger.server.ts'
import { m } from '#app/lib/i18n/messages.ts'
import type { PaymentMethod } from '#app/db/schema.ts'
import { receiptNumber } from './money.ts'

/** The document of receipt `receiptId`, or undefined when there is none. */
export async function loadReceiptDocument(
	db: Handle,
	receiptId: number,
): Promise<ReceiptDocument | undefined> {
	const receipt = await findReceipt(db, receiptId)
	if (!receipt) return undefined
	const [settings, edition, movements] = await Promise.all([
		getSettings(db),
		getEdition(db, receipt.editionId),
		receiptMovements(db, receipt.id),
	])
	const paid = movements.filter((movement) => movement.correctsId === null)
	const account: Account | null =
		receipt.attendeeId !== null
			? { kind: 'registration', id: receipt.attendeeId }
			: receipt.groupId !== null
				? { kind: 'group', id: receipt.groupId }
				: null
	return {
		number: receiptNumber(receipt.editionYear, receipt.number),
		issuedAt: receipt.issuedAt,
		seller: sellerOf(settings),
		event: eventOf(settings.site_name, edition!),
		payer: { name: receipt.payerName, company: receipt.payerCompany, email: receipt.payerEmail },
		amountPesewas: receipt.amountPesewas,
		method: methodText(receipt.method),
		reference: receipt.reference,
		recordedBy: receipt.recordedBy,
		paysFor: paid.map((movement) => ({ name: movement.fullName, amountPesewas: movement.amountPesewas })),
		balanceAfterPesewas: account ? await balanceAfter(db, account, paid) : null,
		corrections: movements
			.filter((movement) => movement.correctsId !== null)
			.map((movement) => ({ at: movement.recordedAt, amountPesewas: -movement.amountPesewas })),
	}
}

/**
 * The balance of `account` right after the movements `paid` of a receipt: the fees of its
 * registrations still held less what the ledger held for them up to the last of those movements
 * (payments and waivers less refunds). Null when none of its registrations is held any more.
 */
async function balanceAfter(
	db: Handle,
	account: Account,
	paid: readonly ReceiptMovement[],
): Promise<number | null> {
	const registrations = await accountFees(db, account)
	if (!registrations.length || !paid.length) return null
	const lastId = Math.max(...paid.map((movement) => movement.id))
	const sums = await movementSumsUpTo(
		db,
		registrations.map((r) => r.id),
		lastId,
	)
	const fees = registrations.reduce((sum, r) => sum + (r.feePesewas ?? 0), 0)
	return fees - sums.payment - sums.waiver + sums.refund
}

/**
 * How a payment was made, in the current language ("Bank transfer", "Virement bancaire"): for the
 * receipt and for the mail that sends it.
 */
export function methodText(method: PaymentMethod): string {
	const labels: Record<PaymentMethod, () => string> = {
		paystack: m.documents_method_paystack,
		momo: m.documents_method_momo,
		bank: m.documents_method_bank,
		cash: m.documents_method_cash,
		waiver: m.documents_method_waiver,
		desk: m.documents_method_desk,
	}
	return labels[method]()
}

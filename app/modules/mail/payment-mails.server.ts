/**
 * The mails about money (docs/payments.md, "Mails and the dashboard"), composed when sent from what
 * the database holds then:
 * - `payment-received`: a receipt's mail to its payer, with the balance as it stood just after that
 *   payment and the receipt's PDF attached (`receiptAttachment`);
 * - `payment-reminder`: the balance still owed by a registration, or by a group to its contact.
 * Also what the confirmation and the group's summary say of the payment (`confirmationMoney`,
 * `owedOf`). A mail whose subject is gone (a cancelled registration, a payment undone by a
 * correction, a reminder to someone who has paid since or for a summit that has started) is not sent.
 */
import { methodText } from '#app/modules/payments/receipt-document.server.ts'
import { findReceipt } from '#app/modules/payments/documents.queries.server.ts'
import type { Database } from '#app/db/handle.ts'
import { formatCedis, formatDateTime, textLines } from '#app/lib/format.ts'
import { m } from '#app/lib/i18n/messages.ts'
import type { MailMessage } from '#app/lib/mail/transport.server.ts'
import type { OutboxMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { paymentInstructions } from '#app/modules/settings/public-settings.ts'
import { getSettings, type SiteSettings } from '#app/modules/settings/settings.queries.server.ts'
import { loadAccount } from '#app/modules/payments/ledger.server.ts'
import {
	type Balance,
	balanceOf,
	NO_MOVEMENTS,
	type PaymentState,
	receiptNumber,
	sumBalances,
} from '#app/modules/payments/money.ts'
import {
	findGroupPayer,
	findRegistrationPayer,
	ledgerTotals,
} from '#app/modules/payments/payments.queries.server.ts'
import {
	type ComposeContext,
	groupLinks,
	oneLine,
	registrationLinks,
	renderBoth,
	summitTexts,
} from './compose-parts.server.ts'
import type { ConfirmationMoney } from './emails/attendee-confirmation.tsx'
import type { Owed } from './emails/mail-frame.tsx'
import { PaymentReceived } from './emails/payment-received.tsx'
import { PaymentReminder } from './emails/payment-reminder.tsx'
import { findGroupForMail, ledgerTotalsThrough, receiptMovements } from './payment-mails.queries.server.ts'
import { receiptAttachment } from './receipt-attachment.server.ts'

/** The states in which a registration (or a group) is asked to pay. */
const OWING: readonly PaymentState[] = ['unpaid', 'part-paid']

/**
 * What is still owed on `balance` and how to pay it: the amount, `payUrl` (null when online payment
 * is not offered) and the instructions of `settings`; null when nothing is owed (paid, waived,
 * refunded, no fee).
 */
export function owedOf(balance: Balance, payUrl: string | null, settings: SiteSettings): Owed | null {
	if (!OWING.includes(balance.state) || balance.balancePesewas <= 0) return null
	return {
		balance: formatCedis(balance.balancePesewas),
		payUrl,
		// In the language the mail is written in (the registrant's, ADR 0059).
		lines: textLines(paymentInstructions(settings)),
	}
}

/** "Paid in full, thank you." or the waiver's sentence when `balance` is settled; else null. */
function settledText(balance: Balance): string | null {
	if (balance.state === 'paid' && (balance.feePesewas ?? 0) > 0) return m.mail_settled_paid()
	if (balance.state === 'waived') return m.mail_settled_waived()
	return null
}

/**
 * Where registration `attendeeId` (alone, not in a group) stands with its payment now: its fee and
 * rule as fixed when it was made, and its balance from the ledger. Undefined when it is gone.
 */
export async function registrationMoney(db: Database, attendeeId: number) {
	const payer = await findRegistrationPayer(db, attendeeId)
	if (!payer) return undefined
	const totals = await ledgerTotals(db, [attendeeId])
	return { payer, balance: balanceOf(payer.feePesewas, totals.get(attendeeId) ?? NO_MOVEMENTS) }
}

/**
 * What a registration's confirmation says of its payment: owed (with `payUrl` when online payment
 * is offered), settled, or nothing without a fee.
 */
export function confirmationMoney(
	balance: Balance,
	payUrl: string | null,
	settings: SiteSettings,
): ConfirmationMoney | null {
	const owed = owedOf(balance, payUrl, settings)
	if (owed)
		return { kind: 'owed', owed, paid: balance.paidPesewas > 0 ? formatCedis(balance.paidPesewas) : null }
	const settled = settledText(balance)
	return settled ? { kind: 'settled', text: settled } : null
}

/** What the mails of group `groupId` need: its contact and company, its page's links, its balance now. */
export async function groupMoney(db: Database, groupId: number, siteUrl: string) {
	const [group, account] = await Promise.all([
		findGroupForMail(db, groupId),
		loadAccount(db, { kind: 'group', id: groupId }),
	])
	if (!group || !account) return undefined
	return {
		group,
		balance: account.balance,
		links: group.manageRef ? await groupLinks(db, group.manageRef, siteUrl) : null,
	}
}

/** The "payment received" mail of `mail.receiptId` (see the module's comment). */
export async function paymentReceived(
	db: Database,
	mail: OutboxMail,
	context: ComposeContext,
): Promise<Omit<MailMessage, 'from' | 'subject' | 'messageId'> | null> {
	const receipt = mail.receiptId === null ? undefined : await findReceipt(db, mail.receiptId)
	if (!receipt) return null
	const movements = await receiptMovements(db, receipt.id)
	if (movements.standing === 0) return null
	const [edition, settings] = await Promise.all([getEdition(db, receipt.editionId), getSettings(db)])
	if (!edition) return null
	const summit = summitTexts(edition, settings)
	const event = `${summit.siteName} ${edition.year}`
	const number = receiptNumber(receipt.editionYear, receipt.number)

	let to: { name: string; address: string }
	let forText: string
	let balance: Balance
	let receiptUrl: string | null = null
	let page: { url: string; label: string } | null = null
	let payUrl: string | null = null
	if (receipt.attendeeId !== null) {
		const payer = await findRegistrationPayer(db, receipt.attendeeId)
		if (!payer) return null
		const totals = await ledgerTotalsThrough(db, [payer.id], movements.lastId)
		balance = balanceOf(payer.feePesewas, totals.get(payer.id) ?? NO_MOVEMENTS)
		to = { name: oneLine(payer.fullName), address: payer.email }
		forText = m.mail_for_place({ event, name: payer.fullName })
		if (payer.ticketRef) {
			const links = await registrationLinks(db, payer.ticketRef, context.siteUrl)
			receiptUrl = links.receiptUrl(number)
			page = { url: links.manageUrl, label: m.mail_manage_registration() }
			payUrl = links.payUrl
		}
	} else if (receipt.groupId !== null) {
		const [payer, group] = await Promise.all([
			findGroupPayer(db, receipt.groupId),
			findGroupForMail(db, receipt.groupId),
		])
		if (!payer || !group) return null
		const ids = payer.members.map((member) => member.id)
		const totals = await ledgerTotalsThrough(db, ids, movements.lastId)
		balance = sumBalances(
			payer.members.map((member) => balanceOf(member.feePesewas, totals.get(member.id) ?? NO_MOVEMENTS)),
		)
		to = { name: oneLine(payer.contactName), address: payer.contactEmail }
		forText = m.mail_for_group({ count: ids.length, company: payer.companyName, event })
		if (group.manageRef) {
			const links = await groupLinks(db, group.manageRef, context.siteUrl)
			receiptUrl = links.receiptUrl(number)
			page = { url: links.pageUrl, label: m.mail_group_page_link() }
			payUrl = links.pageUrl
		}
	} else {
		return null
	}

	const attachment = await receiptAttachment(context.receiptPdf, db, receipt.id)
	const element = PaymentReceived({
		siteName: summit.siteName,
		year: edition.year,
		payerName: receipt.payerName,
		amount: formatCedis(receipt.amountPesewas),
		methodText: methodText(receipt.method),
		reference: receipt.reference,
		receiptNumber: number,
		paidAtText: formatDateTime(receipt.issuedAt),
		forText,
		owed: owedOf(balance, context.payOnline ? payUrl : null, settings),
		attached: attachment !== null,
		receiptUrl,
		page,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return {
		to,
		...(await renderBoth(element)),
		attachments: attachment ? [attachment] : [],
		replyTo: settings.contact_email || undefined,
	}
}

/** The payment reminder of `mail` (a registration's, or a group's to its contact) at `now`. */
export async function paymentReminder(
	db: Database,
	mail: OutboxMail,
	context: ComposeContext,
	now: Date,
): Promise<Omit<MailMessage, 'from' | 'subject' | 'messageId'> | null> {
	const settings = await getSettings(db)
	let editionId: number
	let name: string
	let to: { name: string; address: string }
	let forText: string
	let balance: Balance
	let page: { url: string; label: string } | null = null
	let payUrl: string | null = null
	if (mail.attendeeId !== null) {
		const money = await registrationMoney(db, mail.attendeeId)
		if (!money) return null
		const { payer } = money
		editionId = payer.editionId
		name = payer.fullName
		to = { name: oneLine(payer.fullName), address: payer.email }
		forText = m.mail_reminder_for_place()
		balance = money.balance
		if (payer.ticketRef) {
			const links = await registrationLinks(db, payer.ticketRef, context.siteUrl)
			page = { url: links.manageUrl, label: m.mail_manage_registration() }
			payUrl = links.payUrl
		}
	} else if (mail.groupId !== null) {
		const money = await groupMoney(db, mail.groupId, context.siteUrl)
		if (!money) return null
		const { group } = money
		editionId = group.editionId
		name = group.contactName
		to = { name: oneLine(group.contactName), address: group.contactEmail }
		forText = m.mail_reminder_for_group({ count: group.size, company: group.companyName })
		balance = money.balance
		if (money.links) {
			page = { url: money.links.pageUrl, label: m.mail_group_page_full() }
			payUrl = money.links.pageUrl
		}
	} else {
		return null
	}
	const owed = owedOf(balance, context.payOnline ? payUrl : null, settings)
	const edition = await getEdition(db, editionId)
	if (!owed || !edition || (edition.starts_at && Date.parse(edition.starts_at) <= now.getTime())) return null
	const element = PaymentReminder({
		...summitTexts(edition, settings),
		name,
		forText,
		fee: formatCedis(balance.feePesewas ?? 0),
		paid: balance.paidPesewas > 0 ? formatCedis(balance.paidPesewas) : null,
		owed,
		page,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return { to, ...(await renderBoth(element)), replyTo: settings.contact_email || undefined }
}

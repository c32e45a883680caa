/**
 * What a delegate sees of their money and how they pay online, on the app's own database
 * (docs/payments.md, "Paying online (Paystack)"; ADR 0047): the fee, paid and balance shown on the
 * manage page, the ticket and the group contact's page; the Pay pages (`/registration/{token}/pay`,
 * `/ticket/{token}/pay`, `/group/{token}/pay`) that start a Paystack payment; and Paystack's return
 * (`/payments/paystack/return`). A forged, altered or cancelled token gets a 404 with
 * `ticketNotValid()`, and no data. Every page is also at its French URL (`/fr/ticket/{token}/pay`,
 * ADR 0059): its texts are in the language of its URL, and its links, Pay now and the way back from
 * Paystack stay in it; the invoice and receipt PDFs have one address for both languages.
 *
 * The way back from Paystack leads to the page the payment started from only in the browser that
 * started it: a cookie, scoped to the return's path, carries that page's address (with its token)
 * and the payment's reference. Anyone else holding the reference (it is printed on the receipt) is
 * shown what came of the payment, and no link.
 */
import { createCookie, data, redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { PaymentState } from '#app/modules/payments/money.ts'
import { env } from '#app/lib/env.server.ts'
import { formatCedis, formatShortDate, textLines } from '#app/lib/format.ts'
import { currentLocale, localizedPath, unlocalizedPath } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { limitFormSubmissions } from '#app/lib/http/form-rate-limit.server.ts'
import { notFound } from '#app/lib/page-data.server.ts'
import { type Account, type AccountView, loadAccount } from '#app/modules/payments/ledger.server.ts'
import type { FeeRule } from '#app/db/schema.ts'
import { type Balance, receiptNumber } from '#app/modules/payments/money.ts'
import {
	findOnlinePayment,
	type OnlinePaymentRecord,
	receiptsOfAccount,
} from '#app/modules/payments/online-payments.queries.server.ts'
import {
	type ChargeResult,
	settleFromPaystack,
	startOnlinePayment,
} from '#app/modules/payments/online-payment.server.ts'
import { PAYMENT_REFERENCE, paystackConfig } from '#app/modules/payments/paystack.server.ts'
import { findRegistrationPayer } from '#app/modules/payments/payments.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { paymentInstructions as localizedPaymentInstructions } from '#app/modules/settings/public-settings.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { groupOfToken, registrationOfToken } from './my-registration.server.ts'
import { eventOf, ticketNotValid } from './personal-pages.server.ts'
import { findGroup, groupFeeRules } from './registration.queries.server.ts'

/** Which page a payment is started from: the manage link, the ticket, or the group contact's link. */
export type PayFrom = 'registration' | 'ticket' | 'group'

/** The page of `pathname` (`/registration/…`, `/ticket/…`, `/group/…`, or the same under `/fr`), or null. */
export function payFromPath(pathname: string): PayFrom | null {
	const first = unlocalizedPath(pathname).split('/')[1]
	return first === 'registration' || first === 'ticket' || first === 'group' ? first : null
}

/** The return page's path in the language being rendered (`/fr/payments/paystack/return` in French). */
function returnPath(): string {
	return localizedPath('/payments/paystack/return', currentLocale())
}

/**
 * Where Paystack sends the browser back (`?reference=…` added by Paystack): the return page in the
 * language of the page the payment is started from.
 */
export function paystackCallbackUrl(): string {
	return `${env.SITE_URL}${returnPath()}`
}

/**
 * True when Pay now may lead from a page at `pathname` to Paystack's payment pages: paying online is
 * set up and the page is one of a delegate's own that offers it. The page's Content-Security-Policy
 * then allows Paystack's origin as a form's destination (the form posts here, and the answer is a
 * redirect there, which `form-action` governs too).
 */
export function payNowFormOrigin(pathname: string): string | null {
	const config = paystackConfig()
	if (!config) return null
	return /^\/(registration|ticket|group)\/[^/]+(\/pay)?$/.test(unlocalizedPath(pathname))
		? config.checkoutOrigin
		: null
}

/** An account's money as a delegate's page shows it. */
export interface MoneySummary {
	/** "GH₵ 2,000", or "No fee". */
	fee: string
	/** "Early-bird fee", "Regular fee", "Group fee (discounted)"; null without a fee. */
	rule: string | null
	paid: string
	/** What is left to pay (never below zero). */
	balance: string
	state: PaymentState
	stateLabel: string
	/** True while something is left to pay. */
	owes: boolean
}

/**
 * Where a payment stands, as a delegate reads it in the page's language (the back office keeps
 * `PAYMENT_STATE_LABELS`, in English).
 */
function stateLabel(state: PaymentState): string {
	switch (state) {
		case 'no-fee':
			return m.registrant_state_no_fee()
		case 'unpaid':
			return m.registrant_state_unpaid()
		case 'part-paid':
			return m.registrant_state_part_paid()
		case 'paid':
			return m.registrant_state_paid()
		case 'waived':
			return m.registrant_state_waived()
		case 'refunded':
			return m.registrant_state_refunded()
	}
}

/** A fee rule as a delegate reads it in the page's language ("Early-bird fee"). */
function ruleLabel(rule: FeeRule): string {
	switch (rule) {
		case 'early-bird':
			return m.registrant_rule_early_bird()
		case 'regular':
			return m.registrant_rule_regular()
		case 'group-discount':
			return m.registrant_rule_group_discount()
	}
}

/** `path` (one of the delegate's pages) in the language of the page being rendered. */
function here(path: string): string {
	return localizedPath(path, currentLocale())
}

/**
 * The invoice form's address under `base` (`/registration/{token}` or `/group/{token}`): one address
 * for both languages, with `?lang=fr` from a French page so a refusal leads back to it in French.
 */
function invoiceAction(base: string): string {
	return currentLocale() === 'fr' ? `${base}/invoice?lang=fr` : `${base}/invoice`
}

/** `balance` as a delegate's page shows it, with the fee's `rule` label. */
function summaryOf(balance: Balance, rule: string | null): MoneySummary {
	return {
		fee: balance.feePesewas === null ? m.registrant_money_no_fee() : formatCedis(balance.feePesewas),
		rule: balance.feePesewas === null ? null : rule,
		paid: formatCedis(Math.max(balance.paidPesewas, 0)),
		balance: formatCedis(Math.max(balance.balancePesewas, 0)),
		state: balance.state,
		stateLabel: stateLabel(balance.state),
		owes: balance.balancePesewas > 0,
	}
}

/** A receipt's line on a delegate's page: its number, amount and day, and the link to its PDF. */
export interface ReceiptLink {
	number: string
	amount: string
	date: string
	href: string
}

async function receiptLinks(account: Account, base: string): Promise<ReceiptLink[]> {
	return (await receiptsOfAccount(db, account)).map((r) => {
		const number = receiptNumber(r.editionYear, r.number)
		return {
			number,
			amount: formatCedis(r.amountPesewas),
			date: formatShortDate(r.issuedAt),
			href: `${base}/receipts/${number}.pdf`,
		}
	})
}

/** How to pay by other means (the site settings' "How to pay", in the page's language), as lines. */
async function paymentInstructions(): Promise<string[]> {
	return textLines(localizedPaymentInstructions(await getSettings(db)))
}

/** A group colleague's page: their company's contact pays for the whole group. */
export interface PaidByContact {
	contactName: string
	companyName: string
}

/** The registration `token` (for `purpose`) names, its account view and, for a colleague, who pays. */
async function registrationAccount(token: string | undefined, purpose: 'manage' | 'ticket') {
	const attendee = token ? await registrationOfToken(db, token, purpose) : undefined
	if (!attendee) notFound(ticketNotValid())
	const account: Account = { kind: 'registration', id: attendee.id }
	const [view, payer, group] = await Promise.all([
		loadAccount(db, account),
		findRegistrationPayer(db, attendee.id),
		attendee.groupId === null ? undefined : findGroup(db, attendee.groupId),
	])
	if (!view || !payer) notFound(ticketNotValid())
	const paidByContact: PaidByContact | null = group
		? { contactName: group.contactName, companyName: group.companyName }
		: null
	const rule = payer.feeRule ? ruleLabel(payer.feeRule) : null
	return { attendee, account, view, rule, paidByContact }
}

/** The group `token` (purpose `group`) names, with its account view and fee rule. */
async function groupAccount(token: string | undefined) {
	const id = token ? await groupOfToken(db, token) : undefined
	const group = id === undefined ? undefined : await findGroup(db, id)
	if (!group) notFound(ticketNotValid())
	const account: Account = { kind: 'group', id: group.id }
	const [view, rules] = await Promise.all([loadAccount(db, account), groupFeeRules(db, group.id)])
	if (!view) notFound(ticketNotValid())
	const rule = rules.length ? rules.map(ruleLabel).join(', ') : null
	return { group, account, view, rule }
}

/** What the money part of the manage page and the ticket shows (see `loadManagePage`, `loadTicketPage`). */
export interface RegistrationMoney {
	summary: MoneySummary
	/** The Pay now form's address, while something is owed and paying online is set up; else null. */
	payNow: string | null
	/** The Pay page (what is owed, Pay now, or how to pay otherwise), while something is owed. */
	payPage: string | null
	paidByContact: PaidByContact | null
	/** The registration's own receipts (the manage page only). */
	receipts: ReceiptLink[]
	/** The invoice form's address and company (the manage page only, while there is a fee). */
	invoice: { action: string; company: string } | null
	/** How to pay otherwise (the manage page only, while something is owed). */
	instructions: string[]
}

/**
 * The money of the registration `token` names, for its manage page (`manage`) or its ticket: a group
 * colleague gets no Pay now, receipts or invoice (their contact pays). Throws the 404 of an invalid token.
 */
export async function registrationMoney(
	token: string,
	purpose: 'manage' | 'ticket',
): Promise<RegistrationMoney> {
	const { attendee, account, view, rule, paidByContact } = await registrationAccount(token, purpose)
	const base = `/${purpose === 'manage' ? 'registration' : 'ticket'}/${token}`
	const summary = summaryOf(view.balance, rule)
	const ownPayer = paidByContact === null
	const manage = purpose === 'manage' && ownPayer
	return {
		summary,
		payNow: ownPayer && summary.owes && paystackConfig() ? here(`${base}/pay`) : null,
		payPage: ownPayer && summary.owes ? here(`${base}/pay`) : null,
		paidByContact,
		receipts: manage ? await receiptLinks(account, base) : [],
		invoice:
			manage && view.balance.feePesewas !== null
				? { action: invoiceAction(base), company: attendee.companyName }
				: null,
		instructions: ownPayer && summary.owes && purpose === 'manage' ? await paymentInstructions() : [],
	}
}

/** A message about one Paystack payment: how it ended (or that it has not yet). */
export interface PaymentNotice {
	tone: 'success' | 'info' | 'error'
	title: string
	text: string
	/** The receipt's printed number, when paid. */
	receipt: string | null
}

/** Why a payment was not started, as the delegate reads it in the page's language. */
function refusalOf(reason: 'not-configured' | 'nothing-owed' | 'unavailable'): string {
	switch (reason) {
		case 'not-configured':
			return m.registrant_refusal_not_configured()
		case 'nothing-owed':
			return m.registrant_refusal_nothing_owed()
		case 'unavailable':
			return m.registrant_refusal_unavailable()
	}
}

/** What a delegate is told of `payment` (`unverified`: Paystack could not be asked just now). */
export function paymentNotice(payment: OnlinePaymentRecord, unverified = false): PaymentNotice {
	switch (payment.status) {
		case 'paid': {
			const receipt =
				payment.receiptNumber === null ? null : receiptNumber(payment.editionYear, payment.receiptNumber)
			const paidAmount = formatCedis(payment.paidAmountPesewas ?? payment.amountPesewas)
			return {
				tone: 'success',
				title: m.registrant_notice_paid_title(),
				text: receipt
					? m.registrant_notice_paid_text_receipt({ amount: paidAmount, receipt })
					: m.registrant_notice_paid_text({ amount: paidAmount }),
				receipt,
			}
		}
		case 'discrepancy': {
			const paid =
				payment.paidCurrency === 'GHS' || payment.paidCurrency === null
					? formatCedis(payment.paidAmountPesewas ?? 0)
					: `${payment.paidCurrency} ${((payment.paidAmountPesewas ?? 0) / 100).toFixed(2)}`
			const sameAsAsked =
				payment.paidCurrency === payment.currency && payment.paidAmountPesewas === payment.amountPesewas
			return {
				tone: 'error',
				title: m.registrant_notice_discrepancy_title(),
				text: sameAsAsked
					? m.registrant_notice_discrepancy_same({ paid })
					: m.registrant_notice_discrepancy_other({ paid, owed: formatCedis(payment.amountPesewas) }),
				receipt: null,
			}
		}
		case 'failed':
			return {
				tone: 'error',
				title: m.registrant_notice_failed_title(),
				text: m.registrant_notice_failed_text(),
				receipt: null,
			}
		case 'pending':
			return {
				tone: 'info',
				title: m.registrant_notice_pending_title(),
				text: unverified ? m.registrant_notice_pending_unverified() : m.registrant_notice_pending_text(),
				receipt: null,
			}
	}
}

/** The Pay page's data: who pays, what, and where to go. */
export interface PayPage {
	from: PayFrom
	heading: string
	event: ReturnType<typeof eventOf>
	summary: MoneySummary
	/** Where the Pay now form posts (this page), or null: nothing owed, paid by the group's contact, or paying online is off. */
	payNow: string | null
	paidByContact: PaidByContact | null
	/** How to pay otherwise, while something is owed (and no group contact pays). */
	instructions: string[]
	/** The page the delegate came from. */
	back: { href: string; label: string }
	/** What came of the payment named in `?reference=`, when it is this account's. */
	notice: PaymentNotice | null
	/** This page again, to look again while a payment is being processed. */
	checkAgain: string | null
	/** The receipt's link, when the notice names one and this page may link receipts. */
	receiptHref: string | null
}

/** The account a Pay page's token names, with what the page shows of it. */
async function payAccount(from: PayFrom, token: string | undefined) {
	if (from === 'group') {
		const { group, account, view, rule } = await groupAccount(token)
		return {
			account,
			view,
			rule,
			paidByContact: null,
			heading: m.registrant_pay_heading_group({ company: group.companyName }),
			back: { href: here(`/group/${token}`), label: m.registrant_back_group() },
			receiptBase: `/group/${token}`,
		}
	}
	const { account, view, rule, paidByContact } = await registrationAccount(
		token,
		from === 'ticket' ? 'ticket' : 'manage',
	)
	return {
		account,
		view,
		rule,
		paidByContact,
		heading: m.registrant_pay_heading(),
		back:
			from === 'ticket'
				? { href: here(`/ticket/${token}`), label: m.registrant_back_ticket() }
				: { href: here(`/registration/${token}`), label: m.registrant_back_registration() },
		receiptBase: from === 'ticket' ? null : `/registration/${token}`,
	}
}

/** True when `payment` was for `account`. */
function paymentOf(payment: OnlinePaymentRecord, account: Account): boolean {
	return account.kind === 'group'
		? payment.groupId === account.id
		: payment.attendeeId === account.id && payment.groupId === null
}

/**
 * The Pay page (`/registration/{token}/pay`, `/ticket/{token}/pay`, `/group/{token}/pay`) at
 * `url`: what is owed and Pay now, and, after Paystack's return (`?reference=…` of one of this
 * account's payments), what came of it. A payment still open is asked about again (Paystack may
 * have finished since). Throws the 404 of an invalid token.
 */
export async function loadPayPage(
	from: PayFrom,
	token: string | undefined,
	request: Request,
): Promise<PayPage> {
	const page = await payAccount(from, token)
	const url = new URL(request.url)
	const reference = url.searchParams.get('reference') ?? ''
	let notice: PaymentNotice | null = null
	let view: AccountView = page.view
	if (PAYMENT_REFERENCE.test(reference)) {
		let payment = await findOnlinePayment(db, reference)
		let unverified = false
		if (payment && paymentOf(payment, page.account)) {
			if (payment.status === 'pending') {
				await limitFormSubmissions(db, 'pay', request)
				const result = await settleFromPaystack(db, paystackConfig(), reference, new Date())
				if (result.outcome !== 'unknown') payment = result.payment
				unverified = 'unverified' in result
				view = (await loadAccount(db, page.account)) ?? view
			}
			notice = paymentNotice(payment, unverified)
		}
	}
	const summary = summaryOf(view.balance, page.rule)
	const ownPayer = page.paidByContact === null
	return {
		from,
		heading: page.heading,
		event: eventOf((await getEdition(db, view.editionId))!),
		summary,
		payNow: ownPayer && summary.owes && paystackConfig() ? url.pathname : null,
		paidByContact: page.paidByContact,
		instructions: ownPayer && summary.owes ? await paymentInstructions() : [],
		back: page.back,
		notice,
		checkAgain: notice?.tone === 'info' ? `${url.pathname}?reference=${reference}` : null,
		receiptHref:
			notice?.receipt && page.receiptBase ? `${page.receiptBase}/receipts/${notice.receipt}.pdf` : null,
	}
}

/** The way back from Paystack for this browser: the reference it went to pay, and the page it came from. */
const returnCookie = createCookie('summit_payment', {
	httpOnly: true,
	sameSite: 'lax',
	secure: env.NODE_ENV === 'production',
	path: '/payments/paystack/return',
	// Long enough for a mobile money approval on the phone; short enough to leave nothing behind.
	maxAge: 2 * 60 * 60,
})

/** A Pay page's path (English or French), as the cookie may name it: nothing else is ever redirected to. */
const PAY_PAGE_PATH = /^(\/fr)?\/(registration|ticket|group)\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}\/pay$/

/**
 * The Pay page's action: starts paying the whole balance through Paystack and redirects (303) to
 * Paystack's payment page, with the cookie that brings this browser back to this page. Refusals
 * are the page's message: nothing owed (409), a group colleague (409: their contact pays), paying
 * online is off (404), Paystack unreachable (503; the registration is kept, nothing is charged).
 * Every post counts against the address's attempts first, as every public form's does (throws the
 * 429 past them). Throws the 404 of an invalid token.
 */
export async function payFromForm(from: PayFrom, token: string | undefined, request: Request) {
	await limitFormSubmissions(db, 'pay', request)
	const page = await payAccount(from, token)
	if (page.paidByContact)
		return data(
			{
				problem: m.registrant_pay_contact_pays({
					contact: page.paidByContact.contactName,
					company: page.paidByContact.companyName,
				}),
			},
			{ status: 409 },
		)
	const started = await startOnlinePayment(
		db,
		paystackConfig(),
		page.account,
		paystackCallbackUrl(),
		new Date(),
	)
	if (!started.ok) {
		if (started.reason === 'not-found') notFound(ticketNotValid())
		const status = { 'not-configured': 404, 'nothing-owed': 409, unavailable: 503 }[started.reason]
		return data({ problem: refusalOf(started.reason) }, { status })
	}
	const path = new URL(request.url).pathname
	// Scoped to the return page in this page's language, the one Paystack sends the browser back to.
	const cookie = await returnCookie.serialize(
		{ reference: started.reference, page: PAY_PAGE_PATH.test(path) ? path : null },
		{ path: returnPath() },
	)
	throw redirect(started.authorizationUrl, { status: 303, headers: { 'Set-Cookie': cookie } })
}

/** What the return page shows when it does not lead back to the Pay page. */
export interface ReturnPage {
	notice: PaymentNotice
}

/**
 * Paystack's return (`/payments/paystack/return?reference=…`): verifies the payment with Paystack
 * and records it (`settleFromPaystack`), then redirects (303) to the Pay page it started from, with
 * `?reference=`, when this browser's cookie names it; otherwise the page shows what came of it, no
 * more. A reference that is not one of ours is a 404. Counts against the address's attempts (each
 * return may call Paystack).
 */
export async function paystackReturn(request: Request): Promise<ReturnPage> {
	const url = new URL(request.url)
	const reference = url.searchParams.get('reference') ?? url.searchParams.get('trxref') ?? ''
	if (!PAYMENT_REFERENCE.test(reference)) notFound(m.registrant_return_unknown())
	await limitFormSubmissions(db, 'pay', request)
	const result: ChargeResult & { unverified?: true } = await settleFromPaystack(
		db,
		paystackConfig(),
		reference,
		new Date(),
	)
	if (result.outcome === 'unknown') notFound(m.registrant_return_unknown())
	const cookie = (await returnCookie.parse(request.headers.get('Cookie'))) as {
		reference?: unknown
		page?: unknown
	} | null
	if (cookie?.reference === reference && typeof cookie.page === 'string' && PAY_PAGE_PATH.test(cookie.page)) {
		throw redirect(`${cookie.page}?reference=${reference}`, {
			status: 303,
			headers: { 'Set-Cookie': await returnCookie.serialize('', { maxAge: 0, path: returnPath() }) },
		})
	}
	return { notice: paymentNotice(result.payment, result.unverified === true) }
}

/** The group contact's page (`/group/{token}`): the group, its colleagues and its money. */
export async function loadGroupPage(token: string | undefined) {
	const { group, account, view, rule } = await groupAccount(token)
	const summary = summaryOf(view.balance, rule)
	const edition = await getEdition(db, view.editionId)
	if (!edition) notFound(ticketNotValid())
	const base = `/group/${token}`
	return {
		event: eventOf(edition),
		group: {
			companyName: group.companyName,
			perPerson: group.feePerPersonPesewas === null ? null : formatCedis(group.feePerPersonPesewas),
			discountPercent: group.discountPercent,
		},
		colleagues: view.members.map((member) => ({
			id: member.id,
			fullName: member.fullName,
			state: stateLabel(member.balance.state),
		})),
		summary,
		payNow: summary.owes && paystackConfig() ? here(`${base}/pay`) : null,
		payPage: summary.owes ? here(`${base}/pay`) : null,
		instructions: summary.owes ? await paymentInstructions() : [],
		receipts: await receiptLinks(account, base),
		invoice:
			view.balance.feePesewas !== null ? { action: invoiceAction(base), company: group.companyName } : null,
	}
}

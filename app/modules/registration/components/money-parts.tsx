/**
 * The money parts of a delegate's own pages (the manage page, the ticket, the group contact's page,
 * the Pay pages): the fee, paid and balance; Pay now; how to pay otherwise; who pays for a group
 * colleague; receipts; the invoice form; and what came of a payment. Plain HTML forms, so paying
 * works without JavaScript: Pay now posts to the page's own Pay address, which answers with a
 * redirect to Paystack's payment page. In the page's language (ADR 0059); the invoice form names it to
 * the invoice's address (`?lang=fr`), so a refusal comes back to the page in that language.
 */
import { buttonClasses } from '#app/components/ui/button.tsx'
import { m } from '#app/lib/i18n/messages.ts'

/** An account's money as the page shows it (`MoneySummary` of payment-pages.server.ts). */
export interface MoneySummaryView {
	fee: string
	rule: string | null
	paid: string
	balance: string
	stateLabel: string
	owes: boolean
}

/** Fee (with its rule), paid, balance and where the payment stands, as a description list. */
export function MoneySummaryList({
	summary,
	className = '',
}: {
	summary: MoneySummaryView
	className?: string
}) {
	return (
		<dl className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800 ${className}`}>
			<dt className="font-semibold">{m.registrant_money_fee()}</dt>
			<dd>
				{summary.fee}
				{summary.rule ? <span className="text-slate-600"> ({summary.rule})</span> : null}
			</dd>
			<dt className="font-semibold">{m.registrant_money_paid()}</dt>
			<dd>{summary.paid}</dd>
			<dt className="font-semibold">{m.registrant_money_balance()}</dt>
			<dd data-testid="balance" className={summary.owes ? 'font-semibold' : undefined}>
				{summary.balance}
			</dd>
			<dt className="font-semibold">{m.registrant_money_status()}</dt>
			<dd data-testid="payment-state">{summary.stateLabel}</dd>
		</dl>
	)
}

/**
 * The Pay now button: a form posting to `action` (a Pay page), whose answer sends the browser to
 * Paystack. `amount` is the balance, as text.
 */
export function PayNowForm({ action, amount }: { action: string; amount: string }) {
	return (
		<form method="post" action={action} className="mt-4 print:hidden">
			<button type="submit" className={buttonClasses('primary', 'w-full text-base sm:w-auto')}>
				{m.registrant_pay_now({ amount })}
			</button>
			<p className="mt-2 text-sm text-slate-700">{m.registrant_pay_now_note()}</p>
		</form>
	)
}

/** How to pay other than online: the site settings' "How to pay", line by line. */
export function PaymentInstructions({ lines, online }: { lines: readonly string[]; online: boolean }) {
	if (!lines.length) return null
	return (
		<div className="mt-4 print:hidden">
			<h3 className="font-semibold text-slate-900">
				{online ? m.registrant_or_transfer() : m.registrant_how_to_pay()}
			</h3>
			<p className="mt-1 text-slate-800">
				{lines.map((line, i) => (
					<span key={i} className="block break-words">
						{line}
					</span>
				))}
			</p>
		</div>
	)
}

/** A group colleague's note: their company's contact pays for the whole group. */
export function PaidByContactNote({
	contactName,
	companyName,
}: {
	contactName: string
	companyName: string
}) {
	return (
		<p data-testid="paid-by-contact" className="mt-3 text-slate-800">
			{m.registrant_paid_by_contact({ contact: contactName, company: companyName })}
		</p>
	)
}

/** A receipt's line: number, amount and day, linking to its PDF. */
export interface ReceiptLinkView {
	number: string
	amount: string
	date: string
	href: string
}

/** The receipts of an account, each a link to its PDF; nothing when there is none. */
export function ReceiptList({ receipts }: { receipts: readonly ReceiptLinkView[] }) {
	if (!receipts.length) return null
	return (
		<div className="mt-4">
			<h3 className="font-semibold text-slate-900">{m.registrant_receipts()}</h3>
			<ul className="mt-1 space-y-1">
				{receipts.map((receipt) => (
					<li key={receipt.number}>
						<a
							href={receipt.href}
							className="text-brand-800 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
						>
							{m.registrant_receipt_link({ number: receipt.number })}
						</a>
						<span className="text-slate-700">
							{' '}
							{receipt.amount}, {receipt.date}
						</span>
					</li>
				))}
			</ul>
		</div>
	)
}

/**
 * The invoice form: the company it is made out to (filled in), an optional purchase-order number;
 * it posts to `action`, which answers with the invoice's PDF.
 */
export function InvoiceForm({
	action,
	company,
	idPrefix,
}: {
	action: string
	company: string
	idPrefix: string
}) {
	return (
		<form method="post" action={action} className="mt-3 space-y-4">
			<div>
				<label htmlFor={`${idPrefix}-company`} className="block font-semibold text-slate-900">
					{m.registrant_invoice_company()}
				</label>
				<input
					id={`${idPrefix}-company`}
					name="company"
					defaultValue={company}
					required
					maxLength={160}
					autoComplete="organization"
					className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2"
				/>
			</div>
			<div>
				<label htmlFor={`${idPrefix}-po`} className="block font-semibold text-slate-900">
					{m.registrant_invoice_po()}
				</label>
				<p id={`${idPrefix}-po-hint`} className="text-sm text-slate-600">
					{m.registrant_invoice_po_hint()}
				</p>
				<input
					id={`${idPrefix}-po`}
					name="purchase_order"
					maxLength={60}
					aria-describedby={`${idPrefix}-po-hint`}
					className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 py-2"
				/>
			</div>
			<button type="submit" className={buttonClasses('brand', 'w-full sm:w-auto')}>
				{m.registrant_invoice_get()}
			</button>
		</form>
	)
}

/** What came of a payment (`PaymentNotice` of payment-pages.server.ts). */
export interface PaymentNoticeView {
	tone: 'success' | 'info' | 'error'
	title: string
	text: string
}

const NOTICE_TONES = {
	success: 'bg-emerald-50 text-emerald-950 ring-emerald-300',
	info: 'bg-amber-50 text-slate-900 ring-amber-300',
	error: 'bg-red-50 text-red-950 ring-red-300',
} as const

/**
 * A payment's outcome as a box the screen reader announces, with the receipt's link when there is
 * one and a "Check again" link while it is being processed.
 */
export function PaymentNoticeBox({
	notice,
	receiptHref,
	checkAgain,
}: {
	notice: PaymentNoticeView
	receiptHref?: string | null
	checkAgain?: string | null
}) {
	return (
		<div
			role={notice.tone === 'error' ? 'alert' : 'status'}
			data-testid="payment-notice"
			className={`mb-6 rounded-xl p-4 ring-1 ${NOTICE_TONES[notice.tone]}`}
		>
			<h2 className="text-lg font-bold">{notice.title}</h2>
			<p className="mt-1">{notice.text}</p>
			{receiptHref ? (
				<p className="mt-2">
					<a href={receiptHref} className="inline-flex min-h-11 items-center font-semibold underline">
						{m.registrant_download_receipt()}
					</a>
				</p>
			) : null}
			{checkAgain ? (
				<p className="mt-2">
					<a href={checkAgain} className="inline-flex min-h-11 items-center font-semibold underline">
						{m.registrant_check_again()}
					</a>
				</p>
			) : null}
		</div>
	)
}

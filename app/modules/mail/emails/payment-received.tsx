/**
 * "Payment received" (React Email), to the payer of a receipt (the registrant, or the group's
 * contact): the amount, how it was paid and its reference, the receipt's number and time, what it
 * pays for, the balance left (with "Pay now" and how to pay while something is owed), and the links
 * to the receipt's PDF (also attached) and to the manage or group page. Rendered to HTML and to
 * plain text by `payment-mails.server.ts`.
 */
import { Hr, Link, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
import { ContactLine, Detail, MailFrame, type Owed, PayBlock, small, text } from './mail-frame.tsx'

export interface PaymentReceivedData {
	siteName: string
	year: number
	payerName: string
	/** "GH₵ 2,000". */
	amount: string
	/** "Cash", "Paystack (card or mobile money)". */
	methodText: string
	/** The provider's, bank's or MoMo reference, or null (cash). */
	reference: string | null
	/** "RCT-2027-0001". */
	receiptNumber: string
	/** When it was recorded, in Accra: "22 Nov 2026, 10:05". */
	paidAtText: string
	/** What the payment is for: "Your place at the …" or "The places of 3 colleagues of …". */
	forText: string
	/** What is still owed after this payment, or null when nothing is. */
	owed: Owed | null
	/** Whether the receipt's PDF is attached. */
	attached: boolean
	/** The receipt's PDF on the site, or null when the registration has no link (cancelled). */
	receiptUrl: string | null
	/** The manage page or the group's page, and its link text. */
	page: { url: string; label: string } | null
	contactEmail: string | null
	contactPhones: string[]
}

export function PaymentReceived(data: PaymentReceivedData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<MailFrame
			preview={m.mail_received_preview({ amount: data.amount, number: data.receiptNumber })}
			event={event}
			heading={m.mail_received_heading({ name: data.payerName })}
		>
			<Text style={text}>
				{m.mail_received_body({ event })} {data.attached ? m.mail_receipt_attached() : ''}
			</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<Detail name={m.mail_amount()}>{data.amount}</Detail>
				<Detail name={m.mail_paid_by()}>{data.methodText}</Detail>
				{data.reference ? <Detail name={m.mail_reference()}>{data.reference}</Detail> : null}
				<Detail name={m.mail_receipt()}>
					{m.mail_receipt_when({ number: data.receiptNumber, when: data.paidAtText })}
				</Detail>
				<Detail name={m.mail_for()}>{data.forText}</Detail>
				<Detail name={m.mail_balance_left()}>
					{data.owed ? m.mail_balance_owed({ balance: data.owed.balance }) : m.mail_balance_none()}
				</Detail>
			</Section>
			{data.owed ? <PayBlock owed={data.owed} /> : null}
			{data.receiptUrl || data.page ? (
				<Text style={text}>
					{data.receiptUrl ? (
						<>
							<Link href={data.receiptUrl}>{m.mail_download_receipt({ number: data.receiptNumber })}</Link>
							{data.page ? ' · ' : ''}
						</>
					) : null}
					{data.page ? <Link href={data.page.url}>{data.page.label}</Link> : null}
				</Text>
			) : null}
			<Text style={small}>{m.mail_keep_record()}</Text>
			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

/**
 * "Payment received" (React Email), to the payer of a receipt (the registrant, or the group's
 * contact): the amount, how it was paid and its reference, the receipt's number and time, what it
 * pays for, the balance left (with "Pay now" and how to pay while something is owed), and the links
 * to the receipt's PDF (also attached) and to the manage or group page. Rendered to HTML and to
 * plain text by `payment-mails.server.ts`.
 */
import { Hr, Link, Section, Text } from '@react-email/components'
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
			preview={`${data.amount} received, receipt ${data.receiptNumber}.`}
			event={event}
			heading={`Payment received, thank you ${data.payerName}`}
		>
			<Text style={text}>
				We have received your payment for the {event}.{' '}
				{data.attached ? 'Your receipt is attached to this mail.' : ''}
			</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<Detail name="Amount">{data.amount}</Detail>
				<Detail name="Paid by">{data.methodText}</Detail>
				{data.reference ? <Detail name="Reference">{data.reference}</Detail> : null}
				<Detail name="Receipt">{`${data.receiptNumber}, ${data.paidAtText} (Accra time)`}</Detail>
				<Detail name="For">{data.forText}</Detail>
				<Detail name="Balance left">
					{data.owed ? `${data.owed.balance} still to pay.` : 'Nothing: everything is paid.'}
				</Detail>
			</Section>
			{data.owed ? <PayBlock owed={data.owed} /> : null}
			{data.receiptUrl || data.page ? (
				<Text style={text}>
					{data.receiptUrl ? (
						<>
							<Link href={data.receiptUrl}>Download receipt {data.receiptNumber} (PDF)</Link>
							{data.page ? ' · ' : ''}
						</>
					) : null}
					{data.page ? <Link href={data.page.url}>{data.page.label}</Link> : null}
				</Text>
			) : null}
			<Text style={small}>Keep this mail: it is your record of the payment.</Text>
			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

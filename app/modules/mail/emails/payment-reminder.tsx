/**
 * The reminder to the unpaid (React Email), sent once a set number of days before the summit to a
 * registrant who still owes, or to a group's contact for the whole group: when and where, the fee,
 * what was received, the balance with "Pay now" (when online payment is offered) and how to pay, and
 * the link to the manage or group page. Rendered to HTML and to plain text by
 * `payment-mails.server.ts`.
 */
import { Hr, Link, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
import { ContactLine, Detail, MailFrame, type Owed, PayBlock, text, WhenWhere } from './mail-frame.tsx'

export interface PaymentReminderData {
	siteName: string
	year: number
	/** The registrant's or the group contact's name. */
	name: string
	/** "your place" or "the 3 colleagues of Volta Assurance you registered". */
	forText: string
	dateText: string | null
	timeText: string | null
	venue: string | null
	mapUrl: string | null
	/** The fee owed in all ("GH₵ 2,000"), and what was received of it ("GH₵ 500"; null when nothing). */
	fee: string
	paid: string | null
	owed: Owed
	/** The manage page or the group's page, and its link text. */
	page: { url: string; label: string } | null
	contactEmail: string | null
	contactPhones: string[]
}

export function PaymentReminder(data: PaymentReminderData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<MailFrame
			preview={m.mail_reminder_preview({ balance: data.owed.balance, event })}
			event={event}
			heading={m.mail_reminder_heading({ balance: data.owed.balance, name: data.name })}
		>
			<Text style={text}>{m.mail_reminder_body({ event, what: data.forText })}</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<WhenWhere {...data} />
				<Detail name={m.mail_fee()}>{data.fee}</Detail>
				{data.paid ? <Detail name={m.mail_received()}>{data.paid}</Detail> : null}
				<Detail name={m.mail_still_to_pay()}>{data.owed.balance}</Detail>
			</Section>
			<PayBlock owed={data.owed} />
			{data.page ? (
				<Text style={text}>
					<Link href={data.page.url}>{data.page.label}</Link>
				</Text>
			) : null}
			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

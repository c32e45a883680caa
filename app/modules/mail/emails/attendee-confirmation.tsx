/**
 * The attendee's confirmation mail (React Email): the summit, its date and time in Accra,
 * the venue with a map link, the payment (docs/payments.md, "Mails and the dashboard"): for a
 * registration alone the fee it owes and, while something is owed, a "Pay now" button (when
 * online payment is offered) and how to pay; for a group's colleague, that their group's contact
 * pays and nothing is asked of them. Then the ticket (a QR code attached inline as `cid:ticket-qr`,
 * its desk reference and a link to its page), the manage link, and the organisers' contact.
 * Rendered to HTML and to plain text by `compose.server.ts`; the calendar file is attached there.
 */
import { Button, Heading, Hr, Img, Link, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
import {
	button,
	ContactLine,
	Detail,
	MailFrame,
	type Owed,
	PayBlock,
	small,
	text,
	WhenWhere,
} from './mail-frame.tsx'

/** Where a confirmation's registration stands with its payment. */
export type ConfirmationMoney =
	/** Something is owed: how much, and `paid` (e.g. "GH₵ 500") when part of it was received. */
	| { kind: 'owed'; owed: Owed; paid: string | null }
	/** Nothing is left to pay: `text` says why ("Paid in full, thank you."). */
	| { kind: 'settled'; text: string }
	/** A colleague of a group: its contact (`contactName`, of `companyName`) pays for everyone. */
	| { kind: 'group'; contactName: string; companyName: string }

export interface AttendeeConfirmationData {
	/** Sent again because someone registered this address a second time (`already-registered`). */
	again?: boolean
	siteName: string
	year: number
	theme: string | null
	attendeeName: string
	/** "Thursday 25 March 2027", or null while the date is not announced. */
	dateText: string | null
	/** "8:30 AM (Accra time, GMT)". */
	timeText: string | null
	venue: string | null
	mapUrl: string | null
	/** The fee the registration owes, fixed when it was made, e.g. { label: 'Early-bird fee', amount: 'GH₵ 2,500' }; null without a fee or for a group's colleague. */
	fee: { label: string; amount: string } | null
	/** The payment; null when there is no fee. */
	money: ConfirmationMoney | null
	ticketUrl: string
	manageUrl: string
	deskRef: string
	contactEmail: string | null
	contactPhones: string[]
}

export function AttendeeConfirmation(data: AttendeeConfirmationData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<MailFrame
			preview={m.mail_confirmation_preview({ event })}
			event={event}
			heading={
				data.again
					? m.mail_again_heading({ name: data.attendeeName })
					: m.mail_confirmation_heading({ name: data.attendeeName })
			}
		>
			{data.again ? (
				<Text style={text}>{m.mail_again_body({ event })}</Text>
			) : (
				<Text style={text}>
					{data.theme
						? m.mail_thanks_body_theme({ event, theme: data.theme })
						: m.mail_thanks_body({ event })}
				</Text>
			)}

			<Section style={{ margin: '24px 0' }}>
				<WhenWhere {...data} />
				{data.fee ? (
					<Detail name={data.fee.label}>{m.mail_fee_on_the_day({ amount: data.fee.amount })}</Detail>
				) : null}
				{data.money?.kind === 'group' ? (
					<Detail name={m.mail_fee()}>
						{m.mail_group_pays({ company: data.money.companyName, contact: data.money.contactName })}
					</Detail>
				) : null}
				{data.money?.kind === 'settled' ? <Detail name={m.mail_payment()}>{data.money.text}</Detail> : null}
				{data.money?.kind === 'owed' && data.money.paid ? (
					<Detail name={m.mail_still_to_pay()}>
						{m.mail_balance_and_received({ balance: data.money.owed.balance, paid: data.money.paid })}
					</Detail>
				) : null}
			</Section>

			{data.money?.kind === 'owed' ? <PayBlock owed={data.money.owed} /> : null}

			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<Heading as="h2" style={{ fontSize: '20px', color: '#0f172a', margin: '0 0 12px' }}>
				{m.mail_your_ticket()}
			</Heading>
			<Section style={{ textAlign: 'center', margin: '0 0 16px' }}>
				<Img
					src="cid:ticket-qr"
					width="200"
					height="200"
					alt={m.mail_ticket_alt({ reference: data.deskRef })}
					style={{ margin: '0 auto' }}
				/>
				<Text style={{ ...text, fontSize: '20px', fontWeight: 700, letterSpacing: '2px', margin: '8px 0 0' }}>
					{data.deskRef}
				</Text>
				<Text style={small}>{m.mail_show_code()}</Text>
			</Section>
			<Section style={{ textAlign: 'center', margin: '0 0 24px' }}>
				<Button href={data.ticketUrl} style={button}>
					{m.mail_open_ticket()}
				</Button>
			</Section>
			<Text style={small}>
				{m.mail_calendar_note()} <Link href={data.manageUrl}>{m.mail_manage_link()}</Link>.
			</Text>

			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

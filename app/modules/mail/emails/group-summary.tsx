/**
 * The summary a group's contact receives (React Email): the colleagues registered with
 * their desk references, the fee worked out when they registered (per person, with the group
 * discount, and in total), what the group still owes in one payment with a "Pay now" button (when
 * online payment is offered) and how to pay, the link to the group's page (payments, invoice,
 * receipts), when and where. Each colleague's own ticket is in their own confirmation mail, which
 * tells them the contact pays. Rendered to HTML and to plain text by `compose.server.ts`.
 */
import { Column, Link, Row, Section, Text } from '@react-email/components'
import {
	ContactLine,
	Detail,
	label,
	MailFrame,
	type Owed,
	PayBlock,
	small,
	text,
	WhenWhere,
} from './mail-frame.tsx'

export interface GroupSummaryData {
	siteName: string
	year: number
	contactName: string
	companyName: string
	dateText: string | null
	timeText: string | null
	venue: string | null
	mapUrl: string | null
	colleagues: { fullName: string; email: string; deskRef: string | null }[]
	/** The fee per person and in total, e.g. "GH₵ 2,070", with the discount applied (0 for none); null without a fee. */
	fee: { perPerson: string; total: string; discountPercent: number } | null
	/** What the group still owes and how to pay it; null when nothing is owed (or no fee). */
	owed: Owed | null
	/** "Paid in full, thank you." when the group's fee is settled already; else null. */
	settledText: string | null
	/** The group's page (its contact's link), or null when the group has none. */
	groupPageUrl: string | null
	contactEmail: string | null
	contactPhones: string[]
}

export function GroupSummary(data: GroupSummaryData) {
	const event = `${data.siteName} ${data.year}`
	const size = data.colleagues.length
	return (
		<MailFrame
			preview={`${size} colleagues of ${data.companyName} are registered for the ${event}.`}
			event={event}
			heading={`Your group is registered, ${data.contactName}`}
		>
			<Text style={text}>
				You registered {size} colleagues of {data.companyName} for the {event}. Each of them receives their
				own confirmation mail with their ticket, which tells them that you pay for the group; if one does not
				arrive, they can show the reference below at the registration desk.
			</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<WhenWhere {...data} />
				{data.fee ? (
					<Detail name="Fee">
						{`${data.fee.perPerson} per person${data.fee.discountPercent ? ` (with the ${data.fee.discountPercent}% group discount)` : ''}, ${data.fee.total} for the group of ${size}.`}
					</Detail>
				) : null}
				{data.owed ? (
					<Detail name="To pay">{`${data.owed.balance} for the group, in one payment.`}</Detail>
				) : null}
				{data.settledText ? <Detail name="Payment">{data.settledText}</Detail> : null}
			</Section>
			{data.owed ? <PayBlock owed={data.owed} /> : null}
			{data.groupPageUrl ? (
				<Text style={text}>
					<Link href={data.groupPageUrl}>Your group&apos;s page</Link> shows what is paid, and gives the
					invoice for your company&apos;s accounts and a receipt for every payment.
				</Text>
			) : null}
			<Text style={label}>Colleagues registered</Text>
			{data.colleagues.map((colleague, i) => (
				<Row key={i} style={{ borderBottom: '1px solid #e2e8f0' }}>
					<Column style={{ ...small, padding: '8px 8px 8px 0', margin: 0 }}>
						{colleague.fullName}
						<br />
						{colleague.email}
					</Column>
					<Column style={{ ...small, padding: '8px 0', margin: 0, textAlign: 'right', fontWeight: 700 }}>
						{colleague.deskRef ?? ''}
					</Column>
				</Row>
			))}
			<Text style={{ ...small, marginTop: '16px' }}>
				A colleague who cannot come can cancel with the link in their own mail.
			</Text>
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

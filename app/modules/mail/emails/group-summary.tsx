/**
 * The summary a group's contact receives (React Email): the colleagues registered with
 * their desk references, the fee worked out when they registered (per person, with the group
 * discount, and in total), what the group still owes in one payment with a "Pay now" button (when
 * online payment is offered) and how to pay, the link to the group's page (payments, invoice,
 * receipts), when and where. Each colleague's own ticket is in their own confirmation mail, which
 * tells them the contact pays. Rendered to HTML and to plain text by `compose.server.ts`.
 */
import { Column, Link, Row, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
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
			preview={m.mail_group_preview({ size, company: data.companyName, event })}
			event={event}
			heading={m.mail_group_heading({ name: data.contactName })}
		>
			<Text style={text}>{m.mail_group_body({ size, company: data.companyName, event })}</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<WhenWhere {...data} />
				{data.fee ? (
					<Detail name={m.mail_fee()}>
						{data.fee.discountPercent
							? m.mail_group_fee_discount({
									perPerson: data.fee.perPerson,
									percent: data.fee.discountPercent,
									total: data.fee.total,
									size,
								})
							: m.mail_group_fee({ perPerson: data.fee.perPerson, total: data.fee.total, size })}
					</Detail>
				) : null}
				{data.owed ? (
					<Detail name={m.mail_to_pay()}>{m.mail_group_to_pay({ balance: data.owed.balance })}</Detail>
				) : null}
				{data.settledText ? <Detail name={m.mail_payment()}>{data.settledText}</Detail> : null}
			</Section>
			{data.owed ? <PayBlock owed={data.owed} /> : null}
			{data.groupPageUrl ? (
				<Text style={text}>
					<Link href={data.groupPageUrl}>{m.mail_group_page_link()}</Link> {m.mail_group_page_note()}
				</Text>
			) : null}
			<Text style={label}>{m.mail_colleagues_registered()}</Text>
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
			<Text style={{ ...small, marginTop: '16px' }}>{m.mail_colleague_cancel()}</Text>
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

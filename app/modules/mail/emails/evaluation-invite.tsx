/**
 * The invitation to evaluate (React Email), sent on the last day of the summit to each checked-in
 * delegate who has not answered (docs/event-days.md, "Evaluation"): thanks, what is asked, that it is
 * anonymous and until when it is open, the button to the form and the link to the manage page.
 * Rendered to HTML and plain text by `evaluation-invites.server.ts`.
 */
import { Button, Hr, Link, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
import { button, ContactLine, MailFrame, small, text } from './mail-frame.tsx'

export interface EvaluationInviteData {
	siteName: string
	year: number
	name: string
	/** The form (`/registration/<token>/evaluation`) and the manage page, in the registrant's language. */
	formUrl: string
	manageUrl: string
	/** The last day it is open ("Saturday, 17 April 2027"). */
	closesOn: string
	contactEmail: string | null
	contactPhones: string[]
}

export function EvaluationInvite(data: EvaluationInviteData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<MailFrame
			preview={m.evaluation_mail_preview({ event })}
			event={event}
			heading={m.evaluation_mail_heading({ name: data.name })}
		>
			<Text style={text}>{m.evaluation_mail_body({ event })}</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<Button href={data.formUrl} style={button}>
					{m.evaluation_mail_button()}
				</Button>
			</Section>
			<Text style={small}>{m.evaluation_mail_anonymous({ date: data.closesOn })}</Text>
			<Text style={text}>
				<Link href={data.manageUrl}>{m.evaluation_mail_manage()}</Link>
			</Text>
			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

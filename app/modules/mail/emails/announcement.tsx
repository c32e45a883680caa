/**
 * An announcement (React Email, docs/event-days.md "Announcements"): the summit's name above the
 * subject, "Dear …", the text staff wrote (sanitised HTML, links and images made absolute), the
 * link to the registrant's manage page or the group's page where they have one, why they receive
 * it, and the organiser's contact. A staff member's test carries a note in place of the greeting.
 * Rendered to HTML and to plain text by `announcement-mail.server.ts`.
 */
import { Hr, Link, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
import { ContactLine, MailFrame, small, text } from './mail-frame.tsx'

export interface AnnouncementMailData {
	siteName: string
	year: number
	subject: string
	/** The recipient's name, or null for a test. */
	name: string | null
	/** Sanitised HTML (the blog's allow-list), its links and images absolute. */
	bodyHtml: string
	/** Why they receive it ("You receive this because you registered for …"). */
	why: string
	/** The manage page or the group's page, and its link text; null for none. */
	page: { url: string; label: string } | null
	/** Set on a test: what it says above the text. */
	testNote: string | null
	contactEmail: string | null
	contactPhones: string[]
}

export function AnnouncementMail(data: AnnouncementMailData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<MailFrame preview={data.subject} event={event} heading={data.subject}>
			{data.testNote ? (
				<Text style={{ ...small, backgroundColor: '#fef3c7', padding: '8px 12px', borderRadius: '6px' }}>
					{data.testNote}
				</Text>
			) : null}
			{data.name ? <Text style={text}>{m.mail_announcement_greeting({ name: data.name })}</Text> : null}
			<Section style={{ ...text, margin: '0 0 16px' }}>
				<div dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
			</Section>
			{data.page ? (
				<Text style={text}>
					<Link href={data.page.url}>{data.page.label}</Link>
				</Text>
			) : null}
			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<Text style={small}>{data.why}</Text>
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

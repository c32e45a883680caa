/**
 * "Your CPE certificate" (React Email), to a delegate whose certificate was issued (docs/event-days.md,
 * "CPE certificates"): the certificate's number and CPE hours, its PDF attached, the public link a
 * professional body checks it at, and the manage page to download it again. Rendered to HTML and to
 * plain text by `certificate-mail.server.ts`, in the registrant's language.
 */
import { Hr, Link, Section, Text } from '@react-email/components'
import { m } from '#app/lib/i18n/messages.ts'
import { ContactLine, Detail, MailFrame, small, text } from './mail-frame.tsx'

export interface CertificateMailData {
	siteName: string
	year: number
	fullName: string
	/** "CPE-2027-0042-7K3Q9P". */
	number: string
	/** "12.75" ("12,75" in French). */
	hoursText: string
	verifyUrl: string
	/** The manage page, or null when the registration has no link. */
	manageUrl: string | null
	contactEmail: string | null
	contactPhones: string[]
}

export function CertificateMail(data: CertificateMailData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<MailFrame
			preview={m.certificate_mail_preview({ number: data.number })}
			event={event}
			heading={m.certificate_mail_heading({ name: data.fullName })}
		>
			<Text style={text}>{m.certificate_mail_body({ event })}</Text>
			<Section style={{ margin: '16px 0 24px' }}>
				<Detail name={m.certificate_pdf_number()}>{data.number}</Detail>
				<Detail name={m.certificate_mail_hours()}>{data.hoursText}</Detail>
			</Section>
			<Text style={text}>
				{m.certificate_mail_verify()} <Link href={data.verifyUrl}>{data.verifyUrl}</Link>
			</Text>
			{data.manageUrl ? (
				<Text style={small}>
					<Link href={data.manageUrl}>{m.certificate_mail_manage()}</Link>
				</Text>
			) : null}
			<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
			<ContactLine email={data.contactEmail} phones={data.contactPhones} />
		</MailFrame>
	)
}

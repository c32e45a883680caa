/**
 * The `certificate` mail (docs/event-days.md, "CPE certificates"): composed when the worker sends it,
 * from the certificate row it names (`mail_outbox.certificate_id`), with the certificate's PDF drawn
 * then and attached (never stored). A certificate revoked since it was queued (a name corrected, a
 * revocation) or a registration gone has nothing to send.
 */
import type { Database } from '#app/db/handle.ts'
import { textLines } from '#app/lib/format.ts'
import { currentLocale } from '#app/lib/i18n/locale.ts'
import type { MailMessage } from '#app/lib/mail/transport.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import {
	certificateDocument,
	certificatePdf,
	verificationUrl,
} from '#app/modules/certificates/certificate-pdf.server.ts'
import {
	findCertificate,
	registrationOfCertificate,
} from '#app/modules/certificates/certificates.queries.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import type { OutboxMail } from '#app/modules/outbox/outbox.queries.server.ts'
import { type ComposeContext, oneLine, registrationLinks, renderBoth } from './compose-parts.server.ts'
import { CertificateMail } from './emails/certificate.tsx'

/**
 * The recipient, body and PDF attachment of certificate mail `mail` in the current language (the
 * registrant's, `composeMail`), or null when its certificate is revoked or gone.
 */
export async function certificateMail(
	db: Database,
	mail: OutboxMail,
	context: ComposeContext,
): Promise<Omit<MailMessage, 'from' | 'subject' | 'messageId'> | null> {
	const certificate = mail.certificateId === null ? undefined : await findCertificate(db, mail.certificateId)
	if (!certificate || certificate.revokedAt) return null
	const [attendee, edition, settings] = await Promise.all([
		registrationOfCertificate(db, certificate.attendeeId),
		getEdition(db, certificate.editionId),
		getSettings(db),
	])
	if (!attendee || !edition) return null
	const document = await certificateDocument(db, certificate, context.siteUrl, fileStore)
	const manageUrl = attendee.ticketRef
		? (await registrationLinks(db, attendee.ticketRef, context.siteUrl)).manageUrl
		: null
	const element = CertificateMail({
		siteName: settings.site_name || SITE_NAME,
		year: edition.year,
		fullName: certificate.fullName,
		number: certificate.number,
		hoursText: formatCpeHours(certificate.hours, currentLocale() === 'fr'),
		verifyUrl: verificationUrl(certificate.number, context.siteUrl),
		manageUrl,
		contactEmail: settings.contact_email || null,
		contactPhones: textLines(settings.contact_phone),
	})
	return {
		to: { name: oneLine(certificate.fullName), address: attendee.email },
		...(await renderBoth(element)),
		attachments: [
			{
				filename: `${certificate.number}.pdf`,
				content: await certificatePdf(document),
				contentType: 'application/pdf',
			},
		],
		replyTo: settings.contact_email || undefined,
	}
}

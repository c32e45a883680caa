/**
 * A registrant's CPE certificate on their manage page (docs/event-days.md, "CPE certificates"):
 * "Your CPE certificate" with its download link once issued, or a line saying certificates are
 * issued after the event; and the download itself, `/registration/{token}/certificate.pdf`, which
 * serves only the registration's valid certificate, drawn when asked (never stored).
 */
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { formatLongDate } from '#app/lib/format.ts'
import { currentLocale } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import { renderCertificatePdf } from '#app/modules/certificates/certificate-pdf.server.ts'
import { certificateOfRegistration } from '#app/modules/certificates/certificates-admin.server.ts'
import { pdfResponse } from '#app/modules/payments/documents-pages.server.ts'
import { registrationOfToken } from './my-registration.server.ts'

/**
 * The manage page's certificate section for registration `attendeeId` reached by manage `token`:
 * its valid certificate's number, day issued, hours (in the current language) and download link,
 * or null before one is issued (the page then says certificates come after the event).
 */
export async function certificateOnManagePage(attendeeId: number, token: string) {
	const certificate = await certificateOfRegistration(db, attendeeId)
	if (!certificate) return null
	return {
		number: certificate.number,
		issuedText: formatLongDate(certificate.issuedAt),
		hoursText: formatCpeHours(certificate.hours, currentLocale() === 'fr'),
		href: `/registration/${token}/certificate.pdf`,
	}
}

/**
 * GET `/registration/{token}/certificate.pdf`: the registration's valid certificate as a PDF in its
 * registrant's language; a plain-text 404 (in the current language) for a forged link or when
 * there is no valid certificate.
 */
export async function registrationCertificatePdf(token: string | undefined): Promise<Response> {
	const attendee = token ? await registrationOfToken(db, token, 'manage') : undefined
	const certificate = attendee ? await certificateOfRegistration(db, attendee.id) : undefined
	const pdf = certificate
		? await renderCertificatePdf(db, certificate.id, env.SITE_URL, fileStore)
		: undefined
	if (!pdf)
		throw new Response(m.registrant_doc_link_not_valid(), {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
		})
	return pdfResponse(pdf)
}

/**
 * What the public partnership enquiry page needs, on the app's own database (docs/architecture.md,
 * "Routes are thin"): the form's captcha and the packages on offer, and sending the
 * enquiry with its messages.
 */
import { m } from '#app/lib/i18n/messages.ts'
import { localeOfRequest } from '#app/lib/i18n/locale.server.ts'
import { db } from '#app/db/db.server.ts'
import { formCaptcha } from '#app/lib/captcha/challenge.server.ts'
import { storeFailure, submitPublicForm } from '#app/lib/public-form.server.ts'
import { visitorMail } from '#app/modules/outbox/mail-limits.server.ts'
import { submitEnquiry } from './enquiry.server.ts'
import { partnershipEnquirySchema } from './partnership.schema.ts'
import { listOfferedPackages } from './packages.queries.server.ts'

/**
 * The enquiry page: the form's captcha (`formCaptcha`) and the packages it offers, in their order
 * (name and description). Throws when the database cannot be read.
 */
export async function loadEnquiryPage() {
	return { captcha: formCaptcha(), packages: await listOfferedPackages(db) }
}

/**
 * Stores the enquiry of the form of `request`, its package one of those offered now. Answers the
 * form's messages (429 thrown; 400 fields or captcha; 429 when its notices would go over the mail
 * limit of the visitor's network; 500 when it cannot be stored) or a redirect to the home
 * page's thank-you dialog with the enquiry's reference.
 */
export async function sendEnquiryFromForm(request: Request) {
	const offered = (await listOfferedPackages(db)).map((offer) => offer.title)
	return submitPublicForm(request, 'partnership', partnershipEnquirySchema(offered), {
		save: (value, now) =>
			submitEnquiry(db, value, now, { ...visitorMail(request), locale: localeOfRequest(request) }),
		failure: storeFailure('Partnership enquiry', m.forms_store_failed_enquiry()),
		answer: (enquiry, refuse) =>
			enquiry.ok
				? { redirectTo: `/?enquiry=${encodeURIComponent(enquiry.reference)}` }
				: refuse(429, enquiry.message),
	})
}

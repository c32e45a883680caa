/**
 * What the public partnership enquiry page needs, on the app's own database (docs/architecture.md,
 * "Routes are thin"): the form's captcha, and sending the enquiry with its messages.
 */
import { db } from '#app/db/db.server.ts'
import { newFormCaptcha } from '#app/lib/captcha/challenge.server.ts'
import { submitPublicForm } from '#app/lib/public-form.server.ts'
import { submitEnquiry } from './enquiry.server.ts'
import { PartnershipEnquirySchema } from './partnership.schema.ts'

/** The enquiry page: the form's captcha (`newFormCaptcha`). */
export async function loadEnquiryPage() {
	return { captcha: await newFormCaptcha(new Date()) }
}

/**
 * Stores the enquiry of the form of `request`. Answers the form's messages (429 thrown, 400 fields or
 * captcha, 500 when it cannot be stored) or a redirect to the home page's thank-you dialog with the
 * enquiry's reference.
 */
export function sendEnquiryFromForm(request: Request) {
	return submitPublicForm(request, 'partnership', PartnershipEnquirySchema, {
		save: (value, now) => submitEnquiry(db, value, now),
		failure: {
			log: 'Partnership enquiry could not be stored',
			message: 'We could not save your enquiry just now. Please try again in a moment.',
		},
		answer: (enquiry) => ({ redirectTo: `/?enquiry=${encodeURIComponent(enquiry.reference)}` }),
	})
}

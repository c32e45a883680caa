/**
 * What the public registration page needs, on the app's own database (docs/architecture.md, "Routes
 * are thin"): the current edition (its dates and fees in Accra and cedis), the form's captcha (its
 * fallback question and the widget's files) while registration is open, and the registration
 * itself with its messages.
 */
import { m } from '#app/lib/i18n/messages.ts'
import { localeOfRequest } from '#app/lib/i18n/locale.server.ts'
import { db } from '#app/db/db.server.ts'
import { formCaptcha } from '#app/lib/captcha/challenge.server.ts'
import { storeFailure, submitPublicForm } from '#app/lib/public-form.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { toEditionView } from '#app/modules/editions/event-view.server.ts'
import { visitorMail } from '#app/modules/outbox/mail-limits.server.ts'
import { RegistrationFormSchema } from './registration.schema.ts'
import { registerAttendee } from './registration.server.ts'

/**
 * The registration page: the current edition (null before there is one) and, only while
 * registration is open (the edition is upcoming), the form's captcha (`formCaptcha`). The same for
 * every visitor: the page is kept in the page cache.
 */
export async function loadRegistrationPage() {
	const now = new Date()
	const edition = await getCurrentEdition(db, now)
	const view = edition ? toEditionView(edition, now) : null
	const captcha = view?.phase === 'upcoming' ? formCaptcha() : null
	return { edition: view, captcha }
}

/**
 * Registers the visitor of the registration form of `request` for the current edition. Answers the
 * form's messages (429 thrown; 400 fields or captcha; 403 closed or not open; 429 when its mail would
 * go over a mail limit, counted for the visitor's network; 500 when it cannot be stored)
 * or a redirect to the home page's thank-you dialog, for an address already registered too.
 */
export function registerFromForm(request: Request) {
	return submitPublicForm(request, 'registration', RegistrationFormSchema, {
		save: (value, now) => {
			const mail = visitorMail(request)
			return registerAttendee(db, value, now, mail.messageIdHost, mail.sender, localeOfRequest(request))
		},
		failure: storeFailure('Registration', m.forms_store_failed_registration()),
		// An address already registered gets the same answer as a new one (its owner is mailed their
		// ticket again), so the form tells nobody which addresses are registered.
		answer: (outcome, refuse) =>
			outcome.ok || outcome.reason === 'duplicate'
				? { redirectTo: '/?registered=1' }
				: refuse(outcome.reason === 'mail-limit' ? 429 : 403, outcome.message),
	})
}

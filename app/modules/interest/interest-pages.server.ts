/**
 * What the "tell me about the next edition" page (/next-edition) needs, on the app's own database:
 * the latest edition (for what the page says) and the form's captcha; and the signup itself, with
 * the same answer whether the address was new or already on the list (nobody learns who signed up).
 */
import { m } from '#app/lib/i18n/messages.ts'
import { localeOfRequest } from '#app/lib/i18n/locale.server.ts'
import { db } from '#app/db/db.server.ts'
import { formCaptcha } from '#app/lib/captcha/challenge.server.ts'
import { storeFailure, submitPublicForm } from '#app/lib/public-form.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { toEditionView } from '#app/modules/editions/event-view.server.ts'
import { privacyVersion } from '#app/modules/settings/settings.queries.server.ts'
import { InterestSchema } from './interest.schema.ts'
import { addInterest } from './interest.queries.server.ts'

/** The page: the current edition (null before there is one) and the form's captcha. */
export async function loadInterestPage() {
	const now = new Date()
	const edition = await getCurrentEdition(db, now)
	return {
		edition: edition ? toEditionView(edition, now) : null,
		captcha: formCaptcha(),
	}
}

/**
 * Adds the address of `request`'s form to the interest list with its consent (the notice's version
 * in force). Answers the form's messages (429 thrown, 400 fields or captcha, 500 when it cannot be
 * stored) or a redirect to the page's thank-you, the same for an address already on the list.
 */
export function joinInterestFromForm(request: Request) {
	return submitPublicForm(request, 'interest', InterestSchema, {
		save: async (value, now) =>
			addInterest(
				db,
				{ email: value.email, consentVersion: await privacyVersion(db), locale: localeOfRequest(request) },
				now,
			),
		failure: storeFailure('Interest signup', m.forms_store_failed_address()),
		answer: () => ({ redirectTo: '/next-edition?added=1' }),
	})
}

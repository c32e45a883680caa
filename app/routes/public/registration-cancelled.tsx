/**
 * Where a registrant lands after cancelling from their manage link: their details are deleted.
 * Holds nothing personal; not indexed. In the language of its URL (`/fr/registration-cancelled`).
 */
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { PersonalPage, personalMeta } from '#app/modules/registration/components/personal-page.tsx'

export const meta = () => personalMeta(m.registrant_title_cancelled())

export default function RegistrationCancelled() {
	return (
		<PersonalPage kicker={m.registrant_cancelled_kicker()} title={m.registrant_cancelled_title()}>
			<p role="status" className="text-lg text-slate-800">
				{m.registrant_cancelled_text()}
			</p>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

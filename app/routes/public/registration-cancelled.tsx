import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
/**
 * Where a registrant lands after cancelling from their manage link: their details are deleted.
 * Holds nothing personal; not indexed.
 */
import { PersonalPage, personalMeta } from '#app/modules/registration/components/personal-page.tsx'

export const meta = () => personalMeta('Registration cancelled')

export default function RegistrationCancelled() {
	return (
		<PersonalPage kicker="Registration cancelled" title="Your registration is cancelled">
			<p role="status" className="text-lg text-slate-800">
				Your details have been deleted. If you change your mind, you are welcome to register again.
			</p>
		</PersonalPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * Site settings, Contact & organiser (/admin/settings): Administrator only. The organiser, address,
 * phone numbers, e-mail, map and social links the public pages show, and what invoices and receipts
 * print (legal name, address, tax number, tax lines) with the payment reminder's days; success stays
 * here with a toast. Below it, "CPE certificates": the signatory, the logo and whether the evaluation
 * is required (docs/event-days.md). Errors: each under its field; "Server Error" when saving fails on the server (input kept);
 * "Failed to update the event. Please try again later." when the request cannot reach the server.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { ContactSettingsForm } from '#app/modules/settings/components/contact-settings-form.tsx'
import { CertificateSettingsForm } from '#app/modules/settings/components/certificate-settings-form.tsx'
import {
	type CertificateSettingsAnswer,
	loadContactSettingsPage,
	siteSettingsAction,
} from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/settings'

export const handle = { breadcrumb: 'Site settings' }

export const meta: Route.MetaFunction = () => [{ title: 'Site settings | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadContactSettingsPage()
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	return siteSettingsAction(requireRole(context), request)
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
	const certificateAnswer = certificateAnswerOf(actionData)
	return (
		<>
			<FormPage
				title="Site settings"
				subtitle="Contact & organiser: what the contact page and the footer show; invoices and receipts: what they print."
			>
				{/* Keyed by the stored values: after a save the form shows what was stored (a pasted map code as
			its clean address, ADR 0054); a refused form keeps what was typed. */}
				<ContactSettingsForm
					key={JSON.stringify(loaderData.defaults)}
					answer={actionDataParts(certificateAnswer ? undefined : actionData)}
					defaultValue={loaderData.defaults}
				/>
			</FormPage>
			<CertificateSettingsForm
				key={JSON.stringify(loaderData.certificate)}
				stored={loaderData.certificate}
				answer={certificateAnswer}
			/>
		</>
	)
}

/** The refused "CPE certificates" form's answer in `actionData`, if that is what it is. */
function certificateAnswerOf(actionData: unknown): CertificateSettingsAnswer['certificate'] | undefined {
	return actionData && typeof actionData === 'object' && 'certificate' in actionData
		? (actionData as CertificateSettingsAnswer).certificate
		: undefined
}

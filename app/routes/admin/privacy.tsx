/**
 * Site settings, Privacy notice (/admin/privacy): Administrator only. The four texts of /privacy;
 * a change raises the notice's version (docs/privacy.md). Success stays here with a toast. Errors:
 * each under its field; "Server Error" when saving fails on the server (input kept); "Failed to
 * update the event. Please try again later." when the request cannot reach the server.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { PrivacyNoticeForm } from '#app/modules/settings/components/privacy-notice-form.tsx'
import {
	loadPrivacyNoticePage,
	savePrivacyNoticeFromForm,
} from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/privacy'

export const handle = { breadcrumb: 'Privacy notice' }

export const meta: Route.MetaFunction = () => [{ title: 'Privacy notice | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadPrivacyNoticePage()
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await savePrivacyNoticeFromForm(actor, await request.formData()))
}

export default function PrivacyNotice({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage title="Privacy notice" subtitle="What the privacy notice tells registrants and partners.">
			<PrivacyNoticeForm
				answer={actionDataParts(actionData)}
				defaultValue={loaderData.defaults}
				version={loaderData.version}
			/>
		</FormPage>
	)
}

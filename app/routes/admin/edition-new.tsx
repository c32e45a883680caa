/**
 * Add Event Data (/admin/basic-data): Administrator only. Adds an edition; success goes to the event
 * data list (/admin/data-center) with a toast (ADR 0055). Errors: "Server Error" when saving fails on the server (input
 * kept), "Failed to submit the event. Please try again later." when the request cannot reach the
 * server.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, networkErrorClientAction } from '#app/lib/network-error.ts'
import { EditionForm } from '#app/modules/editions/components/edition-form.tsx'
import { addEditionFromForm } from '#app/modules/editions/editions-pages.server.ts'
import type { Route } from './+types/edition-new'

export const handle = { breadcrumb: 'Add Event Data' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Event Data | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	// A new key each time the page loads, as it does after a save: the form starts empty again. A
	// refused or failed save does not reload the page (status 4xx/5xx), so the input stays.
	return { formKey: crypto.randomUUID() }
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(CREATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addEditionFromForm(actor, await request.formData()))
}

export default function AddEdition({ loaderData, actionData }: Route.ComponentProps) {
	const { formKey } = loaderData
	return (
		<FormPage
			title="Add Event Data"
			subtitle={<>One edition of the summit: its theme, venue, fees and date.</>}
		>
			<EditionForm key={formKey} mode="new" id="add-event-data" answer={actionDataParts(actionData)} />
		</FormPage>
	)
}

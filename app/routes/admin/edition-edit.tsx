/**
 * Edit Event Data (/admin/basic-data-edit/{id}): Administrator only. The add form, prefilled;
 * success goes to /admin/data-center with a toast. Unknown or non-numeric ids are 404. Errors:
 * "Failed to fetch data" when the edition cannot be read, "Server Error" when saving fails on the
 * server (input kept), "Failed to update the event. Please try again later." when the request cannot
 * reach the server.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { EditionForm } from '#app/modules/editions/components/edition-form.tsx'
import { loadEditionEditPage, updateEditionFromForm } from '#app/modules/editions/editions-pages.server.ts'
import type { Route } from './+types/edition-edit'

export const handle = { breadcrumb: 'Edit Event Data' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadEditionEditPage(params.id)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData ? `Edit Event Data ${loaderData.year} | Back office` : 'Edit Event Data | Back office',
	},
]

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await updateEditionFromForm(actor, params.id, await request.formData()))
}

export default function EditEdition({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage title="Edit Event Data" subtitle={loaderData.label}>
			<EditionForm
				key={loaderData.id}
				mode="edit"
				id={`edit-event-data-${loaderData.id}`}
				answer={actionDataParts(actionData)}
				defaultValue={loaderData.defaults}
			/>
		</FormPage>
	)
}

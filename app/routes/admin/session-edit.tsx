/**
 * Edit Session (/admin/edit-agenda/{id}, the add form prefilled): Administrator only. Success goes to
 * /admin/sessions with a toast (ADR 0055). A failed save stays on this form with the input kept. Unknown or
 * non-numeric ids are 404. Errors: "Failed to fetch data" when the session cannot be read, "Server
 * Error" when saving fails on the server, "Failed to update the event. Please try again later." when
 * the request cannot reach the server.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { loadSessionEditPage, updateSessionFromForm } from '#app/modules/agenda/agenda-pages.server.ts'
import { SessionForm } from '#app/modules/agenda/components/session-form.tsx'
import type { Route } from './+types/session-edit'

export const handle = { breadcrumb: 'Edit Session' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSessionEditPage(params.id)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData ? `Edit Session: ${loaderData.heading} | Back office` : 'Edit Session | Back office',
	},
]

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await updateSessionFromForm(actor, params.id, await request.formData()))
}

export default function EditSession({ loaderData, actionData }: Route.ComponentProps) {
	const { id, heading, form } = loaderData
	return (
		<FormPage title="Edit Session" subtitle={heading}>
			<SessionForm
				key={id}
				mode="edit"
				id={`edit-session-${id}`}
				answer={actionDataParts(actionData)}
				{...form}
			/>
		</FormPage>
	)
}

/**
 * Add Session (/admin/add-agenda, "Create Session"): Administrator only. The edition defaults to the
 * one the public site shows. Success shows a toast and an empty form for the next session (keeping
 * its edition and date). Errors: "Failed to fetch data" when the choices cannot be read, "Server
 * Error" when saving fails on the server (input kept), "Failed to submit the event. Please try again
 * later." when the request cannot reach the server.
 */
import { Link } from 'react-router'
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, networkErrorClientAction } from '#app/lib/network-error.ts'
import { addSessionFromForm, loadSessionNewPage } from '#app/modules/agenda/agenda-pages.server.ts'
import { SessionForm } from '#app/modules/agenda/components/session-form.tsx'
import type { Route } from './+types/session-new'

export const handle = { breadcrumb: 'Add Session' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Session | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSessionNewPage(new URL(request.url))
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(CREATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addSessionFromForm(actor, await request.formData()))
}

export default function AddSession({ loaderData, actionData }: Route.ComponentProps) {
	const { formKey, form } = loaderData
	return (
		<FormPage title="Create Session" subtitle={<>One item of the agenda of an edition.</>}>
			{form.editions.length === 0 ? (
				<p
					role="status"
					className="mb-6 rounded-md border-l-4 border-amber-500 bg-amber-50 p-4 text-sm text-amber-900"
				>
					There is no edition yet.{' '}
					<Link to="/admin/basic-data" className="font-semibold underline">
						Add Event Data
					</Link>{' '}
					first: every session belongs to an edition.
				</p>
			) : null}
			<SessionForm
				key={formKey}
				mode="new"
				id="create-session"
				answer={actionDataParts(actionData)}
				{...form}
			/>
		</FormPage>
	)
}

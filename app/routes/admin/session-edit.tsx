/**
 * Edit Session (spec §2 /admin/edit-agenda/{id} "same form prefilled", §4 "Edit session"; issue 5):
 * Administrator only. Success goes to /admin/dashboard with a toast (spec). A failed save stays on
 * this form with the input kept (the spec's redirect to /admin/add-agenda would lose it). Unknown or
 * non-numeric ids are 404.
 * Errors (spec §8): "Failed to fetch data" when the session cannot be read, "Server Error" when saving
 * fails on the server, "Failed to update the event. Please try again later." when the request cannot
 * reach the server.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { SERVER_ERROR, UPDATE_FAILED, networkErrorClientAction } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { SessionForm } from '#app/modules/agenda/components/session-form.tsx'
import { updateSession } from '#app/modules/agenda/session-admin.server.ts'
import { readSessionFormChoices } from '#app/modules/agenda/session-options.server.ts'
import { SessionSchema, sessionFormDefaults } from '#app/modules/agenda/session.schema.ts'
import { getAgendaSession } from '#app/modules/agenda/sessions.queries.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Route } from './+types/session-edit'
import { logger } from '#app/lib/logger.server.ts'

export const handle = { breadcrumb: 'Edit Session' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData ? `Edit Session: ${loaderData.heading} | Back office` : 'Edit Session | Back office',
	},
]

/** The session id of the URL; 404 for anything but a positive whole number. */
function sessionIdFrom(params: { id: string }): number {
	const id = parseRecordId(params.id)
	if (id === null) notFound()
	return id
}

function notFound(): never {
	throw data('There is no session with that id. It may have been deleted.', { status: 404 })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	const id = sessionIdFrom(params)
	let session, choices
	try {
		;[session, choices] = await Promise.all([
			getAgendaSession(db, id),
			readSessionFormChoices(db, new Date()),
		])
	} catch (error) {
		logger.error({ err: error }, 'Session could not be read')
		throw data('Failed to fetch data', { status: 500 })
	}
	if (!session) notFound()
	const defaults = sessionFormDefaults(session)
	// A speaker deleted since keeps their name as typed text (the link is gone).
	if (defaults.speakerId && !choices.speakers.some((s) => s.value === defaults.speakerId)) {
		defaults.speakerId = ''
		defaults.speaker = session.speaker ?? ''
	}
	return {
		id: session.id,
		heading: session.heading,
		defaults,
		editions: choices.editions,
		speakers: choices.speakers,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const id = sessionIdFrom(params)
	const submission = parseWithZod(await request.formData(), { schema: SessionSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	let result
	try {
		result = await updateSession(db, actor, id, submission.value, new Date())
	} catch (error) {
		logger.error({ err: error }, 'Session could not be updated')
		return data({ result: submission.reply({ formErrors: [SERVER_ERROR] }) }, { status: 500 })
	}
	if (!result.ok) {
		if (result.reason === 'not-found') notFound()
		const reply = submission.reply({ fieldErrors: { [result.field]: [result.message] } })
		return data({ result: reply }, { status: 409 })
	}
	return redirect('/admin/dashboard', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Session updated',
			description: `“${result.heading.length > 120 ? `${result.heading.slice(0, 119)}…` : result.heading}” was saved.`,
		}),
	})
}

/** The server action, or `{ networkError }` (status 503) when the request cannot reach the server (spec §8). */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export default function EditSession({ loaderData, actionData }: Route.ComponentProps) {
	const { result, networkError } = actionDataParts(actionData)
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="mb-6">
				<div className="min-w-0">
					<h1 className="text-brand-900 text-2xl font-bold">Edit Session</h1>
					<p className="mt-1 text-sm break-words text-slate-600">{loaderData.heading}</p>
				</div>
			</div>
			<SessionForm
				key={loaderData.id}
				mode="edit"
				id={`edit-session-${loaderData.id}`}
				lastResult={result}
				networkError={networkError}
				defaultValue={loaderData.defaults}
				editions={loaderData.editions}
				speakers={loaderData.speakers}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

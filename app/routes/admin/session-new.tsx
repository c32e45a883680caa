/**
 * Add Session (spec §2 /admin/add-agenda "Create Session", §4 "Create session"; issue 5):
 * Administrator only. The edition defaults to the one the public site shows. Success shows a toast
 * and an empty form for the next session (keeping its edition and date).
 * Errors (spec §8): "Failed to fetch data" when the choices cannot be read, "Server Error" when saving
 * fails on the server (input kept), "Failed to submit the event. Please try again later." when the
 * request cannot reach the server.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { CREATE_FAILED, SERVER_ERROR, networkErrorClientAction } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { isCalendarDay } from '#app/modules/editions/edition.schema.ts'
import { SessionForm } from '#app/modules/agenda/components/session-form.tsx'
import { createSession } from '#app/modules/agenda/session-admin.server.ts'
import { readSessionFormChoices } from '#app/modules/agenda/session-options.server.ts'
import { SessionSchema } from '#app/modules/agenda/session.schema.ts'
import type { Route } from './+types/session-new'
import { logger } from '#app/lib/logger.server.ts'

export const handle = { breadcrumb: 'Add Session' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Session | Back office' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	let choices
	try {
		choices = await readSessionFormChoices(db, new Date())
	} catch (error) {
		logger.error({ err: error }, 'Session form choices could not be read')
		throw data('Failed to fetch data', { status: 500 })
	}
	// After a save the URL carries the last session's edition and date, so a day's programme can be
	// entered one session after another.
	const url = new URL(request.url)
	const edition = url.searchParams.get('edition') ?? ''
	const date = url.searchParams.get('date') ?? ''
	const editionId = choices.editions.some((e) => e.value === edition)
		? edition
		: choices.currentEdition
			? String(choices.currentEdition.id)
			: ''
	return {
		// A new key each time the page loads, as it does after a save: the form starts empty again. A
		// refused or failed save does not reload the page (status 4xx/5xx), so the input stays.
		formKey: crypto.randomUUID(),
		editions: choices.editions,
		speakers: choices.speakers,
		defaults: {
			editionId,
			date: isCalendarDay(date) ? date : (choices.currentEdition?.startsOn ?? ''),
		},
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const submission = parseWithZod(await request.formData(), { schema: SessionSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	let result
	try {
		result = await createSession(db, actor, submission.value, new Date())
	} catch (error) {
		logger.error({ err: error }, 'Session could not be added')
		return data({ result: submission.reply({ formErrors: [SERVER_ERROR] }) }, { status: 500 })
	}
	if (!result.ok) {
		const reply =
			'field' in result
				? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
				: submission.reply({ formErrors: [result.message] })
		return data({ result: reply }, { status: 409 })
	}
	const next = new URLSearchParams({
		edition: String(submission.value.editionId),
		date: submission.value.date,
	})
	return redirect(`/admin/add-agenda?${next}`, {
		headers: await toastHeaders({
			type: 'success',
			title: 'Session created',
			description: `“${result.heading.length > 120 ? `${result.heading.slice(0, 119)}…` : result.heading}” is on the agenda. The form is ready for the next session.`,
		}),
	})
}

/** The server action, or `{ networkError }` (status 503) when the request cannot reach the server (spec §8). */
export const clientAction = networkErrorClientAction(CREATE_FAILED)

export default function AddSession({ loaderData, actionData }: Route.ComponentProps) {
	const { result, networkError } = actionDataParts(actionData)
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="mb-6">
				<div>
					<h1 className="text-brand-900 text-2xl font-bold">Create Session</h1>
					<p className="mt-1 text-sm text-slate-600">One item of the agenda of an edition.</p>
				</div>
			</div>
			{loaderData.editions.length === 0 ? (
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
				key={loaderData.formKey}
				mode="new"
				id="create-session"
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

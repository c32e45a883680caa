/**
 * Add Event Data (spec §2 /admin/basic-data, §3 "Event basic data", §4 "Event data create"; issue 5):
 * Administrator only. Creates an edition; success comes back here with a toast and an empty form.
 * Errors (spec §8): "Server Error" when saving fails on the server (input kept), "Failed to submit the
 * event. Please try again later." when the request cannot reach the server.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { CREATE_FAILED, SERVER_ERROR, networkErrorClientAction } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { EditionForm } from '#app/modules/editions/components/edition-form.tsx'
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { createEdition } from '#app/modules/editions/edition-admin.server.ts'
import { EditionSchema } from '#app/modules/editions/edition.schema.ts'
import type { Route } from './+types/edition-new'
import { logger } from '#app/lib/logger.server.ts'

export const handle = { breadcrumb: 'Add Event Data' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Event Data | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	// A new key each time the page loads, as it does after a save: the form starts empty again. A
	// refused or failed save does not reload the page (status 4xx/5xx), so the input stays.
	return { formKey: crypto.randomUUID() }
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const submission = parseWithZod(await request.formData(), { schema: EditionSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	let result
	try {
		result = await createEdition(db, actor, submission.value, new Date())
	} catch (error) {
		logger.error({ err: error }, 'Event data could not be added')
		return data({ result: submission.reply({ formErrors: [SERVER_ERROR] }) }, { status: 500 })
	}
	if (!result.ok) return data({ result: submission.reply({ formErrors: [result.message] }) }, { status: 409 })
	return redirect('/admin/basic-data', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Event data added',
			description: `The ${result.label} was saved. ${
				result.shownOnSite
					? 'The public site now shows it.'
					: 'The public site shows another edition: the one with the nearest date still ahead.'
			}`,
		}),
	})
}

/** The server action, or `{ networkError }` (status 503) when the request cannot reach the server (spec §8). */
export const clientAction = networkErrorClientAction(CREATE_FAILED)

export default function AddEdition({ loaderData, actionData }: Route.ComponentProps) {
	const { result, networkError } = actionDataParts(actionData)
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="mb-6">
				<div>
					<h1 className="text-brand-900 text-2xl font-bold">Add Event Data</h1>
					<p className="mt-1 text-sm text-slate-600">
						One edition of the summit: its theme, venue, fees and date.
					</p>
				</div>
			</div>
			<EditionForm
				key={loaderData.formKey}
				mode="new"
				id="add-event-data"
				lastResult={result}
				networkError={networkError}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

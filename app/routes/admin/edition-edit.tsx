/**
 * Edit Event Data (spec §2 /admin/basic-data-edit/{id}; issue 5): Administrator only. The create form,
 * prefilled; success goes to /admin/data-center with a toast. Unknown or non-numeric ids are 404.
 * Errors (spec §8): "Failed to fetch data" when the edition cannot be read, "Server Error" when saving
 * fails on the server (input kept), "Failed to update the event. Please try again later." when the
 * request cannot reach the server.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { SERVER_ERROR, UPDATE_FAILED, networkErrorClientAction } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { EditionForm } from '#app/modules/editions/components/edition-form.tsx'
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { editionLabel, updateEditionData } from '#app/modules/editions/edition-admin.server.ts'
import { editionFormDefaults, EditionSchema } from '#app/modules/editions/edition.schema.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Route } from './+types/edition-edit'
import { logger } from '#app/lib/logger.server.ts'

export const handle = { breadcrumb: 'Edit Event Data' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData ? `Edit Event Data ${loaderData.year} | Back office` : 'Edit Event Data | Back office',
	},
]

/** The edition id of the URL; 404 for anything but a positive whole number. */
function editionIdFrom(params: { id: string }): number {
	const id = parseRecordId(params.id)
	if (id === null) notFound()
	return id
}

function notFound(): never {
	throw data('There is no event data with that id. It may have been deleted.', { status: 404 })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	const id = editionIdFrom(params)
	let edition
	try {
		edition = await getEdition(db, id)
	} catch (error) {
		logger.error({ err: error }, 'Event data could not be read')
		throw data('Failed to fetch data', { status: 500 })
	}
	if (!edition) notFound()
	return {
		id: edition.id,
		year: edition.year,
		label: editionLabel(edition),
		defaults: editionFormDefaults(edition),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const id = editionIdFrom(params)
	const submission = parseWithZod(await request.formData(), { schema: EditionSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	let result
	try {
		result = await updateEditionData(db, actor, id, submission.value, new Date())
	} catch (error) {
		logger.error({ err: error }, 'Event data could not be updated')
		return data({ result: submission.reply({ formErrors: [SERVER_ERROR] }) }, { status: 500 })
	}
	if (!result.ok) notFound()
	return redirect('/admin/data-center', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Event data updated',
			description: `The ${result.label} was saved.${result.shownOnSite ? ' The public site shows it.' : ''}`,
		}),
	})
}

/** The server action, or `{ networkError }` (status 503) when the request cannot reach the server (spec §8). */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export default function EditEdition({ loaderData, actionData }: Route.ComponentProps) {
	const { result, networkError } = actionDataParts(actionData)
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="mb-6">
				<div className="min-w-0">
					<h1 className="text-brand-900 text-2xl font-bold">Edit Event Data</h1>
					<p className="mt-1 text-sm break-words text-slate-600">{loaderData.label}</p>
				</div>
			</div>
			<EditionForm
				key={loaderData.id}
				mode="edit"
				id={`edit-event-data-${loaderData.id}`}
				lastResult={result}
				networkError={networkError}
				defaultValue={loaderData.defaults}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

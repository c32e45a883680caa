/**
 * Add Speaker (spec §2 /admin/add-speaker; §4 "Add speaker"; §5; §8; issue 5): Administrator only.
 * Title, name, designation, role, description, company and photo are required ("All fields are
 * required, including the image!"), checked again here before anything is stored. The photo is
 * streamed with size limits, verified and stored as WebP; success goes to the dashboard with a toast.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { CREATE_FAILED, SERVER_ERROR } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { readUploadForm } from '#app/lib/uploads/multipart.server.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { isAnyMissing } from '#app/lib/uploads/upload-form.ts'
import { listCategoryOptions } from '#app/modules/speaker-categories/speaker-categories.queries.server.ts'
import { CATEGORIES_FETCH_FAILED } from '#app/modules/speaker-categories/speaker-category.schema.ts'
import { SpeakerForm } from '#app/modules/speakers/components/speaker-form.tsx'
import { addSpeaker } from '#app/modules/speakers/speaker-admin.server.ts'
import {
	ALL_FIELDS_REQUIRED,
	NewSpeakerSchema,
	speakerRequiredFields,
} from '#app/modules/speakers/speaker.schema.ts'
import type { Route } from './+types/speaker-new'

export const handle = { breadcrumb: 'Add Speaker' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Speaker | Back office' }]

export async function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	try {
		return { categories: await listCategoryOptions(db), categoriesError: null }
	} catch (error) {
		// The form still works without a category (it is optional); the select says why it is empty.
		console.error('Speaker categories failed to load:', error)
		return { categories: [], categoriesError: CATEGORIES_FETCH_FAILED }
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const at = Date.now()
	const upload = await readUploadForm(request)
	const submission = parseWithZod(upload.formData, { schema: NewSpeakerSchema })
	if (!upload.ok) {
		const result = submission.reply({ fieldErrors: { photo: [upload.message] } })
		return data({ result, dialog: null, at }, { status: upload.status })
	}
	if (submission.status !== 'success') {
		const missing = isAnyMissing(upload.formData, speakerRequiredFields('new'))
		return data(
			{ result: submission.reply(), dialog: missing ? ALL_FIELDS_REQUIRED : null, at },
			{ status: 400 },
		)
	}
	let result: Awaited<ReturnType<typeof addSpeaker>>
	try {
		result = await addSpeaker(db, fileStore, actor, submission.value, new Date())
	} catch (error) {
		console.error('Add speaker failed:', error)
		return data({ result: submission.reply(), dialog: SERVER_ERROR, at }, { status: 500 })
	}
	if (!result.ok) {
		const reply =
			result.reason === 'field'
				? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
				: submission.reply({ formErrors: [result.message] })
		return data({ result: reply, dialog: null, at }, { status: 400 })
	}
	return redirect('/admin/dashboard', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Speaker added',
			description: `${result.name} is now on the Speakers page.`,
		}),
	})
}

/** Uploads with a progress bar; a request that cannot reach the server keeps the form (spec §8). */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, CREATE_FAILED)
}

export default function AddSpeaker({ loaderData, actionData }: Route.ComponentProps) {
	const failure = actionData && 'networkError' in actionData ? actionData : null
	const reply = actionData && 'result' in actionData ? actionData : null
	const dialog = failure
		? { message: failure.networkError, at: failure.at }
		: reply?.dialog
			? { message: reply.dialog, at: reply.at }
			: null
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<h1 className="text-brand-900 text-2xl font-bold">Add Speaker</h1>
			<p className="mt-1 mb-6 text-sm text-slate-600">
				The speaker appears on the public Speakers page at once, under their role.
			</p>
			<SpeakerForm
				mode="new"
				id="add-speaker"
				lastResult={reply?.result}
				dialog={dialog}
				categories={loaderData.categories}
				categoriesError={loaderData.categoriesError}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

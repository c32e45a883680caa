/**
 * Update speaker (spec §2 /admin/update-speaker/{speakerId}; §4; §8; issue 5): Administrator only.
 * The add form's fields, prefilled; the photo is optional and, when given, replaces the old one
 * (the old files are removed only after the update commits). Success goes to /admin/speakers.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { SERVER_ERROR, UPDATE_FAILED } from '#app/lib/network-error.ts'
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
import { editSpeaker } from '#app/modules/speakers/speaker-admin.server.ts'
import {
	ALL_FIELDS_REQUIRED,
	EditSpeakerSchema,
	SPEAKER_FETCH_FAILED,
	speakerRequiredFields,
} from '#app/modules/speakers/speaker.schema.ts'
import { findSpeakerForEdit } from '#app/modules/speakers/speakers-admin.queries.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Route } from './+types/speaker-edit'

export const handle = { breadcrumb: 'Update speaker' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update speaker: ${loaderData.speaker.fullName} | Back office`
			: 'Update speaker | Back office',
	},
]

/** The speaker id of the URL; 404 for anything but a positive whole number. */
function speakerIdFrom(params: { speakerId: string }): number {
	const id = parseRecordId(params.speakerId)
	if (id === null) notFound()
	return id
}

function notFound(): never {
	throw data('There is no speaker with that id. They may have been deleted.', { status: 404 })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	const id = speakerIdFrom(params)
	let speaker: Awaited<ReturnType<typeof findSpeakerForEdit>>
	try {
		speaker = await findSpeakerForEdit(db, id)
	} catch (error) {
		console.error('Speaker failed to load:', error)
		throw data(SPEAKER_FETCH_FAILED, { status: 500 })
	}
	if (!speaker) notFound()
	let categories: { id: number; title: string }[] = []
	let categoriesError: string | null = null
	try {
		categories = await listCategoryOptions(db)
	} catch (error) {
		console.error('Speaker categories failed to load:', error)
		categoriesError = CATEGORIES_FETCH_FAILED
	}
	return { speaker, categories, categoriesError }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const id = speakerIdFrom(params)
	const at = Date.now()
	const upload = await readUploadForm(request)
	const submission = parseWithZod(upload.formData, { schema: EditSpeakerSchema })
	if (!upload.ok) {
		const result = submission.reply({ fieldErrors: { photo: [upload.message] } })
		return data({ result, dialog: null, at }, { status: upload.status })
	}
	if (submission.status !== 'success') {
		const missing = isAnyMissing(upload.formData, speakerRequiredFields('edit'))
		return data(
			{ result: submission.reply(), dialog: missing ? ALL_FIELDS_REQUIRED : null, at },
			{ status: 400 },
		)
	}
	let result: Awaited<ReturnType<typeof editSpeaker>>
	try {
		result = await editSpeaker(db, fileStore, actor, id, submission.value, new Date())
	} catch (error) {
		console.error('Update speaker failed:', error)
		return data({ result: submission.reply(), dialog: SERVER_ERROR, at }, { status: 500 })
	}
	if (!result.ok) {
		if (result.reason === 'not-found') notFound()
		const reply = submission.reply({ fieldErrors: { [result.field]: [result.message] } })
		return data({ result: reply, dialog: null, at }, { status: 400 })
	}
	return redirect('/admin/speakers', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Speaker updated',
			description: result.photoReplaced
				? `${result.name} was saved with the new photo.`
				: `${result.name} was saved.`,
		}),
	})
}

/** Uploads with a progress bar; a request that cannot reach the server keeps the form (spec §8). */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, UPDATE_FAILED)
}

export default function UpdateSpeaker({ loaderData, actionData }: Route.ComponentProps) {
	const { speaker, categories, categoriesError } = loaderData
	const failure = actionData && 'networkError' in actionData ? actionData : null
	const reply = actionData && 'result' in actionData ? actionData : null
	const dialog = failure
		? { message: failure.networkError, at: failure.at }
		: reply?.dialog
			? { message: reply.dialog, at: reply.at }
			: null
	const name = `${speaker.title} ${speaker.fullName}`
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<h1 className="text-brand-900 text-2xl font-bold">Update speaker</h1>
			<p className="mt-1 mb-6 text-sm break-words text-slate-600">{name}</p>
			<SpeakerForm
				key={speaker.id}
				mode="edit"
				id={`update-speaker-${speaker.id}`}
				lastResult={reply?.result}
				dialog={dialog}
				categories={categories}
				categoriesError={categoriesError}
				defaultValue={{
					title: speaker.title,
					categoryId: speaker.categoryId === null ? '' : String(speaker.categoryId),
					fullName: speaker.fullName,
					designation: speaker.designation,
					role: speaker.role ?? '',
					company: speaker.company,
					country: speaker.country ?? '',
					bio: speaker.bio,
					sortOrder: String(speaker.sortOrder),
				}}
				currentPhoto={{ key: speaker.imageKey, alt: `Current photo of ${name}` }}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

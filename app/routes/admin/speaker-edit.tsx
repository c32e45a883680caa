/**
 * Update speaker (/admin/update-speaker/{speakerId}): Administrator only. The add form's fields,
 * prefilled; the photo is optional and, when given, replaces the old one (the old files are removed
 * only after the update commits). Success goes to /admin/speakers.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UPDATE_FAILED } from '#app/lib/network-error.ts'
import { uploadClientAction } from '#app/lib/uploads/upload-client.ts'
import { SpeakerForm } from '#app/modules/speakers/components/speaker-form.tsx'
import { loadSpeakerEditPage, updateSpeakerFromForm } from '#app/modules/speakers/speakers-pages.server.ts'
import type { Route } from './+types/speaker-edit'

export const handle = { breadcrumb: 'Update speaker' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSpeakerEditPage(params.speakerId)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update speaker: ${loaderData.speaker.fullName} | Back office`
			: 'Update speaker | Back office',
	},
]

/** Uploads with a progress bar; a request that cannot reach the server keeps the form. */
export const clientAction = uploadClientAction(UPDATE_FAILED)

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await updateSpeakerFromForm(actor, params.speakerId, request))
}

export default function UpdateSpeaker({ loaderData, actionData }: Route.ComponentProps) {
	const { speaker, defaults, categories, categoriesError } = loaderData
	return (
		<FormPage title="Update speaker" subtitle={speaker.name}>
			<SpeakerForm
				key={speaker.id}
				mode="edit"
				id={`update-speaker-${speaker.id}`}
				answer={actionDataParts(actionData)}
				categories={categories}
				categoriesError={categoriesError}
				defaultValue={defaults}
				currentPhoto={{ key: speaker.imageKey, alt: `Current photo of ${speaker.name}` }}
			/>
		</FormPage>
	)
}

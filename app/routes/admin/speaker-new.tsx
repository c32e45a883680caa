/**
 * Add Speaker (/admin/add-speaker): Administrator only. Title, name, designation, role, description,
 * company and photo are required ("All fields are required, including the image!"), checked again
 * on the server before anything is stored. The photo is streamed with size limits, verified and
 * stored as WebP; success goes to the speakers list with a toast (ADR 0055).
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED } from '#app/lib/network-error.ts'
import { uploadClientAction } from '#app/lib/uploads/upload-client.ts'
import { SpeakerForm } from '#app/modules/speakers/components/speaker-form.tsx'
import { addSpeakerFromForm, loadSpeakerNewPage } from '#app/modules/speakers/speakers-pages.server.ts'
import type { Route } from './+types/speaker-new'

export const handle = { breadcrumb: 'Add Speaker' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Speaker | Back office' }]

export async function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadSpeakerNewPage()
}

/** Uploads with a progress bar; a request that cannot reach the server keeps the form. */
export const clientAction = uploadClientAction(CREATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addSpeakerFromForm(actor, request))
}

export default function AddSpeaker({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Add Speaker"
			subtitle={<>The speaker appears on the public Speakers page at once, under their role.</>}
		>
			<SpeakerForm mode="new" id="add-speaker" answer={actionDataParts(actionData)} {...loaderData} />
		</FormPage>
	)
}

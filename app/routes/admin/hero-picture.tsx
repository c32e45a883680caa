/**
 * Hero picture (/admin/hero-picture): Administrator only. The picture the home page shows behind the
 * upcoming edition's details, and when no edition is ahead behind the past-edition video (instead of
 * it when the video cannot play). Upload errors as on the speaker and sponsor forms; success stays here with a toast.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UPDATE_FAILED } from '#app/lib/network-error.ts'
import { uploadClientAction } from '#app/lib/uploads/upload-client.ts'
import { HeroPictureForm } from '#app/modules/settings/components/hero-picture-form.tsx'
import { loadHeroPicturePage, saveHeroPictureFromForm } from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/hero-picture'

export const handle = { breadcrumb: 'Hero picture' }

export const meta: Route.MetaFunction = () => [{ title: 'Hero picture | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadHeroPicturePage()
}

/** Uploads with progress; a request that cannot reach the server keeps the form and says so. */
export const clientAction = uploadClientAction(UPDATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await saveHeroPictureFromForm(actor, request))
}

export default function HeroPicture({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Hero picture"
			subtitle="Shown on the home page: behind the next edition's details, and after the summit behind its video."
		>
			{/* A new picture remounts the form: its file input and preview start empty again. */}
			<HeroPictureForm
				key={loaderData.imageKey ?? 'none'}
				answer={actionDataParts(actionData)}
				currentKey={loaderData.imageKey}
			/>
		</FormPage>
	)
}

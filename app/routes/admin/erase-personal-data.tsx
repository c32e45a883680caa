/**
 * Registrations, Erase personal data (/admin/erase-personal-data): Administrator only. What each
 * edition holds; erasing an edition that is over (its year typed to confirm); the erasures done
 * (docs/privacy.md). Success stays here with a toast; a refusal shows under its field.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { ErasureScreen } from '#app/modules/privacy/components/erasure-screen.tsx'
import { eraseEditionFromForm, loadErasurePage } from '#app/modules/privacy/erasure-pages.server.ts'
import type { Route } from './+types/erase-personal-data'

export const handle = { breadcrumb: 'Erase personal data' }

export const meta: Route.MetaFunction = () => [{ title: 'Erase personal data | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadErasurePage()
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await eraseEditionFromForm(actor, await request.formData()))
}

export default function ErasePersonalData({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Erase personal data"
			subtitle="Once an edition is over, its registrants’ and partners’ details are erased; the counts stay."
		>
			<ErasureScreen
				editions={loaderData.editions}
				erasures={loaderData.erasures}
				answer={actionDataParts(actionData)}
			/>
		</FormPage>
	)
}

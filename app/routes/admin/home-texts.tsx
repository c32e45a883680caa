/**
 * Site settings, Home page texts (/admin/home-texts): Administrator only. The About section, the
 * participant takeaways, the event profile and the group discount note; success stays here with a
 * toast. Errors: each under its field; "Server Error" when saving fails on the server (input kept);
 * "Failed to update the event. Please try again later." when the request cannot reach the server.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { HomeTextsForm } from '#app/modules/settings/components/home-texts-form.tsx'
import { loadHomeTextsPage, saveHomeTextsFromForm } from '#app/modules/settings/settings-pages.server.ts'
import type { Route } from './+types/home-texts'

export const handle = { breadcrumb: 'Home page texts' }

export const meta: Route.MetaFunction = () => [{ title: 'Home page texts | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadHomeTextsPage()
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(UPDATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await saveHomeTextsFromForm(actor, await request.formData()))
}

export default function HomeTexts({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage title="Home page texts" subtitle="What the home page says under the hero.">
			<HomeTextsForm answer={actionDataParts(actionData)} defaultValue={loaderData.defaults} />
		</FormPage>
	)
}

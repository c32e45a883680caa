/**
 * Write announcement (/admin/announcements/new): Administrator only. The subject and text (each with
 * its French), the edition (the current one by default) and who gets it. Saving keeps a draft and
 * goes to its page (preview, test, send or schedule); a refused save keeps the input.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, networkErrorClientAction } from '#app/lib/network-error.ts'
import {
	addAnnouncementFromForm,
	loadAnnouncementNewPage,
} from '#app/modules/announcements/announcements-pages.server.ts'
import { AnnouncementForm } from '#app/modules/announcements/components/announcement-form.tsx'
import type { Route } from './+types/announcement-new'

export const handle = { breadcrumb: 'Write announcement' }

export const meta: Route.MetaFunction = () => [{ title: 'Write announcement | Back office' }]

export async function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return loadAnnouncementNewPage()
}

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export const clientAction = networkErrorClientAction(CREATE_FAILED)

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addAnnouncementFromForm(actor, request))
}

export default function AnnouncementNew({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Write announcement"
			subtitle="A mail to registrants of an edition. Saved as a draft: you preview it and send yourself a test before it goes."
		>
			<AnnouncementForm
				mode="new"
				id="add-announcement"
				answer={actionDataParts(actionData)}
				defaultValue={loaderData.defaults}
				choices={loaderData.choices}
				cancelTo="/admin/announcements"
			/>
		</FormPage>
	)
}

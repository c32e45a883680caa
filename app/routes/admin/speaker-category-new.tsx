/**
 * Add speaker category (/admin/add-category): Administrator only. One field, Category Title; the
 * code is generated. Success goes to the categories list with a toast.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { CategoryForm } from '#app/modules/speaker-categories/components/speaker-category-form.tsx'
import { addCategoryFromForm } from '#app/modules/speaker-categories/speaker-categories-pages.server.ts'
import type { Route } from './+types/speaker-category-new'

export const handle = { breadcrumb: 'Add category' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Speaker Category | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

/** A request that cannot reach the server keeps the form and opens the Error dialog. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, CREATE_FAILED)
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addCategoryFromForm(actor, await request.formData()))
}

export default function AddSpeakerCategory({ actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Add Speaker Category"
			subtitle={<>Categories group speakers in the back office. Each gets a code that never changes.</>}
		>
			<CategoryForm mode="new" id="add-category" answer={actionDataParts(actionData)} />
		</FormPage>
	)
}

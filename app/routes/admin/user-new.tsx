/**
 * Add user (/admin/adduser): Administrator only. New users get the role User; success goes to the
 * users list with a toast.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UserForm } from '#app/modules/users/components/user-form.tsx'
import { addUserFromForm } from '#app/modules/users/users-pages.server.ts'
import type { Route } from './+types/user-new'

export const handle = { breadcrumb: 'Add user' }

export const meta: Route.MetaFunction = () => [{ title: 'Add user | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await addUserFromForm(actor, request))
}

export default function AddUser({ actionData }: Route.ComponentProps) {
	return (
		<FormPage
			title="Add user"
			subtitle={<>New users get the role User. An Administrator can change it on the user’s page.</>}
		>
			<UserForm mode="new" id="add-user" answer={actionDataParts(actionData)} />
		</FormPage>
	)
}

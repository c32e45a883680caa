/**
 * Update user (/admin/useredit/{userId}): Administrator only. Full Name, Email, role (really
 * changed), Contact Number and an optional new password; Delete with a confirm dialog. Nobody
 * demotes or deletes themself or the last active Administrator.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UserForm } from '#app/modules/users/components/user-form.tsx'
import { changeUserFromForm, loadUserEditPage } from '#app/modules/users/users-pages.server.ts'
import type { Route } from './+types/user-edit'

export const handle = { breadcrumb: 'Update user' }

export async function loader({ params, context }: Route.LoaderArgs) {
	const actor = requireRole(context)
	return loadUserEditPage(actor, params.userId)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update user: ${loaderData.user.fullName} | Back office`
			: 'Update user | Back office',
	},
]

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await changeUserFromForm(actor, params.userId, request))
}

export default function UpdateUser({ loaderData, actionData }: Route.ComponentProps) {
	const { user, isSelf } = loaderData
	const deleteButton = (
		<ConfirmButton
			label={
				<>
					Delete user<span className="sr-only"> {user.fullName}</span>
				</>
			}
			title={`Delete ${user.fullName}?`}
			fields={{ intent: 'delete-user' }}
		>
			<p>
				{user.fullName} ({user.email}) will no longer be able to sign in, and is signed out at once. This
				cannot be undone.
			</p>
		</ConfirmButton>
	)
	return (
		<FormPage
			title="Update user"
			subtitle={`${user.fullName}${isSelf ? ' (you)' : ''}`}
			actions={deleteButton}
		>
			<UserForm
				key={user.id}
				mode="edit"
				id={`update-user-${user.id}`}
				answer={actionDataParts(actionData)}
				defaultValue={{
					fullName: user.fullName,
					email: user.email,
					phone: user.phone ?? '',
					role: user.role,
				}}
				roleHint={isSelf ? 'You cannot remove your own Administrator role.' : undefined}
			/>
		</FormPage>
	)
}

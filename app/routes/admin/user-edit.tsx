/**
 * Update user (spec §2 /admin/useredit/{userId}, §4 "Update user"; issue 4 §6): Administrator only.
 * Full Name, Email, role (really changed), Contact Number and an optional new password; Delete with
 * a confirm dialog. Nobody demotes or deletes themself or the last active Administrator.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { UserForm } from '#app/modules/users/components/user-form.tsx'
import { deleteUserAccount, updateUserAccount } from '#app/modules/users/user-admin.server.ts'
import { EditUserSchema } from '#app/modules/users/user.schema.ts'
import { findUserById } from '#app/modules/users/users.queries.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Route } from './+types/user-edit'

export const handle = { breadcrumb: 'Update user' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update user: ${loaderData.user.fullName} | Back office`
			: 'Update user | Back office',
	},
]

/** The user id of the URL; 404 for anything but a positive whole number. */
function userIdFrom(params: { userId: string }): number {
	const id = parseRecordId(params.userId)
	if (id === null) throw data('There is no user with that id.', { status: 404 })
	return id
}

function userNotFound(): never {
	throw data('There is no user with that id. They may have been deleted.', { status: 404 })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	const actor = requireRole(context)
	const user = await findUserById(db, userIdFrom(params))
	if (!user) userNotFound()
	return {
		user: { id: user.id, fullName: user.fullName, email: user.email, phone: user.phone, role: user.role },
		isSelf: user.id === actor.id,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const userId = userIdFrom(params)
	const formData = await request.formData()
	const now = new Date()
	switch (formData.get('intent')) {
		case 'update-user': {
			const submission = parseWithZod(formData, { schema: EditUserSchema })
			// Passwords are never sent back into the page.
			if (submission.status !== 'success') {
				return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
			}
			const result = await updateUserAccount(db, actor, userId, submission.value, now)
			if (!result.ok) {
				if (result.reason === 'not-found') userNotFound()
				const emailTaken = result.reason === 'email-taken'
				const reply = emailTaken
					? submission.reply({ fieldErrors: { email: [result.message] }, hideFields: ['password'] })
					: submission.reply({ formErrors: [result.message], hideFields: ['password'] })
				return data({ result: reply }, { status: emailTaken ? 400 : 409 })
			}
			return redirect('/admin/users', {
				headers: await toastHeaders({
					type: 'success',
					title: 'User updated',
					description: result.sessionsEnded
						? `${result.fullName} was saved and signed out everywhere; the change applies at their next sign-in.`
						: `${result.fullName} was saved.`,
				}),
			})
		}
		case 'delete-user': {
			const result = await deleteUserAccount(db, actor, userId, now)
			if (result.ok) {
				return redirect('/admin/users', {
					headers: await toastHeaders({
						type: 'success',
						title: 'User deleted',
						description: `${result.fullName} was removed.`,
					}),
				})
			}
			if (result.reason === 'not-found') userNotFound()
			return redirect(new URL(request.url).pathname, {
				headers: await toastHeaders({
					type: 'error',
					title: 'User not deleted',
					description: result.message,
				}),
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

export default function UpdateUser({ loaderData, actionData }: Route.ComponentProps) {
	const { user, isSelf } = loaderData
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<div className="mb-6 flex flex-wrap items-start justify-between gap-4">
				<div className="min-w-0">
					<h1 className="text-brand-900 text-2xl font-bold">Update user</h1>
					<p className="mt-1 text-sm break-words text-slate-600">
						{user.fullName}
						{isSelf ? ' (you)' : ''}
					</p>
				</div>
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
			</div>
			<UserForm
				key={user.id}
				mode="edit"
				id={`update-user-${user.id}`}
				lastResult={actionData?.result}
				defaultValue={{
					fullName: user.fullName,
					email: user.email,
					phone: user.phone ?? '',
					role: user.role,
				}}
				roleHint={isSelf ? 'You cannot remove your own Administrator role.' : undefined}
			/>
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

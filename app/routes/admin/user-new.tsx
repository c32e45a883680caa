/**
 * Add user (spec §2 /admin/adduser, §4 "Add user"; issue 4 §6): Administrator only. New users get the
 * role User; success goes to the users list with a toast.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { UserForm } from '#app/modules/users/components/user-form.tsx'
import { addUserAccount } from '#app/modules/users/user-admin.server.ts'
import { NewUserSchema } from '#app/modules/users/user.schema.ts'
import type { Route } from './+types/user-new'

export const handle = { breadcrumb: 'Add user' }

export const meta: Route.MetaFunction = () => [{ title: 'Add user | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const formData = await request.formData()
	const submission = parseWithZod(formData, { schema: NewUserSchema })
	// Passwords are never sent back into the page.
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const result = await addUserAccount(db, actor, submission.value, new Date())
	if (!result.ok) {
		const reply =
			result.reason === 'email-taken'
				? submission.reply({ fieldErrors: { email: [result.message] }, hideFields: ['password'] })
				: submission.reply({ formErrors: [result.message], hideFields: ['password'] })
		return data({ result: reply }, { status: 400 })
	}
	return redirect('/admin/users', {
		headers: await toastHeaders({
			type: 'success',
			title: 'User added',
			description: `${result.fullName} can now sign in with the role User.`,
		}),
	})
}

export default function AddUser({ actionData }: Route.ComponentProps) {
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<h1 className="text-brand-900 text-2xl font-bold">Add user</h1>
			<p className="mt-1 mb-6 text-sm text-slate-600">
				New users get the role User. An Administrator can change it on the user’s page.
			</p>
			<UserForm mode="new" id="add-user" lastResult={actionData?.result} />
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * Add speaker category (spec §2 /admin/add-category, §4 "add category"; issue 5): Administrator only.
 * One field, Category Title; the code is generated. Success goes to the categories list with a toast.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, redirect } from 'react-router'
import { CREATE_FAILED, SERVER_ERROR } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { addCategory } from '#app/modules/speaker-categories/speaker-category-admin.server.ts'
import { CategorySchema } from '#app/modules/speaker-categories/speaker-category.schema.ts'
import { CategoryForm } from '#app/modules/speaker-categories/components/speaker-category-form.tsx'
import type { Route } from './+types/speaker-category-new'

export const handle = { breadcrumb: 'Add category' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Speaker Category | Back office' }]

export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const submission = parseWithZod(await request.formData(), { schema: CategorySchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), dialog: null, at: Date.now() }, { status: 400 })
	}
	let category: Awaited<ReturnType<typeof addCategory>>
	try {
		category = await addCategory(db, actor, submission.value, new Date())
	} catch (error) {
		console.error('Add category failed:', error)
		return data({ result: submission.reply(), dialog: SERVER_ERROR, at: Date.now() }, { status: 500 })
	}
	return redirect('/admin/categories', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Category added',
			description: `${category.title} was added with the code ${category.code}.`,
		}),
	})
}

/** A request that cannot reach the server keeps the form and shows the spec's message (spec §8). */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, CREATE_FAILED)
}

export default function AddSpeakerCategory({ actionData }: Route.ComponentProps) {
	const failure = actionData && 'networkError' in actionData ? actionData : null
	const reply = actionData && 'result' in actionData ? actionData : null
	const dialog = failure
		? { message: failure.networkError, at: failure.at }
		: reply?.dialog
			? { message: reply.dialog, at: reply.at }
			: null
	// The time of the dialog the user closed, so a later re-render does not show it again.
	const [closedAt, setClosedAt] = useState<number | null>(null)
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<h1 className="text-brand-900 text-2xl font-bold">Add Speaker Category</h1>
			<p className="mt-1 mb-6 text-sm text-slate-600">
				Categories group speakers in the back office. Each gets a code that never changes.
			</p>
			<CategoryForm mode="new" id="add-category" lastResult={reply?.result} />
			{dialog && dialog.at !== closedAt ? (
				<MessageDialog key={dialog.at} tone="error" title="Error" onClose={() => setClosedAt(dialog.at)}>
					{dialog.message}
				</MessageDialog>
			) : null}
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

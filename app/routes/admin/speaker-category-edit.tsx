/**
 * Update speaker category (spec §2 /admin/update-category/{categoryId}; issue 5): Administrator only.
 * The single Category Title field; the code never changes. Success goes to /admin/categories.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, redirect } from 'react-router'
import { SERVER_ERROR, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { findCategory } from '#app/modules/speaker-categories/speaker-categories.queries.server.ts'
import { renameCategory } from '#app/modules/speaker-categories/speaker-category-admin.server.ts'
import {
	CATEGORIES_FETCH_FAILED,
	CategorySchema,
} from '#app/modules/speaker-categories/speaker-category.schema.ts'
import { CategoryForm } from '#app/modules/speaker-categories/components/speaker-category-form.tsx'
import { parseRecordId } from '#app/lib/record-id.ts'
import type { Route } from './+types/speaker-category-edit'

export const handle = { breadcrumb: 'Update category' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update category: ${loaderData.category.title} | Back office`
			: 'Update category | Back office',
	},
]

/** The category id of the URL; 404 for anything but a positive whole number. */
function categoryIdFrom(params: { categoryId: string }): number {
	const id = parseRecordId(params.categoryId)
	if (id === null) notFound()
	return id
}

function notFound(): never {
	throw data('There is no category with that id. It may have been deleted.', { status: 404 })
}

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	const id = categoryIdFrom(params)
	let category: Awaited<ReturnType<typeof findCategory>>
	try {
		category = await findCategory(db, id)
	} catch (error) {
		console.error('Category load failed:', error)
		throw data(CATEGORIES_FETCH_FAILED, { status: 500 })
	}
	if (!category) notFound()
	return { category }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const id = categoryIdFrom(params)
	const submission = parseWithZod(await request.formData(), { schema: CategorySchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), dialog: null, at: Date.now() }, { status: 400 })
	}
	let result: Awaited<ReturnType<typeof renameCategory>>
	try {
		result = await renameCategory(db, actor, id, submission.value, new Date())
	} catch (error) {
		console.error('Update category failed:', error)
		return data({ result: submission.reply(), dialog: SERVER_ERROR, at: Date.now() }, { status: 500 })
	}
	if (!result.ok) notFound()
	return redirect('/admin/categories', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Category updated',
			description: `${submission.value.title} (${result.code}) was saved.`,
		}),
	})
}

/** A request that cannot reach the server keeps the form and shows the spec's message (spec §8). */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, UPDATE_FAILED)
}

export default function EditSpeakerCategory({ loaderData, actionData }: Route.ComponentProps) {
	const { category } = loaderData
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
			<h1 className="text-brand-900 text-2xl font-bold">Update category</h1>
			<p className="mt-1 mb-6 text-sm text-slate-600">
				Code <span className="font-mono">{category.code}</span> (it stays the same when the title changes).
			</p>
			<CategoryForm
				key={category.id}
				mode="edit"
				id={`update-category-${category.id}`}
				lastResult={reply?.result}
				defaultTitle={category.title}
			/>
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

/**
 * Update speaker category (/admin/update-category/{categoryId}): Administrator only. The single
 * Category Title field; the code never changes. Success goes to /admin/categories.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { UPDATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { CategoryForm } from '#app/modules/speaker-categories/components/speaker-category-form.tsx'
import {
	loadCategoryForEdit,
	renameCategoryFromForm,
} from '#app/modules/speaker-categories/speaker-categories-pages.server.ts'
import type { Route } from './+types/speaker-category-edit'

export const handle = { breadcrumb: 'Update category' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return { category: await loadCategoryForEdit(params.categoryId) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Update category: ${loaderData.category.title} | Back office`
			: 'Update category | Back office',
	},
]

/** A request that cannot reach the server keeps the form and opens the Error dialog. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, UPDATE_FAILED)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await renameCategoryFromForm(actor, params.categoryId, await request.formData()))
}

export default function EditSpeakerCategory({ loaderData, actionData }: Route.ComponentProps) {
	const { category } = loaderData
	const subtitle = (
		<>
			Code <span className="font-mono">{category.code}</span> (it stays the same when the title changes).
		</>
	)
	return (
		<FormPage title="Update category" subtitle={subtitle}>
			<CategoryForm
				key={category.id}
				mode="edit"
				id={`update-category-${category.id}`}
				answer={actionDataParts(actionData)}
				defaultTitle={category.title}
				defaultTitleFr={category.title_fr}
			/>
		</FormPage>
	)
}

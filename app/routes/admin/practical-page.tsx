/**
 * Add Practical Page (/admin/add-practical-page) and Update Practical Page
 * (/admin/update-practical-page/{pageId}), one module for both URLs: Administrator only. Title, web
 * address, text (the blog's rich-text editor), where the link is shown, status and the FAQ block.
 * Saving goes to /admin/practical-pages with a toast; a refused save stays on the form with the
 * input kept. Unknown or non-numeric ids are 404.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, networkErrorClientAction, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { PracticalPageForm } from '#app/modules/practical-pages/components/practical-page-form.tsx'
import {
	loadPracticalPageEditPage,
	loadPracticalPageNewPage,
	savePracticalPageFromForm,
} from '#app/modules/practical-pages/practical-pages-pages.server.ts'
import type { Route } from './+types/practical-page'

export const handle = { breadcrumb: 'Practical page' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	if ('pageId' in params) return loadPracticalPageEditPage(params.pageId)
	return loadPracticalPageNewPage()
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData?.page
			? `Update Practical Page: ${loaderData.page.title} | Back office`
			: 'Add Practical Page | Back office',
	},
]

/** The server action, or `{ networkError, at }` (status 503) when the request cannot reach the server. */
export function clientAction(args: Route.ClientActionArgs) {
	return networkErrorClientAction('pageId' in args.params ? UPDATE_FAILED : CREATE_FAILED)(args)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const pageId = 'pageId' in params ? params.pageId : undefined
	return formResponse(await savePracticalPageFromForm(actor, pageId, await request.formData()))
}

export default function PracticalPagePage({ loaderData, actionData }: Route.ComponentProps) {
	const { page, defaults } = loaderData
	const answer = actionDataParts(actionData)
	if (!page) {
		return (
			<FormPage
				title="Add Practical Page"
				subtitle="Venue and directions, hotels, visa letters, dress code, Wi-Fi, CPE hours, a FAQ: what delegates ask before they come."
			>
				<PracticalPageForm mode="new" id="add-practical-page" answer={answer} defaultValue={defaults} />
			</FormPage>
		)
	}
	return (
		<FormPage
			title="Update Practical Page"
			subtitle={
				page.status === 'published' ? (
					<>
						{page.title}: on the site at{' '}
						<a href={page.path} className="text-brand-700 font-semibold underline">
							{page.path}
						</a>
					</>
				) : (
					`${page.title} (draft: visitors do not see it)`
				)
			}
		>
			<PracticalPageForm
				key={page.id}
				mode="edit"
				id={`update-practical-page-${page.id}`}
				answer={answer}
				defaultValue={defaults}
			/>
		</FormPage>
	)
}

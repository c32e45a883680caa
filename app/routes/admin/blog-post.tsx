/**
 * Add Blog Post (/admin/add-blog-post) and Update Blog Post (/admin/update-blog-post/{postId}), one
 * module for both URLs: Administrator only. Title, content (rich-text editor), excerpt, status
 * (Draft, Published, Scheduled), publish date, category, author and cover. Adding goes
 * on to the new post's update page, so it can be previewed; updating goes to /admin/blog-posts.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { CREATE_FAILED, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import {
	addBlogPostFromForm,
	loadBlogPostEditPage,
	loadBlogPostNewPage,
	updateBlogPostFromForm,
} from '#app/modules/blog/blog-posts-pages.server.ts'
import { BlogPostForm } from '#app/modules/blog/components/blog-post-form.tsx'
import { BlogPostPageActions } from '#app/modules/blog/components/blog-post-page-actions.tsx'
import type { Route } from './+types/blog-post'

export const handle = { breadcrumb: 'Blog post' }

export async function loader({ params, context }: Route.LoaderArgs) {
	const actor = requireRole(context)
	if ('postId' in params) return loadBlogPostEditPage(params.postId)
	return { post: null, ...(await loadBlogPostNewPage(actor)) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData?.post
			? `Update Blog Post: ${loaderData.post.title} | Back office`
			: 'Add Blog Post | Back office',
	},
]

/** Uploads with a progress bar; a request that cannot reach the server keeps the form. */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, 'postId' in args.params ? UPDATE_FAILED : CREATE_FAILED)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	if ('postId' in params) return formResponse(await updateBlogPostFromForm(actor, params.postId, request))
	return formResponse(await addBlogPostFromForm(actor, request))
}

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
	const { post, defaults, categories } = loaderData
	const answer = actionDataParts(actionData)
	if (!post) {
		return (
			<FormPage title="Add Blog Post" subtitle="Save it as a draft to preview it before visitors see it.">
				<BlogPostForm mode="new" categories={categories} answer={answer} defaultValue={defaults} />
			</FormPage>
		)
	}
	return (
		<FormPage title="Update Blog Post" subtitle={post.title} actions={<BlogPostPageActions post={post} />}>
			<BlogPostForm
				key={post.id}
				mode="edit"
				categories={categories}
				answer={answer}
				defaultValue={defaults}
				currentCover={{ key: post.imageKey, alt: `Current cover of ${post.title}` }}
			/>
		</FormPage>
	)
}

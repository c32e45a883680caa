/**
 * Blog post preview (/admin/blog-preview/{postId}): Administrator only. The saved post as its public
 * page will show it (cover, date, author, text through the same allow-list), whatever its status, in
 * the back office.
 */
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { loadBlogPreviewPage } from '#app/modules/blog/blog-posts-pages.server.ts'
import { BlogPostPageActions } from '#app/modules/blog/components/blog-post-page-actions.tsx'
import { BlogPostPreview } from '#app/modules/blog/components/blog-post-preview.tsx'
import type { Route } from './+types/blog-preview'

export const handle = { breadcrumb: 'Preview' }

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadBlogPreviewPage(params.postId)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `Preview: ${loaderData?.post.title ?? 'Blog post'} | Back office` },
]

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
	const { post, status } = loaderData
	return (
		<FormPage
			title="Preview"
			subtitle={
				status === 'published' ? 'As visitors see it now.' : 'As visitors will see it once it is published.'
			}
			actions={<BlogPostPageActions post={{ id: post.id, status }} on="preview" />}
		>
			<BlogPostPreview post={post} />
		</FormPage>
	)
}

/**
 * The links at the top of a post's update page and of its preview: its status, Preview (the saved
 * version, as visitors will see it) or Edit, and View on site once it is public.
 */
import { Link } from 'react-router'
import type { BlogPostFormStatus } from '../blog-post.schema.ts'
import { blogPostPath } from './blog-card.tsx'
import { StatusBadge } from './blog-post-list-screen.tsx'

const actionLink =
	'text-brand-700 ring-brand-200 hover:bg-brand-50 inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold ring-1'

export function BlogPostPageActions({
	post,
	on = 'edit',
}: {
	post: { id: number; status: BlogPostFormStatus }
	/** The page the links are on: the update form links to the preview, the preview to the form. */
	on?: 'edit' | 'preview'
}) {
	return (
		<div className="flex flex-wrap items-center gap-2">
			<StatusBadge status={post.status} />
			{on === 'edit' ? (
				<Link to={`/admin/blog-preview/${post.id}`} className={actionLink}>
					Preview
				</Link>
			) : (
				<Link to={`/admin/update-blog-post/${post.id}`} className={actionLink}>
					Edit
				</Link>
			)}
			{post.status === 'published' ? (
				<Link to={blogPostPath(post.id)} className={actionLink}>
					View on site
				</Link>
			) : null}
		</div>
	)
}

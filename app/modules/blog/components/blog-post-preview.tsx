/**
 * A post in the back office's preview: its title, date and author, then its cover and text as its
 * public page shows them (`PostBody`, the same allow-list and styles), at the public page's width.
 */
import type { BlogPostView } from '../blog-html.server.ts'
import { PostBody } from './blog-content.tsx'

export function BlogPostPreview({ post }: { post: BlogPostView }) {
	return (
		<article aria-labelledby="preview-title" className="max-w-3xl">
			<h2 id="preview-title" className="text-brand-900 text-3xl leading-tight font-bold">
				{post.title}
			</h2>
			<p className="mt-2 mb-6 text-slate-700">
				<time dateTime={post.day}>{post.dateText}</time>
				<span aria-hidden="true">{'\u00a0· '}</span>
				By {post.author}
			</p>
			<PostBody post={post} />
		</article>
	)
}

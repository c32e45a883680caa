/**
 * A blog post's card in the lists (image, date "26 November 2026", author, title, a
 * plain-text excerpt and Read More; the texts arrive formatted from the loader, `toBlogCard`), and
 * the picture a post's page shows the same way.
 */
import { SiteLink } from '#app/components/public/site-link.tsx'
import { StoredImage } from '#app/components/stored-image.tsx'
import { m } from '#app/lib/i18n/messages.ts'

export interface BlogCardData {
	id: number
	title: string
	author: string
	imageKey: string | null
	/** e.g. "Nov 12, 2026". */
	dateText: string
	/** `YYYY-MM-DD`, for `<time dateTime>`. */
	day: string
	/** Plain text, about 200 characters. */
	excerpt: string
	categoryId: number
	categoryTitle: string
}

/** The URL of a post's page. */
export function blogPostPath(id: number): string {
	return `/our/blog/${id}/single`
}

/** The URL of a media category's post list. */
export function blogCategoryPath(id: number): string {
	return `/newspage/${id}/collections/`
}

/** `/blogs?notice=no-blog`: where a post id naming no post leads, with the warning "No blog found." */
export const NO_BLOG_NOTICE = 'no-blog'

/**
 * A post's picture, described by the post's title; nothing when the post has none. `sizes` is the
 * `img` attribute for the layout it sits in.
 */
export function PostImage({
	post,
	sizes,
	loading,
	className,
}: {
	post: Pick<BlogCardData, 'imageKey' | 'title'>
	sizes: string
	loading?: 'eager'
	className: string
}) {
	return (
		<StoredImage
			imageKey={post.imageKey}
			kind="blog"
			alt={post.title}
			sizes={sizes}
			loading={loading}
			className={className}
		/>
	)
}

/** A post's card in a list; `first`: the list's first card, whose picture is fetched at once. */
export function BlogCard({
	post,
	showCategory = false,
	first = false,
}: {
	post: BlogCardData
	showCategory?: boolean
	first?: boolean
}) {
	const href = blogPostPath(post.id)
	return (
		<article
			data-testid="blog-card"
			className="ring-brand-100 flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1"
		>
			{post.imageKey ? (
				<PostImage
					post={post}
					loading={first ? 'eager' : undefined}
					sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
					className="bg-brand-100 aspect-video w-full object-cover"
				/>
			) : (
				<div aria-hidden="true" className="from-brand-700 to-brand-900 aspect-video bg-linear-to-br" />
			)}
			<div className="flex flex-1 flex-col p-5">
				{showCategory ? (
					<p className="text-gold-700 text-xs font-semibold tracking-widest uppercase">
						{post.categoryTitle}
					</p>
				) : null}
				<p className="mt-1 text-sm text-slate-600">
					{/* The separator stays on the date's line when the author wraps. */}
					<time dateTime={post.day} data-testid="blog-card-date">
						{post.dateText}
					</time>
					<span aria-hidden="true">{'\u00a0· '}</span>
					<span data-testid="blog-card-author">{post.author}</span>
				</p>
				<h2 className="text-brand-900 mt-2 text-lg leading-snug font-bold">
					<SiteLink to={href} className="hover:text-brand-700 hover:underline">
						{post.title}
					</SiteLink>
				</h2>
				<p data-testid="blog-card-excerpt" className="mt-2 flex-1 text-slate-700">
					{post.excerpt}
				</p>
				<SiteLink
					to={href}
					className="text-brand-700 hover:text-brand-900 mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold underline underline-offset-4"
				>
					{m.reading_blog_read_more()}
					<span className="sr-only">: {post.title}</span>
					<span aria-hidden="true">→</span>
				</SiteLink>
			</div>
		</article>
	)
}

/**
 * The blog list screens (`/blogs` and `/newspage/{catId}/collections/`): a
 * banner with the heading, links to the media categories, then the cards or the spec's empty state.
 */
import { SiteLink } from '#app/components/public/site-link.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'
import { BlogCard, type BlogCardData, blogCategoryPath } from './blog-card.tsx'

interface CategoryLink {
	id: number
	title: string
}

/** Links to every media category ("All posts" first); the current one is marked. */
function CategoryNav({ categories, currentId }: { categories: CategoryLink[]; currentId: number | null }) {
	if (!categories.length) return null
	const pill =
		'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors'
	const idle = `${pill} bg-white text-brand-800 ring-brand-100 hover:bg-brand-50`
	const active = `${pill} bg-brand-700 text-white ring-brand-700`
	return (
		<nav aria-label={m.reading_blog_categories()} className="mb-8">
			<ul className="flex flex-wrap gap-2">
				<li>
					<SiteLink
						to="/blogs"
						aria-current={currentId === null ? 'page' : undefined}
						className={currentId === null ? active : idle}
					>
						{m.reading_blog_all_posts()}
					</SiteLink>
				</li>
				{categories.map((c) => (
					<li key={c.id}>
						<SiteLink
							to={blogCategoryPath(c.id)}
							aria-current={currentId === c.id ? 'page' : undefined}
							className={currentId === c.id ? active : idle}
						>
							{c.title.trim() || m.reading_blogs_title()}
						</SiteLink>
					</li>
				))}
			</ul>
		</nav>
	)
}

/** The spec's empty state: 'No blog posts found', the hint, and Back to Home. */
function EmptyBlogList({ otherCategories }: { otherCategories: CategoryLink[] }) {
	return (
		<div
			data-testid="blog-empty"
			className="bg-brand-50 ring-brand-100 mx-auto max-w-xl rounded-xl px-6 py-12 text-center ring-1"
		>
			<h2 className="text-brand-900 text-xl font-bold">{m.reading_blog_empty_title()}</h2>
			<p className="mt-2 text-slate-700">{m.reading_blog_empty_text()}</p>
			{otherCategories.length ? (
				<ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1">
					{otherCategories.map((c) => (
						<li key={c.id}>
							<SiteLink
								to={blogCategoryPath(c.id)}
								className="text-brand-700 hover:text-brand-900 font-semibold underline"
							>
								{c.title.trim() || m.reading_blogs_title()}
							</SiteLink>
						</li>
					))}
				</ul>
			) : null}
			<ButtonLink to={localizedPath('/', useLocale())} className="mt-6">
				{m.common_back_to_home()}
			</ButtonLink>
		</div>
	)
}

/** A list screen: banner, category links, and the cards (or the empty state). */
export function BlogList({
	title,
	crumbs,
	posts,
	categories,
	currentCategoryId,
}: {
	title: string
	crumbs: { label: string; to?: string }[]
	posts: BlogCardData[]
	categories: CategoryLink[]
	/** The category being shown, or null on `/blogs` (then each card names its category). */
	currentCategoryId: number | null
}) {
	return (
		<>
			<PageBanner title={title} crumbs={crumbs} />
			<div className="mx-auto max-w-6xl px-4 py-10">
				<CategoryNav categories={categories} currentId={currentCategoryId} />
				{posts.length ? (
					<ul aria-labelledby="page-title" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{posts.map((post, index) => (
							<li key={post.id}>
								<BlogCard post={post} showCategory={currentCategoryId === null} first={index === 0} />
							</li>
						))}
					</ul>
				) : (
					<EmptyBlogList otherCategories={categories.filter((c) => c.id !== currentCategoryId)} />
				)}
			</div>
		</>
	)
}

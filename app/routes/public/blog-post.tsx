import { SiteLink } from '#app/components/public/site-link.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { SidePanel } from '#app/components/public/side-panel.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { imageUrl } from '#app/lib/images/image-kinds.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { absoluteUrl, jsonLd, pageMeta, siteUrlFrom } from '#app/lib/seo.ts'
import { loadBlogPostPage } from '#app/modules/blog/blog-pages.server.ts'
import { PostBody } from '#app/modules/blog/components/blog-content.tsx'
import { blogPostPath } from '#app/modules/blog/components/blog-card.tsx'
import { ShareLinks } from '#app/modules/blog/components/share-links.tsx'
import type { Route } from './+types/blog-post'

export const meta: Route.MetaFunction = (args) => {
	const post = args.loaderData?.post
	if (!post)
		return pageMeta(args, {
			title: m.reading_blog_not_found(),
			description: m.reading_blog_not_found_description(),
		})
	const path = blogPostPath(post.id)
	const image = post.imageKey ? imageUrl(post.imageKey, 960) : null
	const siteUrl = siteUrlFrom(args.matches)
	return [
		...pageMeta(args, {
			title: post.title,
			description: post.description,
			type: 'article',
			image,
			imageAlt: post.title,
			canonicalPath: path,
		}),
		{ property: 'article:published_time', content: post.publishedAt },
		{ property: 'article:modified_time', content: post.updatedAt },
		{ property: 'article:author', content: post.author },
		jsonLd({
			'@context': 'https://schema.org',
			'@type': 'BlogPosting',
			headline: post.title,
			description: post.description,
			datePublished: post.publishedAt,
			dateModified: post.updatedAt,
			author: { '@type': 'Person', name: post.author },
			...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
			mainEntityOfPage: absoluteUrl(siteUrl, path),
		}),
	]
}

export function loader({ params }: Route.LoaderArgs) {
	return loadBlogPostPage(params.id)
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
	const { post, related, shareUrl } = loaderData

	return (
		<article aria-labelledby="page-title">
			<PageBanner
				title={post.title}
				crumbs={[{ label: m.reading_blogs_crumb(), to: '/blogs' }, { label: post.title }]}
			>
				<p className="text-brand-100 mt-3">
					<time dateTime={post.day} data-testid="blog-post-date">
						{post.dateText}
					</time>
					<span aria-hidden="true">{'\u00a0· '}</span>
					{m.reading_blog_by()} <span data-testid="blog-post-author">{post.author}</span>
				</p>
			</PageBanner>

			<div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
				<div className="min-w-0">
					<PostBody post={post} />
					<ShareLinks url={shareUrl} title={post.title} />
				</div>

				<SidePanel titleId="related-title" title={m.reading_blog_related()} sticky largeTitle>
					{related.length ? (
						<ul className="divide-brand-100 mt-3 divide-y">
							{related.map((r) => (
								<li key={r.id}>
									<SiteLink
										to={blogPostPath(r.id)}
										className="text-brand-800 hover:text-brand-900 block py-3 leading-snug font-semibold hover:underline"
									>
										{r.title}
									</SiteLink>
								</li>
							))}
						</ul>
					) : (
						// The specification's words, then what it means and where to go from here.
						<div className="mt-3 text-slate-700" data-testid="related-empty">
							<p className="font-semibold text-slate-800">{m.reading_blog_no_related()}</p>
							<p className="mt-1 text-sm">{m.reading_blog_no_related_text()}</p>
							<SiteLink
								to="/blogs"
								className="text-brand-800 hover:text-brand-900 mt-3 inline-flex min-h-11 items-center font-semibold underline"
							>
								{m.reading_blog_see_all()}
							</SiteLink>
						</div>
					)}
				</SidePanel>
			</div>
		</article>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

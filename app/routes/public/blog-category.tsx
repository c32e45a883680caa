import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loadBlogCategoryPage } from '#app/modules/blog/blog-pages.server.ts'
import { blogCategoryPath } from '#app/modules/blog/components/blog-card.tsx'
import { BlogList } from '#app/modules/blog/components/blog-list.tsx'
import type { Route } from './+types/blog-category'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) => {
	const category = args.loaderData?.category
	if (!category) {
		return pageMeta(args, {
			title: m.reading_blog_category_not_found(),
			description: m.reading_blog_category_not_found_description(),
		})
	}
	return pageMeta(args, {
		title: category.title,
		description: m.reading_blog_category_description({ category: category.title }),
		canonicalPath: blogCategoryPath(category.id),
	})
}

export function loader({ params }: Route.LoaderArgs) {
	return loadBlogCategoryPage(params.catId)
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
	const { category, posts } = loaderData
	const { mediaCategories } = usePublicLayoutData()
	return (
		<BlogList
			title={category.title}
			crumbs={[{ label: m.reading_blogs_crumb(), to: '/blogs' }, { label: category.title }]}
			posts={posts}
			categories={mediaCategories}
			currentCategoryId={category.id}
		/>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

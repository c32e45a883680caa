import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
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
			title: 'Category not found',
			description: 'This blog category could not be found.',
		})
	}
	return pageMeta(args, {
		title: category.title,
		description: `${category.title}: articles from the Internal Audit Leadership Summit in Accra, Ghana.`,
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
			crumbs={[{ label: 'Blogs', to: '/blogs' }, { label: category.title }]}
			posts={posts}
			categories={mediaCategories}
			currentCategoryId={category.id}
		/>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

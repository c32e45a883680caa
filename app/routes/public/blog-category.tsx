import { data } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { toBlogCard } from '#app/modules/blog/blog-html.server.ts'
import { blogCategoryPath } from '#app/modules/blog/components/blog-card.tsx'
import { BlogList } from '#app/modules/blog/components/blog-list.tsx'
import { getMediaCategory, listBlogPosts } from '#app/modules/blog/blog.queries.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
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

export async function loader({ params }: Route.LoaderArgs) {
	const id = parseRecordId(params.catId)
	const category = id === null ? undefined : await getMediaCategory(db, id)
	if (!category) throw data('Category not found.', { status: 404 })
	const posts = await listBlogPosts(db, { categoryId: category.id })
	return {
		// Spec §2: the category title, or 'Our Blogs' when it has none.
		category: { id: category.id, title: category.title.trim() || 'Our Blogs' },
		posts: posts.map(toBlogCard),
	}
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

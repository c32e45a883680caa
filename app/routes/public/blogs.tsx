import { useSearchParams } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { loadBlogListPage } from '#app/modules/blog/blog-pages.server.ts'
import { NO_BLOG_NOTICE } from '#app/modules/blog/components/blog-card.tsx'
import { BlogList } from '#app/modules/blog/components/blog-list.tsx'
import type { Route } from './+types/blogs'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Our Blogs',
		description:
			'News from the Internal Audit Leadership Summit in Accra and insights for audit leaders: standards, analytics, AI and assurance.',
		canonicalPath: '/blogs',
	})

export function loader() {
	return loadBlogListPage()
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
	const { mediaCategories } = usePublicLayoutData()
	const [searchParams] = useSearchParams()
	const noBlog = searchParams.get('notice') === NO_BLOG_NOTICE

	return (
		<>
			{noBlog ? (
				<MessageDialog tone="warning" title="Warning" closeUrl="/blogs">
					<p>No blog found.</p>
				</MessageDialog>
			) : null}
			<BlogList
				title="Our Blogs"
				crumbs={[{ label: 'Blogs' }]}
				posts={loaderData.posts}
				categories={mediaCategories}
				currentCategoryId={null}
			/>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

import { useSearchParams } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loadBlogListPage } from '#app/modules/blog/blog-pages.server.ts'
import { NO_BLOG_NOTICE } from '#app/modules/blog/components/blog-card.tsx'
import { BlogList } from '#app/modules/blog/components/blog-list.tsx'
import type { Route } from './+types/blogs'
import { usePublicLayoutData } from './layout.tsx'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: m.reading_blogs_title(),
		description: m.reading_blogs_description(),
		canonicalPath: '/blogs',
	})

export function loader() {
	return loadBlogListPage()
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
	const { mediaCategories } = usePublicLayoutData()
	const [searchParams] = useSearchParams()
	const noBlog = searchParams.get('notice') === NO_BLOG_NOTICE
	const locale = useLocale()

	return (
		<>
			{noBlog ? (
				<MessageDialog
					tone="warning"
					title={m.reading_blogs_warning()}
					closeUrl={localizedPath('/blogs', locale)}
				>
					<p>{m.reading_blogs_no_blog()}</p>
				</MessageDialog>
			) : null}
			<BlogList
				title={m.reading_blogs_title()}
				crumbs={[{ label: m.reading_blogs_crumb() }]}
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

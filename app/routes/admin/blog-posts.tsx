/**
 * Blog posts list (/admin/blog-posts): Administrator only. Title (with Preview and View on site),
 * Category, Status (Draft, Scheduled, Published), Publish date, Edit and Delete; search by title,
 * status filter, sort and paging in the URL.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { blogPostList } from '#app/modules/blog/blog-post-list.server.ts'
import { BLOG_POST_SCREEN, BlogPostFilterForm } from '#app/modules/blog/components/blog-post-list-screen.tsx'
import type { Route } from './+types/blog-posts'

export const handle = { breadcrumb: 'Blog posts' }

export const loader = blogPostList.loader

export const action = blogPostList.action

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
	const { q, status } = loaderData.params
	return (
		<ListScreen
			screen={BLOG_POST_SCREEN}
			list={loaderData}
			filter={<BlogPostFilterForm q={q} status={status} />}
		/>
	)
}

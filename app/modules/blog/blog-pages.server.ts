/**
 * What the public blog pages need, on the app's own database (docs/architecture.md, "Routes are
 * thin"): the list of posts, a category's posts, and one post with its related posts, its date in
 * Accra and its HTML sanitised on the way out.
 */
import { redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { accraDay, formatPostDate } from '#app/lib/format.ts'
import { readOr500, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { blogExcerpt, sanitizeBlogHtml, toBlogCard } from './blog-html.server.ts'
import {
	getBlogPost,
	getMediaCategory,
	listBlogPosts,
	listRelatedPosts,
	RELATED_POSTS_LIMIT,
} from './blog.queries.server.ts'
import { blogPostPath, NO_BLOG_NOTICE } from './components/blog-card.tsx'

/** `/blogs`: the latest posts as cards. */
export async function loadBlogListPage() {
	const posts = await listBlogPosts(db)
	return { posts: posts.map(toBlogCard) }
}

/**
 * A blog category's page for `idParam`: its title ("Our Blogs" when it has none) and its posts.
 * Throws 404 "Category not found." for no category.
 */
export async function loadBlogCategoryPage(idParam: string | undefined) {
	const category = await recordOr404(idParam, (id) => getMediaCategory(db, id), {
		missing: 'Category not found.',
	})
	const posts = await listBlogPosts(db, { categoryId: category.id })
	return {
		category: { id: category.id, title: category.title.trim() || 'Our Blogs' },
		posts: posts.map(toBlogCard),
	}
}

/**
 * The post `idParam` names, with its related posts and the absolute URL its share links carry.
 * Throws 404 "Blog not found." for an id that cannot name a post, 500 "Failed to load blog post.
 * Please try again later." when it cannot be read, and a redirect to `/blogs` with the "No blog
 * found." warning for no post.
 */
export async function loadBlogPostPage(idParam: string | undefined) {
	const id = recordIdOr404(idParam, 'Blog not found.')
	const { post, related } = await readOr500(
		async () => {
			const post = await getBlogPost(db, id)
			return { post, related: post ? await listRelatedPosts(db, post, RELATED_POSTS_LIMIT) : [] }
		},
		{
			message: 'Failed to load blog post. Please try again later.',
			log: `Blog post ${id} could not be read`,
		},
	)
	if (!post) throw redirect(`/blogs?notice=${NO_BLOG_NOTICE}`)
	return {
		post: {
			id: post.id,
			title: post.title,
			author: post.author,
			imageKey: post.image_key,
			publishedAt: post.published_at,
			updatedAt: post.updated_at,
			dateText: formatPostDate(post.published_at),
			day: accraDay(post.published_at),
			description: blogExcerpt(post.content_html, 160),
			contentHtml: sanitizeBlogHtml(post.content_html),
		},
		related,
		/** The page's absolute URL (SITE_URL), carried by the share links. */
		shareUrl: absoluteUrl(env.SITE_URL, blogPostPath(post.id)),
	}
}

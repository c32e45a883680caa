/**
 * What the public blog pages need, on the app's own database (docs/architecture.md, "Routes are
 * thin"): the list of posts, a category's posts, and one post with its related posts, its date in
 * Accra and its HTML sanitised on the way out.
 */
import { m } from '#app/lib/i18n/messages.ts'
import { redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { notFound, readOr500, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { toBlogCard, toBlogPostView } from './blog-html.server.ts'
import {
	blogPostExists,
	getBlogPost,
	getMediaCategory,
	listBlogPosts,
	listRelatedPosts,
	RELATED_POSTS_LIMIT,
} from './blog.queries.server.ts'
import { blogPostPath, NO_BLOG_NOTICE } from './components/blog-card.tsx'

/** `/blogs`: the latest posts as cards. */
export async function loadBlogListPage() {
	const posts = await listBlogPosts(db, new Date())
	return { posts: posts.map(toBlogCard) }
}

/**
 * A blog category's page for `idParam`: its title ("Our Blogs" when it has none) and its posts.
 * Throws 404 "Category not found." for no category.
 */
export async function loadBlogCategoryPage(idParam: string | undefined) {
	const category = await recordOr404(idParam, (id) => getMediaCategory(db, id), {
		missing: m.reading_category_missing(),
	})
	const posts = await listBlogPosts(db, new Date(), { categoryId: category.id })
	return {
		category: {
			id: category.id,
			title: localized(category.title, category.title_fr).trim() || m.reading_blogs_title(),
		},
		posts: posts.map(toBlogCard),
	}
}

/**
 * The post `idParam` names, with its related posts and the absolute URL its share links carry.
 * Throws 404 "Blog not found." for an id that cannot name a post or names a draft or a post
 * scheduled later, 500 "Failed to load blog post. Please try again later." when it cannot
 * be read, and a redirect to `/blogs` with the "No blog found." warning for no post.
 */
export async function loadBlogPostPage(idParam: string | undefined) {
	const id = recordIdOr404(idParam, m.reading_post_missing())
	const now = new Date()
	const { post, related, exists } = await readOr500(
		async () => {
			const post = await getBlogPost(db, id, now)
			if (!post) return { post, related: [], exists: await blogPostExists(db, id) }
			return { post, related: await listRelatedPosts(db, post, now, RELATED_POSTS_LIMIT), exists: true }
		},
		{
			message: 'Failed to load blog post. Please try again later.',
			log: `Blog post ${id} could not be read`,
		},
	)
	if (!post) {
		if (exists) notFound(m.reading_post_missing())
		throw redirect(localizedPath(`/blogs?notice=${NO_BLOG_NOTICE}`, currentLocale()))
	}
	return {
		post: toBlogPostView(post),
		related,
		/** The page's absolute URL (SITE_URL) in the page's language, carried by the share links. */
		shareUrl: absoluteUrl(env.SITE_URL, localizedPath(blogPostPath(post.id), currentLocale())),
	}
}

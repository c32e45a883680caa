/** `/sitemap.xml`: every public page, blog category, blog post and speaker (issue 3 §7). */
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { renderSitemap, type SitemapEntry } from '#app/lib/sitemap.ts'
import { listBlogPostIds, listMediaCategories } from '#app/modules/blog/blog.queries.server.ts'
import { listSpeakerIds } from '#app/modules/speakers/speakers.queries.server.ts'

const STATIC_PAGES = [
	'/',
	'/register',
	'/agenda',
	'/speakers',
	'/sponsors',
	'/add-sponsorship',
	'/contact',
	'/blogs',
]

export async function loader() {
	const [categories, posts, speakers] = await Promise.all([
		listMediaCategories(db),
		listBlogPostIds(db),
		listSpeakerIds(db),
	])
	const entries: SitemapEntry[] = [
		...STATIC_PAGES.map((path) => ({ path })),
		...categories.map((c) => ({ path: `/newspage/${c.id}/collections/` })),
		...posts.map((p) => ({ path: `/our/blog/${p.id}/single`, lastModified: p.updated_at })),
		...speakers.map((s) => ({ path: `/speakers/${s.id}`, lastModified: s.updated_at })),
	]
	return new Response(renderSitemap(env.SITE_URL, entries), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}

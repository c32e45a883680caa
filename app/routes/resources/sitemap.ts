/** `/sitemap.xml`: every public page, blog category, blog post, speaker and published practical page. */
import { env } from '#app/lib/env.server.ts'
import { renderSitemap, type SitemapEntry } from '#app/lib/sitemap.ts'
import { listSitemapRecords } from '#app/modules/public-pages/public-pages.server.ts'

const STATIC_PAGES = [
	'/',
	'/register',
	'/register/group',
	'/agenda',
	'/speakers',
	'/sponsors',
	'/add-sponsorship',
	'/contact',
	'/privacy',
	'/accessibility',
	'/blogs',
	'/info',
]

export async function loader() {
	const entries: SitemapEntry[] = [...STATIC_PAGES.map((path) => ({ path })), ...(await listSitemapRecords())]
	return new Response(renderSitemap(env.SITE_URL, entries), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}

/**
 * The XML sitemap (sitemaps.org 0.9): absolute URLs, optional last-modified dates.
 */

export interface SitemapEntry {
	/** Site-relative path. */
	path: string
	/** ISO timestamp of the last change. */
	lastModified?: string
}

function escapeXml(text: string): string {
	return text.replace(
		/[<>&'"]/g,
		(c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
	)
}

/** Renders `entries` as a sitemap document for the origin `siteUrl`. */
export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
	const urls = entries.map((e) => {
		const loc = escapeXml(new URL(e.path, `${siteUrl.replace(/\/$/, '')}/`).toString())
		const lastmod = e.lastModified ? `<lastmod>${e.lastModified.slice(0, 10)}</lastmod>` : ''
		return `  <url><loc>${loc}</loc>${lastmod}</url>`
	})
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

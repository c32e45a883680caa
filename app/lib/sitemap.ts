/**
 * The XML sitemap (sitemaps.org 0.9): absolute URLs, optional last-modified dates, every page in
 * both languages.
 */
import { languageTag, LOCALES, localizedPath } from './i18n/locale.ts'

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

/**
 * Renders `entries` (English paths) as a sitemap document for the origin `siteUrl`: each page in
 * English and in French (`/fr/…`), each URL naming its twin in the other language
 * (`xhtml:link rel="alternate" hreflang`, ADR 0059).
 */
export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
	const origin = `${siteUrl.replace(/\/$/, '')}/`
	const urls = entries.flatMap((e) => {
		const twins = LOCALES.map((locale) => ({
			locale,
			loc: escapeXml(new URL(localizedPath(e.path, locale), origin).toString()),
		}))
		const alternates = twins
			.map((t) => `<xhtml:link rel="alternate" hreflang="${languageTag(t.locale)}" href="${t.loc}"/>`)
			.join('')
		const lastmod = e.lastModified ? `<lastmod>${e.lastModified.slice(0, 10)}</lastmod>` : ''
		return twins.map((t) => `  <url><loc>${t.loc}</loc>${lastmod}${alternates}</url>`)
	})
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

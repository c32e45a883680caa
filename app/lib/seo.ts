/**
 * Page metadata for search engines and link previews: title, description, canonical URL,
 * Open Graph and Twitter card tags, and the page's twin in the other language (`hreflang`). Browser-safe; the site's origin comes from the root loader.
 */
import type { MetaDescriptor } from 'react-router'
import { languageTag, LOCALES, localeOfPath, localizedPath } from './i18n/locale.ts'

export const SITE_NAME = 'Internal Audit Leadership Summit'

interface MetaContext {
	location: { pathname: string }
	matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

export interface PageSeo {
	/** The page's own title; the site name is appended. */
	title: string
	description: string
	/** Site-relative path of a preview image (e.g. a stored image variant); absolute in the output. */
	image?: string | null
	imageAlt?: string
	/** Open Graph type; 'website' by default, 'article' for blog posts, 'profile' for speakers. */
	type?: 'website' | 'article' | 'profile'
	/** Canonical path when it differs from the current one (e.g. `/registrants` → `/register`). */
	canonicalPath?: string
}

/** The public origin (`SITE_URL`) from the root loader's data. */
export function siteUrlFrom(matches: MetaContext['matches']): string {
	const root = matches.find((m) => m?.id === 'root')?.loaderData as { siteUrl?: string } | undefined
	return (root?.siteUrl ?? 'http://localhost:3000').replace(/\/$/, '')
}

/** Absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
	return new URL(path, `${siteUrl}/`).toString()
}

/** Meta descriptors for one page (spec pages keep their own title and description). */
export function pageMeta(context: MetaContext, page: PageSeo): MetaDescriptor[] {
	const siteUrl = siteUrlFrom(context.matches)
	const locale = localeOfPath(context.location.pathname)
	// The page in each language (ADR 0059): canonical in its own, the other as its alternate.
	const englishPath = localizedPath(page.canonicalPath ?? context.location.pathname, 'en')
	const url = absoluteUrl(siteUrl, localizedPath(englishPath, locale))
	// The site's name once: a title that already holds it (the home page's) is not suffixed again.
	const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`
	const tags: MetaDescriptor[] = [
		{ title },
		{ name: 'description', content: page.description },
		{ tagName: 'link', rel: 'canonical', href: url },
		...LOCALES.map((other) => ({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: languageTag(other),
			href: absoluteUrl(siteUrl, localizedPath(englishPath, other)),
		})),
		{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(siteUrl, englishPath) },
		{ property: 'og:site_name', content: SITE_NAME },
		{ property: 'og:type', content: page.type ?? 'website' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: page.description },
		{ property: 'og:url', content: url },
		{ property: 'og:locale', content: locale === 'fr' ? 'fr_FR' : 'en_GB' },
		{ property: 'og:locale:alternate', content: locale === 'fr' ? 'en_GB' : 'fr_FR' },
		{ name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
	]
	if (page.image) {
		const image = absoluteUrl(siteUrl, page.image)
		tags.push(
			{ property: 'og:image', content: image },
			{ property: 'og:image:alt', content: page.imageAlt ?? title },
			{ name: 'twitter:image', content: image },
		)
	}
	return tags
}

/** A JSON-LD script descriptor (rendered by `<Meta />`). */
export function jsonLd(document: Record<string, unknown>): MetaDescriptor {
	return { 'script:ld+json': document }
}

/** Shortens plain text to at most `max` characters on a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 160): string {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (clean.length <= max) return clean
	const cut = clean.slice(0, max - 1)
	return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`
}

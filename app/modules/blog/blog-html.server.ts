/**
 * The one allow-list for blog HTML, the plain-text
 * excerpt of a post, and the card view the blog lists render (built from both).
 *
 * Kept: paragraphs, h2–h4, lists, emphasis, quotes, links (http, https, mailto or site-relative; always
 * `rel="noopener noreferrer"`), images (http, https or site-relative `src`), line breaks, rules,
 * figures, code. Removed: every other tag and attribute — script, style, iframe, forms, event
 * handlers such as `onerror`, `style`, `class` — and `javascript:`/`data:` URLs.
 */
import sanitizeHtml from 'sanitize-html'
import { excerpt } from '#app/lib/seo.ts'
import type { BlogCardData } from './components/blog-card.tsx'
import { accraDay, formatLongDate } from '#app/lib/format.ts'
import type { BlogPostDetail, BlogPostListItem } from './blog.queries.server.ts'

/** Tags whose content is dropped with them (the text of a script is not prose). */
const DROPPED_WITH_CONTENT = [
	'script',
	'style',
	'textarea',
	'option',
	'xmp',
	'noscript',
	'noembed',
	'noframes',
	'iframe',
	'object',
	'template',
	'title',
	'svg',
	'math',
]

/** `http(s)://…` or a path on this site (`/…`, but not `//host` or `/\host`). */
const IMAGE_SRC = /^(https?:\/\/|\/(?![/\\]))/i

const BLOG_HTML: sanitizeHtml.IOptions = {
	allowedTags: [
		'p',
		'h2',
		'h3',
		'h4',
		'ul',
		'ol',
		'li',
		'strong',
		'em',
		'b',
		'i',
		'blockquote',
		'a',
		'img',
		'br',
		'hr',
		'figure',
		'figcaption',
		'code',
		'pre',
	],
	allowedAttributes: {
		a: ['href', 'title', 'rel'],
		img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
	},
	allowedSchemes: ['http', 'https', 'mailto'],
	allowedSchemesByTag: { img: ['http', 'https'] },
	allowProtocolRelative: false,
	disallowedTagsMode: 'discard',
	nonTextTags: DROPPED_WITH_CONTENT,
	transformTags: {
		// The page's title is the only h1; deeper headings are folded into the allowed range.
		h1: 'h2',
		h5: 'h4',
		h6: 'h4',
		a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
		// Google Docs wraps a whole paste in `<b style="font-weight:normal">`: not bold, so unwrapped
		// (a span is not allowed: its content stays, the tag goes).
		b: (tagName, attribs) => ({
			tagName: /font-weight:\s*(normal|400)/i.test(attribs.style ?? '') ? 'span' : tagName,
			attribs: {},
		}),
		img: (tagName, attribs) => {
			const src = (attribs.src ?? '').trim()
			const { src: _src, ...rest } = attribs
			return {
				tagName,
				attribs: {
					...(IMAGE_SRC.test(src) ? { src } : {}),
					...rest,
					alt: attribs.alt ?? '',
					loading: 'lazy',
					decoding: 'async',
				},
			}
		},
	},
	// An image left without a source is dropped entirely.
	exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/** Blog HTML reduced to the allow-list above: safe to render with `dangerouslySetInnerHTML`. */
export function sanitizeBlogHtml(html: string): string {
	return sanitizeHtml(html, BLOG_HTML).trim()
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
	allowedTags: [],
	allowedAttributes: {},
	disallowedTagsMode: 'discard',
	nonTextTags: DROPPED_WITH_CONTENT,
}

/** Block ends and line breaks become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab". */
const BLOCK_BOUNDARY = /<\/(p|h[1-6]|li|blockquote|figcaption|pre|div|td|th|tr)\s*>|<(br|hr)\b[^>]*>/gi

/** The only entities sanitize-html writes into text; decoded in one pass so `&amp;lt;` stays `&lt;`. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

/**
 * The plain text of blog HTML, shortened on a word boundary to at most `max` characters (with an
 * ellipsis when cut). Tags are removed, the content of scripts and styles is dropped, entities are
 * decoded (React escapes the text again when it renders it).
 */
export function blogExcerpt(html: string, max = 200): string {
	const spaced = html.replace(BLOCK_BOUNDARY, '$& ')
	const text = sanitizeHtml(spaced, TEXT_ONLY).replace(
		/&(amp|lt|gt|quot);/g,
		(_, name: string) => ENTITIES[name]!,
	)
	// "understandable.…" reads badly: punctuation before the ellipsis goes.
	return excerpt(text, max).replace(/[\s.,;:!?—–-]+…$/u, '…')
}

/** The excerpt staff wrote, or one cut from the text at most `max` characters long. */
function postExcerpt(post: { excerpt: string; content_html: string }, max: number): string {
	return post.excerpt.trim() || blogExcerpt(post.content_html, max)
}

/**
 * One post as a blog card shows it: date in "26 November 2026" and its excerpt (staff's, or ~200
 * characters of its text).
 */
export function toBlogCard(post: BlogPostListItem): BlogCardData {
	return {
		id: post.id,
		title: post.title,
		author: post.author,
		imageKey: post.image_key,
		dateText: formatLongDate(post.published_at),
		day: accraDay(post.published_at),
		excerpt: postExcerpt(post, 200),
		categoryId: post.category_id,
		categoryTitle: post.category_title,
	}
}

/**
 * One post as its page shows it, on the public site and in the back office's preview: dates in
 * Accra ("26 November 2026" and the `YYYY-MM-DD` day), the description for search engines and share
 * cards (the excerpt, or ~160 characters of the text) and the HTML reduced to the allow-list.
 */
export function toBlogPostView(post: BlogPostDetail) {
	return {
		id: post.id,
		title: post.title,
		author: post.author,
		imageKey: post.image_key,
		publishedAt: post.published_at,
		updatedAt: post.updated_at,
		dateText: formatLongDate(post.published_at),
		day: accraDay(post.published_at),
		description: postExcerpt(post, 160),
		contentHtml: sanitizeBlogHtml(post.content_html),
	}
}

export type BlogPostView = ReturnType<typeof toBlogPostView>

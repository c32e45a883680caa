/**
 * Which stored URLs may become links (docs/security.md, "Links"): only `https:`, `http:`, `mailto:`
 * and `tel:` ones, whatever the database holds (a `javascript:` or `data:` URL written by hand, or
 * by an older version, is shown as no link at all). Browser-safe.
 */

const LINK_SCHEMES: ReadonlySet<string> = new Set(['https:', 'http:', 'mailto:', 'tel:'])

/**
 * `url` (trimmed) when it is an absolute URL of one of the link schemes, else null: null, empty,
 * relative, unparsable, or of another scheme.
 */
export function linkHref(url: string | null | undefined): string | null {
	const text = url?.trim()
	if (!text) return null
	try {
		return LINK_SCHEMES.has(new URL(text).protocol) ? text : null
	} catch {
		return null
	}
}

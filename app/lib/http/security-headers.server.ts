/**
 * HTTP hardening: the Content-Security-Policy of HTML pages, allowing this site's scripts and the
 * page's own inline scripts by their SHA-256 hashes (ADR 0025), and the map's exact origin as the
 * only frame source.
 */
import crypto from 'node:crypto'

/** The origin of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
	if (!url) return null
	try {
		const parsed = new URL(url)
		return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
	} catch {
		return null
	}
}

/**
 * The `'sha256-…'` sources of the inline scripts of `html` (every `<script>` without `src`, JSON-LD
 * included, which is harmless), in order of appearance, without repeats. The hashes cover the exact
 * text between the tags, as the browser computes them.
 */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>()
	for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		if (/\ssrc\s*=/i.test(match[1]!) || match[2] === '') continue
		hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]!).digest('base64')}'`)
	}
	return [...hashes]
}

/**
 * The Content-Security-Policy for an HTML page: scripts only from this site or inline with one of
 * `scriptHashes` (no nonce, so a page is the same for every visitor and may be cached); styles,
 * fonts, workers and requests from this site; images from this site, data: URLs and https (blog
 * images); frames only from `frameOrigin` (the contact page's map); never framed by others.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], frameOrigin: string | null): string {
	return [
		"default-src 'self'",
		["script-src 'self'", ...scriptHashes].join(' '),
		"style-src 'self'",
		"img-src 'self' data: https:",
		"font-src 'self'",
		"connect-src 'self'",
		"worker-src 'self'",
		"media-src 'self'",
		`frame-src ${frameOrigin ?? "'none'"}`,
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join('; ')
}

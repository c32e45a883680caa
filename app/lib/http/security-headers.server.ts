/**
 * HTTP hardening: the Content-Security-Policy of HTML pages, with a per-request script
 * nonce and the map's exact origin as the only frame source.
 */
import crypto from 'node:crypto'

/** A fresh random nonce (base64, 128 bits). */
export function createNonce(): string {
	return crypto.randomBytes(16).toString('base64')
}

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
 * The Content-Security-Policy for an HTML page: scripts only from this site or with `nonce`; styles,
 * fonts, workers and requests from this site; images from this site, data: URLs and https (blog
 * images); frames only from `frameOrigin` (the contact page's map); never framed by others.
 */
export function contentSecurityPolicy(nonce: string, frameOrigin: string | null): string {
	return [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
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

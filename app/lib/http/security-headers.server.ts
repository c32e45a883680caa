/**
 * HTTP hardening: the security headers of every response, and the Content-Security-Policy of HTML
 * pages, allowing this site's scripts and the page's own inline scripts by their SHA-256 hashes
 * (ADR 0025), its inline critical CSS likewise (ADR 0052), and the map's exact origin as the only
 * frame source.
 *
 * The headers other than the CSP come from helmet (ADR 0043), with three choices of ours: no CSP
 * from helmet (a page's policy is `contentSecurityPolicy` below, set once the page is rendered and its
 * inline scripts are known; a refusal's is the server's own), `Referrer-Policy:
 * strict-origin-when-cross-origin` and `X-Frame-Options: DENY`. helmet has no Permissions-Policy:
 * `permissionsPolicy` gives it.
 */
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

/** A Connect-style middleware, as helmet's are: sets headers on `res`, then calls `next`. */
export type HeaderMiddleware = (
	req: IncomingMessage,
	res: ServerResponse,
	next: (error?: unknown) => void,
) => void

const HELMET_OPTIONS = {
	// Ours: `contentSecurityPolicy` for pages (by hashes, known only once the page is rendered).
	contentSecurityPolicy: false,
	// helmet's `no-referrer` would make browsers send `Origin: null` with every form post, and the
	// origin check refuses those; this one sends no path to other sites and no origin over HTTP.
	referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
	// No page is ever framed, not even by the site itself (helmet's default allows its own origin).
	xFrameOptions: { action: 'deny' },
	strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
} as const satisfies HelmetOptions

/**
 * helmet for a request that came over HTTPS (`secure`), with HSTS, and for one over plain HTTP,
 * without it (a browser ignores HSTS over HTTP, and a server that cannot tell, its proxy not
 * trusted, pins nobody).
 */
const helmets = {
	secure: helmet(HELMET_OPTIONS),
	plain: helmet({ ...HELMET_OPTIONS, strictTransportSecurity: false }),
} satisfies Record<string, HeaderMiddleware>

/** helmet's headers for a request that came over HTTPS (`secure`: with HSTS) or plain HTTP. */
export function helmetHeaders(secure: boolean): HeaderMiddleware {
	return secure ? helmets.secure : helmets.plain
}

/** No page may use the camera, microphone, location, payments or USB, nor be put in an ad cohort. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/** The check-in desk reads tickets with the camera (ADR 0035): only its page and data may use it. */
const CAMERA_PATHS = /^\/admin\/check-in(\.data)?$/
const CAMERA_PERMISSIONS = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')

/** The Permissions-Policy of the response to `pathname`: the camera for this site on the check-in desk only. */
export function permissionsPolicy(pathname: string): string {
	return CAMERA_PATHS.test(pathname) ? CAMERA_PERMISSIONS : PERMISSIONS_POLICY
}

/** The headers `middleware` sets, run once on a stand-in response (helmet's are synchronous). */
function headersSetBy(middleware: HeaderMiddleware): Readonly<Record<string, string>> {
	const headers: Record<string, string> = {}
	const response = {
		setHeader(name: string, value: string | number | readonly string[]) {
			headers[name] = String(value)
			return response
		},
		removeHeader() {},
	}
	let done = false
	middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
		if (error) throw error
		done = true
	})
	if (!done) throw new Error('A security header middleware did not finish at once')
	return Object.freeze(headers)
}

/**
 * The security headers of a public page the page cache answers without Express (no camera, never
 * private): helmet's for HTTPS (`secure`) or HTTP, and the Permissions-Policy. The same two objects
 * every call, so the cache flattens each once.
 */
export const cachedPageHeaders: Readonly<Record<'secure' | 'plain', Readonly<Record<string, string>>>> = {
	secure: Object.freeze({ ...headersSetBy(helmets.secure), 'Permissions-Policy': PERMISSIONS_POLICY }),
	plain: Object.freeze({ ...headersSetBy(helmets.plain), 'Permissions-Policy': PERMISSIONS_POLICY }),
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
 * The `'sha256-…'` sources of the `<style>` elements of `html` (the critical CSS a public page carries
 * inline, ADR 0052), in order of appearance, without repeats; none for a page without one.
 */
export function inlineStyleHashes(html: string): string[] {
	const hashes = new Set<string>()
	for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
		if (match[1] === '') continue
		hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1]!).digest('base64')}'`)
	}
	return [...hashes]
}

/**
 * The Content-Security-Policy for an HTML page: scripts only from this site or inline with one of
 * `scriptHashes` (no nonce, so a page is the same for every visitor and may be cached); styles from
 * this site or inline with one of `styleHashes` (a public page's critical CSS, ADR 0052); fonts,
 * workers and requests from this site; images from this site, data: URLs and https (blog
 * images); frames only from `frameOrigin` (the contact page's map); forms sent to this site, and
 * to `formOrigin` too when given (a page whose Pay now form is answered with a redirect to the
 * payment provider's page, which `form-action` governs as well); never framed by others.
 */
export function contentSecurityPolicy(
	scriptHashes: readonly string[],
	frameOrigin: string | null,
	formOrigin: string | null = null,
	styleHashes: readonly string[] = [],
): string {
	return [
		"default-src 'self'",
		["script-src 'self'", ...scriptHashes].join(' '),
		["style-src 'self'", ...styleHashes].join(' '),
		"img-src 'self' data: https:",
		"font-src 'self'",
		"connect-src 'self'",
		"worker-src 'self'",
		"media-src 'self'",
		`frame-src ${frameOrigin ?? "'none'"}`,
		"object-src 'none'",
		"base-uri 'self'",
		`form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
		"frame-ancestors 'none'",
	].join('; ')
}

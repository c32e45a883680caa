/**
 * The HTTP methods the site serves, and the answer to every other (docs/security.md, "Malformed
 * requests"): pages and files are read with GET and HEAD, and every write is an HTML form's POST.
 * Answered by the server before React Router sees the request, whose request adapter cannot even
 * build a request for some methods (TRACE, CONNECT).
 */

/** The `Allow` header of every refused method, and of OPTIONS. */
export const ALLOWED_METHODS = 'GET, HEAD, POST'

const SERVED = new Set(['GET', 'HEAD', 'POST'])

/** Methods HTTP itself defines (RFC 9110, and PATCH) that the site knows and does not serve. */
const KNOWN = new Set(['PUT', 'PATCH', 'DELETE', 'TRACE', 'CONNECT'])

/**
 * The answer to a request with `method` before any route sees it: null when the site serves it;
 * 204 for OPTIONS (with `Allow`, and a CORS preflight's headers for the public read API only:
 * `app/lib/api/cors.ts`; the site takes no other cross-origin requests); 405 Method
 * Not Allowed for a method of HTTP it does not serve; 501 Not Implemented for any other (WebDAV's
 * PROPFIND, made-up ones).
 */
export function methodVerdict(method: string): null | 204 | 405 | 501 {
	const upper = method.toUpperCase()
	if (SERVED.has(upper)) return null
	if (upper === 'OPTIONS') return 204
	return KNOWN.has(upper) ? 405 : 501
}

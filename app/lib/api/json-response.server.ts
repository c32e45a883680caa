/**
 * JSON answers of the API for programs (docs/api.md, "Caching" and "CORS"): a strong ETag of the
 * body, 304 Not Modified when the client already has it, and headers that say who may keep it.
 */
import crypto from 'node:crypto'

/** Who may keep an answer: `public` (shared caches, any origin's scripts), `private` (a token's). */
export type ApiAudience = 'public' | 'private'

/** How long a shared cache may keep a public answer before it asks again (seconds). */
export const PUBLIC_MAX_AGE_S = 60

/** The headers every public read answer carries: shared-cache lifetime and CORS open for reading. */
export const PUBLIC_API_HEADERS: Readonly<Record<string, string>> = {
	'Cache-Control': `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=600`,
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Expose-Headers': 'ETag, Link',
	'X-Content-Type-Options': 'nosniff',
}

/** The headers of a token's answer: never kept by a browser or a cache in between. */
export const PRIVATE_API_HEADERS: Readonly<Record<string, string>> = {
	'Cache-Control': 'private, no-store',
	'X-Content-Type-Options': 'nosniff',
}

/** The strong ETag of `body`: a quoted hash of its bytes. */
export function etagOf(body: string | Uint8Array): string {
	return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether the request's `If-None-Match` names `etag` (or is `*`), weak tags compared weakly. */
export function matchesEtag(request: Request, etag: string): boolean {
	const header = request.headers.get('if-none-match')
	if (!header) return false
	return header.split(',').some((tag) => {
		const trimmed = tag.trim()
		return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
	})
}

/**
 * The answer to `request` with `body` already serialised as `contentType`: 200 with an ETag, or 304
 * with no body when the client's copy is current. `audience` picks the cache and CORS headers.
 */
export function apiBodyResponse(
	request: Request,
	body: string,
	contentType: string,
	audience: ApiAudience,
	extraHeaders: Record<string, string> = {},
): Response {
	const etag = etagOf(body)
	const headers = {
		...(audience === 'public' ? PUBLIC_API_HEADERS : PRIVATE_API_HEADERS),
		...extraHeaders,
		ETag: etag,
	}
	if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers })
	return new Response(request.method === 'HEAD' ? null : body, {
		status: 200,
		headers: { ...headers, 'Content-Type': contentType },
	})
}

/** `apiBodyResponse` for a value sent as `application/json` (UTF-8). */
export function apiJsonResponse(
	request: Request,
	value: unknown,
	audience: ApiAudience,
	extraHeaders: Record<string, string> = {},
): Response {
	return apiBodyResponse(
		request,
		JSON.stringify(value),
		'application/json; charset=utf-8',
		audience,
		extraHeaders,
	)
}

/**
 * Refuses, before any action reads it, a request body the site's forms never send (docs/security.md,
 * "Malformed requests"): every page's writes are HTML forms, so a body is URL-encoded or multipart.
 * - Another content type (JSON, plain text) or none (no body at all): 415.
 * - A multipart body that cannot be read (a broken boundary, a cut-off part): 400. Upload screens
 *   parse their own multipart stream with limits and answer its errors themselves
 *   (`lib/uploads/multipart.server.ts`), so only form paths are read here, and their bodies are at
 *   most 256 KB (`lib/http/body-limit.ts`).
 * Sign-out (`/admin/logout`) takes any body: it always ends the session.
 */
import { data, type MiddlewareFunction } from 'react-router'
import { bodyLimitFor, FORM_BODY_LIMIT } from './body-limit.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])
const ANY_BODY_PATHS = new Set(['/admin/logout'])

const UNSUPPORTED_BODY = 'This address takes HTML forms only (URL-encoded or multipart).'
const UNREADABLE_BODY = 'The form sent could not be read. Please send it again from the page.'

/** The request's path as its route sees it: React Router's data requests end in `.data`. */
function routePath(request: Request): string {
	const { pathname } = new URL(request.url)
	return pathname.replace(/(?:\/_root)?\.data$/, '') || '/'
}

/**
 * The answer for `request`'s body: null when it may be read, or the status and message to refuse it
 * with (see the module's comment).
 */
async function bodyVerdict(request: Request): Promise<{ status: 400 | 415; message: string } | null> {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return null
	const path = routePath(request)
	if (ANY_BODY_PATHS.has(path)) return null
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (!FORM_TYPES.has(type)) return { status: 415, message: UNSUPPORTED_BODY }
	if (type !== 'multipart/form-data' || bodyLimitFor(path) > FORM_BODY_LIMIT) return null
	try {
		await request.clone().formData()
		return null
	} catch {
		return { status: 400, message: UNREADABLE_BODY }
	}
}

/** Root middleware answering a body the forms never send with its 4xx (`bodyVerdict`). */
export const readableBodyMiddleware: MiddlewareFunction<Response> = async ({ request }) => {
	const verdict = await bodyVerdict(request)
	if (verdict) throw data(verdict.message, { status: verdict.status })
}

/**
 * Refuses, before any action reads it, a request body the site's forms never send (docs/security.md,
 * "Malformed requests"): every page's writes are HTML forms, so a body is URL-encoded or multipart.
 * - Another content type (JSON, plain text) or none (no body at all): 415.
 * - A form body out of shape (`lib/http/form-shape.ts`): more fields than any form of ours sends
 *   (413, counted on the raw bytes before parsing), or a field name too long, too deep, with a list
 *   index past any form's rows, or reserved by Conform (400). Checked before the action parses the
 *   body into objects or echoes it back, so neither can cost more than the bytes suggest.
 * - A multipart body that cannot be read (a broken boundary, a cut-off part): 400.
 * Upload screens parse their own multipart stream with limits and the same shape check
 * (`lib/uploads/multipart.server.ts`), so only form paths are read here, and their bodies are at
 * most 256 KB (`lib/http/body-limit.ts`). Sign-out (`/admin/logout`) takes any body: it always ends
 * the session. Paystack's webhook (`/webhooks/paystack`) is JSON, not a form: it reads its own raw
 * body and refuses it (401) unless its signature is right, before parsing it (ADR 0047). The API for
 * programs (`/api/v1/…`) takes JSON: its writes authenticate by a bearer token, not a cookie, and
 * read their own bodies with a size limit and a schema (docs/api-tokens.md).
 */
import { data, type MiddlewareFunction } from 'react-router'
import { bodyLimitFor, FORM_BODY_LIMIT } from './body-limit.ts'
import {
	countFormFields,
	FORM_SHAPE,
	type FormShapeProblem,
	formShapeProblem,
	TOO_MANY_FIELDS,
	UNREADABLE_FIELDS,
} from './form-shape.ts'
import { logRefusal } from './refusal-log.server.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const ANY_BODY_PATHS = new Set(['/admin/logout', '/webhooks/paystack'])
/** The API for programs: JSON bodies, read by their own routes. */
const API_PREFIX = '/api/v1/'

const UNSUPPORTED_BODY = 'This address takes HTML forms only (URL-encoded or multipart).'

/** The request's path as its route sees it: React Router's data requests end in `.data`. */
function routePath(request: Request): string {
	const { pathname } = new URL(request.url)
	return pathname.replace(/(?:\/_root)?\.data$/, '') || '/'
}

/** The form kind of a `Content-Type` header, with the multipart boundary; null for anything else. */
function formType(contentType: string): { kind: 'urlencoded' | 'multipart'; boundary: string } | null {
	const [type = '', ...parameters] = contentType.split(';')
	const kind = type.trim().toLowerCase()
	if (kind === 'application/x-www-form-urlencoded') return { kind: 'urlencoded', boundary: '' }
	if (kind !== 'multipart/form-data') return null
	const boundary = parameters
		.map((parameter) => /^\s*boundary="?([^";]+)"?\s*$/i.exec(parameter)?.[1])
		.find(Boolean)
	return { kind: 'multipart', boundary: boundary ?? '' }
}

/**
 * The answer for `request`'s body: null when it may be read, or the status and message to refuse it
 * with (see the module's comment).
 */
export async function bodyVerdict(
	request: Request,
): Promise<FormShapeProblem | { status: 415; message: string } | null> {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return null
	const path = routePath(request)
	if (ANY_BODY_PATHS.has(path) || path.startsWith(API_PREFIX)) return null
	const type = formType(request.headers.get('Content-Type') ?? '')
	if (!type) return { status: 415, message: UNSUPPORTED_BODY }
	if (bodyLimitFor(path) > FORM_BODY_LIMIT) return null
	const body = new Uint8Array(await request.clone().arrayBuffer())
	if (countFormFields(body, type.kind, type.boundary) > FORM_SHAPE.maxFields) return TOO_MANY_FIELDS
	let form: FormData
	try {
		form = await new Response(body, {
			headers: { 'Content-Type': request.headers.get('Content-Type')! },
		}).formData()
	} catch {
		return UNREADABLE_FIELDS
	}
	return formShapeProblem(form.keys())
}

/** Root middleware answering a body the forms never send with its 4xx (`bodyVerdict`). */
export const readableBodyMiddleware: MiddlewareFunction<Response> = async ({ request }) => {
	const verdict = await bodyVerdict(request)
	if (verdict) {
		const kind = verdict.status === 415 ? 'body-type' : 'form-shape'
		logRefusal(kind, { method: request.method, path: new URL(request.url).pathname, status: verdict.status })
		throw data(verdict.message, { status: verdict.status })
	}
}

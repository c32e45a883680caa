/**
 * Request body limits (issue 7 §2): small for ordinary forms, larger for the back office's image
 * uploads, checked before the body is read. Used by the Express server (server/main.ts).
 */

/** Bytes allowed for a form without files. */
export const FORM_BODY_LIMIT = 256 * 1024
/** Bytes allowed on routes that take one image (5 MB) plus its form fields and multipart framing. */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024

const UPLOAD_PATHS = [
	/^\/admin\/add-speaker(\.data)?$/,
	/^\/admin\/update-speaker\/[^/]+(\.data)?$/,
	/^\/admin\/addpartner(\.data)?$/,
]

/** The body limit of a request path. */
export function bodyLimitFor(pathname: string): number {
	return UPLOAD_PATHS.some((pattern) => pattern.test(pathname)) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT
}

/**
 * Whether a request may be read: `413` when its declared length is over the path's limit, `411`
 * when a body comes without a declared length (browsers always declare it for forms), else `null`.
 */
export function bodyLimitVerdict(
	method: string,
	pathname: string,
	headers: { contentLength: string | undefined; transferEncoding: string | undefined },
): 411 | 413 | null {
	if (['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return null
	if (headers.contentLength === undefined) return headers.transferEncoding ? 411 : null
	const length = Number(headers.contentLength)
	if (!Number.isFinite(length) || length < 0) return 411
	return length > bodyLimitFor(pathname) ? 413 : null
}

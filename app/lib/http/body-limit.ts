/**
 * Request body limits: small for ordinary forms, larger for the back office's image
 * uploads, checked before the body is read. Used by the Express server (server/main.ts).
 */

import { MAX_IMAGE_BYTES } from '#app/lib/images/image-kinds.ts'
import { MAX_VIDEO_BYTES } from '#app/lib/video/video-rules.ts'
import { SITE_NAME } from '#app/lib/seo.ts'

/** Bytes allowed for a form without files. */
export const FORM_BODY_LIMIT = 256 * 1024
/** Bytes allowed on routes that take one image (`MAX_IMAGE_BYTES`) plus its form fields and framing. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024

/**
 * Every route whose action reads an uploaded image (`submitUploadForm` or `readUploadForm`), with its
 * single-fetch twin (`.data`). A route missing here refuses any image over 256 KB:
 * tests/e2e/hardening.spec.ts posts a 4 MB body to each.
 */
export const UPLOAD_PATHS = [
	/^\/admin\/add-speaker(\.data)?$/,
	/^\/admin\/update-speaker\/[^/]+(\.data)?$/,
	/^\/admin\/addpartner(\.data)?$/,
	/^\/admin\/update-sponsor\/[^/]+(\.data)?$/,
	/^\/admin\/hero-picture(\.data)?$/,
	/^\/admin\/add-blog-post(\.data)?$/,
	/^\/admin\/update-blog-post\/[^/]+(\.data)?$/,
	/^\/admin\/blog-images$/,
]

/** Bytes allowed on the route that takes a video (`MAX_VIDEO_BYTES`) plus its form fields and framing. */
export const VIDEO_BODY_LIMIT = MAX_VIDEO_BYTES + 1024 * 1024

/** The route whose action reads an uploaded video (the past-edition hero video). */
const VIDEO_PATHS = [/^\/admin\/hero-video(\.data)?$/]

/** What a path's requests may carry: a form's fields, an image, or a video. */
function uploadKind(pathname: string): 'form' | 'image' | 'video' {
	if (VIDEO_PATHS.some((pattern) => pattern.test(pathname))) return 'video'
	return UPLOAD_PATHS.some((pattern) => pattern.test(pathname)) ? 'image' : 'form'
}

/** The body limit of a request path. */
export function bodyLimitFor(pathname: string): number {
	return { form: FORM_BODY_LIMIT, image: UPLOAD_BODY_LIMIT, video: VIDEO_BODY_LIMIT }[uploadKind(pathname)]
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

/** What a refused request is told, as the server sends it. */
export interface RefusalReply {
	type: 'text/html' | 'text/plain'
	body: string
}

/**
 * The answer to a request refused by `bodyLimitVerdict`. A browser posting a form without
 * JavaScript (it accepts HTML) gets a small page that says what is too large and links back to the
 * form; anything else gets one line of text. The limits named match `bodyLimitFor(pathname)`.
 */
export function bodyRefusal(verdict: 411 | 413, pathname: string, accept: string | undefined): RefusalReply {
	const kind = uploadKind(pathname)
	const upload = kind !== 'form'
	const message =
		verdict === 411
			? 'Length Required: the request must declare its size.'
			: kind === 'video'
				? `The request is too large: a video must be ${MAX_VIDEO_BYTES / 1024 / 1024} MB or smaller.`
				: upload
					? `The request is too large: an image must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller.`
					: `The request is too large: a form may send at most ${FORM_BODY_LIMIT / 1024} KB.`
	if (!accept?.includes('text/html')) return { type: 'text/plain', body: message }
	// Only a plain path of ours is linked (never `//host`, never markup).
	const stripped = pathname.replace(/\.data$/, '')
	const formPath = /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(stripped) ? stripped : '/'
	const title = verdict === 411 ? 'Length required' : upload ? 'File too large' : 'Form too large'
	const advice = upload ? `Go back and choose a smaller ${kind}.` : 'Go back and shorten what you typed.'
	return {
		type: 'text/html',
		body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${SITE_NAME}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="${formPath}">${advice}</a></p>
</main>
</body>
</html>
`,
	}
}

/**
 * Reads a form that may carry one uploaded image, streaming with limits so a huge or endless body
 * cannot exhaust memory (ADR 0015). `request.formData()` would buffer any size.
 *
 * - A `Content-Length` over the body limit is refused at once (413) without reading the body.
 * - Otherwise the multipart stream is parsed part by part (`@remix-run/multipart-parser`): each part
 *   is cut off past `maxFileSize`, the whole content past `maxTotalSize`, and at most `maxParts`
 *   parts are read; any of these answers 413.
 * - URL-encoded bodies (forms without a file) are read up to `maxFieldsSize`.
 * - The field names must keep the shape of every form (`lib/http/form-shape.ts`): too many fields
 *   answer 413, names too long or too deep 400, with no field kept.
 *
 * Files come back as `File` objects in the `FormData`, so the route's Zod schema validates them like
 * any field. A refusal still returns the text fields read before it (the form keeps its input).
 */
import {
	MaxFileSizeExceededError,
	MaxHeaderSizeExceededError,
	MaxPartsExceededError,
	MaxTotalSizeExceededError,
	parseMultipartRequest,
} from '@remix-run/multipart-parser'
import { countFormFields, FORM_SHAPE, formShapeProblem, TOO_MANY_FIELDS } from '#app/lib/http/form-shape.ts'
import { MAX_IMAGE_BYTES } from '#app/lib/images/image-kinds.ts'
import { MAX_VIDEO_BYTES, VIDEO_MESSAGES } from '#app/lib/video/video-rules.ts'

export interface UploadLimits {
	/** Largest part (file or field), in bytes. */
	maxFileSize: number
	/** Largest sum of all parts' content, in bytes. */
	maxTotalSize: number
	/** Largest raw body accepted by `Content-Length`, in bytes (content plus multipart framing). */
	maxBodySize: number
	maxParts: number
	/** Largest URL-encoded body (a form without a file), in bytes. */
	maxFieldsSize: number
	/** The message of a body or file over the limits (the image's by default). */
	tooLarge?: string
}

const KB = 1024

/**
 * The limits of a form with one file of at most `maxFileSize` bytes and `maxParts` parts: the text
 * fields may add 128 KB to the files, and the body's framing 128 KB more.
 */
function oneFileForm(maxFileSize: number, maxParts: number): UploadLimits {
	return {
		maxFileSize,
		maxTotalSize: maxFileSize + 128 * KB,
		maxBodySize: maxFileSize + 256 * KB,
		maxParts,
		maxFieldsSize: 128 * KB,
	}
}

/** One video of at most 50 MB plus a few text fields. */
export const VIDEO_FORM_LIMITS: UploadLimits = {
	...oneFileForm(MAX_VIDEO_BYTES, 10),
	tooLarge: VIDEO_MESSAGES.tooLarge,
}

/** One image of at most 5 MB plus a few text fields. */
export const IMAGE_FORM_LIMITS: UploadLimits = oneFileForm(MAX_IMAGE_BYTES, 40)

/** Messages of a refused body (shown on the form). */
export const UPLOAD_MESSAGES = {
	tooLarge: 'The image must be 5 MB or smaller.',
	tooManyParts: 'The form has too many fields.',
	unreadable: 'The form could not be read. Please try again.',
} as const

export type UploadFormResult =
	{ ok: true; formData: FormData } | { ok: false; status: 400 | 413; message: string; formData: FormData }

/**
 * Reads `request`'s form (multipart or URL-encoded) within `limits`. Never throws for a bad or
 * oversized body: returns `{ ok: false, status, message, formData }` with the fields read so far.
 */
export async function readUploadForm(
	request: Request,
	limits: UploadLimits = IMAGE_FORM_LIMITS,
): Promise<UploadFormResult> {
	const formData = new FormData()
	const tooLarge = limits.tooLarge ?? UPLOAD_MESSAGES.tooLarge
	const refuse = (status: 400 | 413, message: string): UploadFormResult => ({
		ok: false,
		status,
		message,
		formData,
	})

	// Field names out of the shape every form keeps (`lib/http/form-shape.ts`): refused, none kept.
	const shapeChecked = (): UploadFormResult => {
		const problem = formShapeProblem(formData.keys())
		return problem ? { ok: false, ...problem, formData: new FormData() } : { ok: true, formData }
	}

	const declared = request.headers.get('Content-Length')
	if (declared !== null && Number(declared) > limits.maxBodySize) {
		// Refused before reading a byte. The server discards the rest of the body.
		return refuse(413, tooLarge)
	}

	const contentType = request.headers.get('Content-Type') ?? ''
	if (!contentType.startsWith('multipart/form-data')) {
		if (!contentType.startsWith('application/x-www-form-urlencoded')) {
			return refuse(400, UPLOAD_MESSAGES.unreadable)
		}
		const bytes = await readAtMost(request, limits.maxFieldsSize)
		if (!bytes) return refuse(413, tooLarge)
		if (countFormFields(bytes, 'urlencoded') > FORM_SHAPE.maxFields)
			return refuse(413, TOO_MANY_FIELDS.message)
		for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) {
			formData.append(name, value)
		}
		return shapeChecked()
	}

	try {
		for await (const part of parseMultipartRequest(request, {
			maxFileSize: limits.maxFileSize,
			maxTotalSize: limits.maxTotalSize,
			maxParts: limits.maxParts,
			maxHeaderSize: 8 * KB,
		})) {
			const name = part.name
			if (!name) continue
			if (part.isFile) {
				// No file chosen: browsers send an empty part with an empty name (Conform reads it as absent).
				const type = part.mediaType ?? 'application/octet-stream'
				formData.append(name, new File([part.arrayBuffer], part.filename ?? '', { type }))
			} else {
				formData.append(name, part.text)
			}
		}
	} catch (error) {
		if (
			error instanceof MaxFileSizeExceededError ||
			error instanceof MaxTotalSizeExceededError ||
			error instanceof MaxHeaderSizeExceededError
		) {
			return refuse(413, tooLarge)
		}
		if (error instanceof MaxPartsExceededError) return refuse(413, UPLOAD_MESSAGES.tooManyParts)
		// A malformed or cut-off body (client gone, bad boundary): nothing usable.
		return refuse(400, UPLOAD_MESSAGES.unreadable)
	}
	return shapeChecked()
}

/** The whole body when it is at most `max` bytes; null (and the stream cancelled) when longer. */
async function readAtMost(request: Request, max: number): Promise<Uint8Array | null> {
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > max) {
			await reader.cancel().catch(() => {})
			return null
		}
		chunks.push(value)
	}
	const out = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		out.set(chunk, offset)
		offset += chunk.byteLength
	}
	return out
}

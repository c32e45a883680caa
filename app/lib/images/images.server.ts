/**
 * Image intake: decode to verify, strip metadata, re-encode to WebP at the fixed widths of
 * `IMAGE_KINDS` (ADR 0015). Used by the seed and by admin uploads.
 *
 * Checks, in order, each with a message safe to show: not empty, at most `MAX_IMAGE_BYTES`, the
 * bytes start like a JPEG, PNG or WebP file (the name and the declared type are never trusted, so an
 * SVG or HTML file renamed `.png` is refused before any decoder sees it), the decoder agrees on the
 * format, the picture is not larger than `MAX_IMAGE_PIXELS`, and it decodes completely.
 */
import crypto from 'node:crypto'
import sharp, { type Metadata, type OutputInfo } from 'sharp'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import {
	IMAGE_KINDS,
	type ImageKind,
	INLINE_IMAGE_MAX_SIDE,
	MAX_IMAGE_BYTES,
	imageMessages,
	imageUrl,
} from './image-kinds.ts'

/** Largest picture accepted, in pixels (a 5 MB PNG can otherwise unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000

/** Thrown when the bytes are not an accepted, decodable image; the message is safe to show. */
export class ImageRejectedError extends Error {
	override name = 'ImageRejectedError'
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp'

/** The format the first bytes announce, or null for anything but JPEG, PNG or WebP. */
export function sniffImageFormat(input: Uint8Array): AcceptedFormat | null {
	const at = (i: number) => input[i]
	if (input.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg'
	const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
	if (input.length >= 8 && png.every((b, i) => at(i) === b)) return 'png'
	const ascii = (from: number, to: number) => String.fromCharCode(...input.subarray(from, to))
	if (input.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
	return null
}

/**
 * Checks that `input` is a whole JPEG, PNG or WebP image of an acceptable size, without storing
 * anything. `subject` names the file in messages ("The logo must be a JPEG, PNG or WebP image.").
 * Throws `ImageRejectedError`.
 */
export async function verifyImage(
	input: Uint8Array,
	subject = 'image',
): Promise<{ format: AcceptedFormat; width: number; height: number }> {
	const messages = imageMessages(subject)
	if (input.byteLength === 0) throw new ImageRejectedError(messages.empty)
	if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError(messages.tooLarge)
	const sniffed = sniffImageFormat(input)
	if (!sniffed) throw new ImageRejectedError(messages.wrongType)
	let meta: Metadata
	try {
		meta = await sharp(input, { limitInputPixels: false }).metadata()
	} catch {
		throw new ImageRejectedError(messages.damaged)
	}
	if (meta.format !== sniffed) throw new ImageRejectedError(messages.wrongType)
	if (!meta.width || !meta.height) throw new ImageRejectedError(messages.damaged)
	if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRejectedError(messages.tooManyPixels)
	try {
		// Decode the whole file (streamed into a thumbnail, so memory stays small): a truncated or
		// corrupt file fails here, not halfway through storing.
		await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
			.resize(32, 32, { fit: 'inside' })
			.png()
			.toBuffer()
	} catch {
		throw new ImageRejectedError(messages.damaged)
	}
	return { format: sniffed, width: meta.width, height: meta.height }
}

/**
 * Verifies `input` (see `verifyImage`), re-encodes it to WebP at each width of `kind` (metadata
 * stripped, EXIF orientation applied) and stores the variants under a new key `<prefix>/<random>`.
 * Returns the key. Throws `ImageRejectedError` for anything that is not a whole image of an accepted
 * format and size; nothing is stored then. A storage failure removes what was written and rethrows.
 */
export async function storeImage(
	store: FileStore,
	input: Uint8Array,
	kind: ImageKind,
	prefix: string,
	subject = 'image',
): Promise<string> {
	await verifyImage(input, subject)
	const spec = IMAGE_KINDS[kind]
	const variants: { width: number; data: Buffer }[] = []
	try {
		for (const width of spec.widths) {
			const height = Math.round((width * spec.height) / spec.width)
			// sharp writes no EXIF, ICC, XMP or IPTC unless asked to (`keepMetadata`), so none is kept.
			const data = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
				.rotate()
				.resize(width, height, {
					fit: spec.fit,
					background: { r: 255, g: 255, b: 255, alpha: 0 },
					withoutEnlargement: false,
				})
				.webp({ quality: 78, effort: 4 })
				.toBuffer()
			variants.push({ width, data })
		}
	} catch {
		throw new ImageRejectedError(imageMessages(subject).damaged)
	}
	return putVariants(store, prefix, variants)
}

/** Stores `variants` under a new key `<prefix>/<random>`; a failure removes what was written. */
async function putVariants(
	store: FileStore,
	prefix: string,
	variants: { width: number; data: Buffer }[],
): Promise<string> {
	const key = `${prefix}/${crypto.randomBytes(8).toString('hex')}`
	try {
		for (const { width, data } of variants) await store.put(`${key}-${width}.webp`, data)
	} catch (error) {
		await store.removeKey(key).catch(() => {})
		throw error
	}
	return key
}

/**
 * An image placed in a blog post's text: verified like every upload (`verifyImage`), then
 * re-encoded to one WebP file that keeps its proportions, at most `INLINE_IMAGE_MAX_SIDE` pixels on
 * its longer side (never enlarged), metadata stripped. Returns its key, its URL and its size in
 * pixels (for the `img` tag's `width` and `height`). Throws `ImageRejectedError`; nothing is
 * stored then.
 */
export async function storeInlineImage(
	store: FileStore,
	input: Uint8Array,
	prefix: string,
): Promise<{ key: string; src: string; width: number; height: number }> {
	await verifyImage(input)
	let encoded: { data: Buffer; info: OutputInfo }
	try {
		encoded = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
			.rotate()
			.resize(INLINE_IMAGE_MAX_SIDE, INLINE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
			.webp({ quality: 78, effort: 4 })
			.toBuffer({ resolveWithObject: true })
	} catch {
		throw new ImageRejectedError(imageMessages().damaged)
	}
	const key = await putVariants(store, prefix, [{ width: INLINE_IMAGE_MAX_SIDE, data: encoded.data }])
	return {
		key,
		src: imageUrl(key, INLINE_IMAGE_MAX_SIDE),
		width: encoded.info.width,
		height: encoded.info.height,
	}
}

/**
 * Removes every variant of `key` once the database no longer refers to it (after a delete or a
 * replacement has committed). Never throws: a failure is logged and leaves an orphan file, which is
 * harmless, rather than failing a change that already happened.
 */
export async function removeStoredImage(store: FileStore, key: string | null | undefined): Promise<void> {
	if (!key) return
	try {
		await store.removeKey(key)
	} catch (error) {
		logger.error({ err: error, key }, 'Could not remove a stored image')
	}
}

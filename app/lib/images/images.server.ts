/**
 * Image intake: decode to verify, strip metadata, re-encode to WebP at the fixed widths of
 * `IMAGE_KINDS` (DESIGN.md "images"). Used by the seed now and by admin uploads.
 */
import crypto from 'node:crypto'
import sharp from 'sharp'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { IMAGE_KINDS, type ImageKind } from './image-kinds.ts'

/** Formats accepted from uploads. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** Thrown when the bytes are not an accepted, decodable image; the message is safe to show. */
export class ImageRejectedError extends Error {
	override name = 'ImageRejectedError'
}

/**
 * Decodes `input` (JPEG, PNG or WebP), re-encodes it to WebP at each width of `kind` (metadata
 * stripped, EXIF orientation applied) and stores the variants under a new key `<prefix>/<random>`.
 * Returns the key. Throws `ImageRejectedError` for anything that is not a whole image of an
 * accepted format; nothing is stored then.
 */
export async function storeImage(
	store: FileStore,
	input: Uint8Array,
	kind: ImageKind,
	prefix: string,
): Promise<string> {
	const spec = IMAGE_KINDS[kind]
	let format: string | undefined
	try {
		format = (await sharp(input).metadata()).format
	} catch {
		throw new ImageRejectedError('The file is not a readable image.')
	}
	if (!format || !ACCEPTED_FORMATS.has(format)) {
		throw new ImageRejectedError('Only JPEG, PNG or WebP images are accepted.')
	}
	const variants: { width: number; data: Buffer }[] = []
	try {
		for (const width of spec.widths) {
			const height = Math.round((width * spec.height) / spec.width)
			const data = await sharp(input, { failOn: 'truncated' })
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
		throw new ImageRejectedError('The image is damaged or incomplete.')
	}
	const key = `${prefix}/${crypto.randomBytes(8).toString('hex')}`
	for (const { width, data } of variants) await store.put(`${key}-${width}.webp`, data)
	return key
}

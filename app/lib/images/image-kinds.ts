/**
 * The fixed shapes images are stored in, shared by the processor (server) and `<StoredImage>`
 * (browser): every stored image is a set of WebP files `<key>-<width>.webp`, one per width.
 */
export const IMAGE_KINDS = {
	speaker: { width: 640, height: 640, widths: [160, 320, 640], fit: 'cover' },
	logo: { width: 480, height: 320, widths: [240, 480], fit: 'contain' },
	blog: { width: 1440, height: 810, widths: [480, 960, 1440], fit: 'cover' },
	hero: { width: 2400, height: 1350, widths: [800, 1600, 2400], fit: 'cover' },
} as const

export type ImageKind = keyof typeof IMAGE_KINDS

/**
 * Images placed in a blog post's text keep their proportions: one file, at most this many pixels on
 * the longer side (`<key>-1200.webp`).
 */
export const INLINE_IMAGE_MAX_SIDE = 1200

/** Public URL of one stored variant. */
export function imageUrl(key: string, width: number): string {
	return `/uploads/${key}-${width}.webp`
}

/** `srcset` value listing every variant of a stored image. */
export function imageSrcSet(key: string, kind: ImageKind): string {
	return IMAGE_KINDS[kind].widths.map((w) => `${imageUrl(key, w)} ${w}w`).join(', ')
}

/** Largest upload accepted, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** MIME types of the accepted formats, for the file input's `accept` and early browser checks. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Every message an image upload can be refused with; `subject` is e.g. "logo" or "photo". */
export function imageMessages(subject = 'image') {
	return {
		empty: 'The file is empty.',
		tooLarge: 'The image must be 5 MB or smaller.',
		wrongType: `The ${subject} must be a JPEG, PNG or WebP image.`,
		damaged: 'The image is damaged or incomplete.',
		tooManyPixels: 'The image is too large: at most 40 megapixels.',
	}
}

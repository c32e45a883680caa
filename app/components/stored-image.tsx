/**
 * An image stored through the uploads module, served as responsive WebP (`srcset`) with its intrinsic
 * width and height so the layout does not shift. Without a key it shows `fallbackSrc` (for example,
 * speakers without a photo show the fallback image 3.jpg).
 */
import { IMAGE_KINDS, type ImageKind, imageSrcSet, imageUrl } from '#app/lib/images/image-kinds.ts'

export const FALLBACK_IMAGE = '/images/3.jpg'

export function StoredImage({
	imageKey,
	kind,
	alt,
	sizes,
	className,
	loading = 'lazy',
	fallbackSrc,
	defaultWidth,
}: {
	imageKey: string | null
	kind: ImageKind
	/** Text alternative; '' for a decorative image. */
	alt: string
	/** `sizes` attribute, e.g. '(min-width: 1024px) 25vw, 50vw'. */
	sizes: string
	className?: string
	/**
	 * 'eager' for the picture the page is about, in its first screen (a speaker's portrait, a post's
	 * picture, the first card of a list): fetched at once and first (`fetchpriority="high"`), as
	 * the Largest Contentful Paint of the page (ADR 0052). Every other picture waits until it nears
	 * the screen.
	 */
	loading?: 'lazy' | 'eager'
	fallbackSrc?: string
	/** The variant used as `src` (browsers without srcset); the kind's middle width by default. */
	defaultWidth?: number
}) {
	const spec = IMAGE_KINDS[kind]
	const widths: readonly number[] = spec.widths
	const src = imageKey
		? imageUrl(imageKey, defaultWidth ?? widths[Math.floor(widths.length / 2)]!)
		: fallbackSrc
	if (!src) return null
	return (
		<img
			src={src}
			srcSet={imageKey ? imageSrcSet(imageKey, kind) : undefined}
			sizes={imageKey ? sizes : undefined}
			alt={alt}
			width={spec.width}
			height={spec.height}
			loading={loading}
			fetchPriority={loading === 'eager' ? 'high' : undefined}
			decoding="async"
			className={className}
		/>
	)
}

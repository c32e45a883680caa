/**
 * Enquiry references, without the form schema: the home page reads one from its URL, and must not
 * pull the schema library into every public page's JavaScript.
 */

/**
 * An enquiry's reference (glossary "Reference"; the spec's `token`): `IALS-` and two groups of four
 * characters from an alphabet without look-alikes (no 0/O, 1/I/L, U), e.g. `IALS-7K3Q-9P2D`.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_PATTERN = /^IALS-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/

/** True when `value` has the shape of an enquiry reference. */
export function isEnquiryReference(value: string | null | undefined): value is string {
	return typeof value === 'string' && REFERENCE_PATTERN.test(value)
}

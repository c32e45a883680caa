/**
 * CPE certificate numbers (docs/event-days.md): `CPE-<year>-<serial>-<check>`, e.g.
 * `CPE-2027-0042-7K3Q9P`. The serial counts an edition's certificates without gaps; the six random
 * characters (Crockford's base 32, 30 bits) make a number impossible to guess from another, so the
 * public verification page cannot be walked to list delegates.
 */
import crypto from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new certificate number for the `serial`-th certificate (1, 2, …) of the edition of `year`. */
export function newCertificateNumber(year: number, serial: number): string {
	const bytes = crypto.randomBytes(6)
	const check = Array.from(bytes, (b) => ALPHABET[b & 31]).join('')
	return `CPE-${year}-${String(serial).padStart(4, '0')}-${check}`
}

/**
 * What a visitor typed or a link carried, as stored: trimmed and upper-cased. Null when it cannot be
 * a certificate number (so the page answers 404 without a query).
 */
export function normalizeCertificateNumber(text: string): string | null {
	const number = text.trim().toUpperCase()
	return /^CPE-\d{4}-\d{4,6}-[0-9A-HJKMNP-TV-Z]{6}$/.test(number) ? number : null
}

/**
 * Tickets and manage links (ADR 0034). Every registration has a random `ticket_ref` (128 bits); what
 * a registrant holds is that reference signed for one purpose with the site's ticket secret
 * (HMAC-SHA-256, 128 bits kept), `<ref>.<mac>`, with the site's `tickets` secret:
 * - `ticket`: in the ticket's QR code and its page (/ticket/<token>), shown at the desk;
 * - `manage`: only in the confirmation mail (/registration/<token>), to correct or cancel;
 * - `group`: a group's `manage_ref`, only in its contact's summary mail, to pay for the group and
 *   get its invoice and receipts.
 * Seeing a ticket does not give the manage link. The desk also finds a registration by its short
 * reference (`deskReference`), stored beside the ticket reference. A forged or altered token fails the signature
 * before the database is read; a cancelled registration's token finds no row. After the secret
 * changes, a token signed with the previous one still verifies for a grace period (ADR 0040).
 */
import crypto from 'node:crypto'
import type { Handle } from '#app/db/handle.ts'
import { sameSignature, signingKeys, signingSecret, verifyingSecrets } from '#app/lib/secrets.server.ts'

export type TokenPurpose = 'ticket' | 'manage' | 'group'

const REF = /^[A-Za-z0-9_-]{22}$/
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/

/** A new random ticket reference (22 base64url characters). */
export function newTicketRef(): string {
	return crypto.randomBytes(16).toString('base64url')
}

/**
 * The secret that signs tickets and manage links now (from `SIGNING_SECRET`, or kept in the
 * database); read at most once a minute, so sending a thousand mails reads it once.
 */
export function ticketSecret(db: Handle): Promise<string> {
	return signingSecret(db, 'tickets')
}

/**
 * The secrets a ticket or manage link may carry at `now`: the current one, then the one a change
 * replaced while its grace period lasts.
 */
export async function ticketSecrets(db: Handle, now: Date): Promise<string[]> {
	return verifyingSecrets(await signingKeys(db, 'tickets'), now)
}

function mac(secret: string, ref: string, purpose: TokenPurpose): string {
	return crypto
		.createHmac('sha256', secret)
		.update(`${purpose}:${ref}`)
		.digest()
		.subarray(0, 16)
		.toString('base64url')
}

/** The token for `ref` and `purpose`. Throws on a malformed reference. */
export function signTicketRef(secret: string, ref: string, purpose: TokenPurpose): string {
	if (!REF.test(ref)) throw new Error('Malformed ticket reference')
	return `${ref}.${mac(secret, ref, purpose)}`
}

/**
 * The reference a `token` signed for `purpose` with `secrets` (one, or any of several: see
 * `ticketSecrets`) carries, or null when it is malformed, forged, altered or signed with another secret.
 */
export function verifyTicketToken(
	secrets: string | readonly string[],
	token: string,
	purpose: TokenPurpose,
): string | null {
	const match = TOKEN.exec(token)
	if (!match) return null
	const [, ref, given] = match
	const candidates = typeof secrets === 'string' ? [secrets] : secrets
	return candidates.some((secret) => sameSignature(mac(secret, ref!, purpose), given!)) ? ref! : null
}

const DESK_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The short reference printed on the ticket and typed at the desk, from `ref`: eight characters of
 * an alphabet without look-alikes, e.g. `7K3Q-9P2D` (derived, so the ticket cannot be rebuilt from it).
 */
export function deskReference(ref: string): string {
	const digest = crypto.createHash('sha256').update(ref).digest()
	let out = ''
	for (let i = 0; i < 8; i++) out += DESK_ALPHABET[digest[i]! % DESK_ALPHABET.length]
	return `${out.slice(0, 4)}-${out.slice(4)}`
}

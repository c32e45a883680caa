/**
 * A staff API token's secret (ADR 0062): `summit_` and 32 random bytes in base64url (43
 * characters). Only its SHA-256 is stored: the token is as random as a key, so a fast hash loses
 * nothing to guessing (there is nothing to guess from a dictionary), and a database leak gives no
 * working token. Its first characters (`prefix`) are shown in lists to tell tokens apart.
 */
import crypto from 'node:crypto'

const TOKEN_PREFIX = 'summit_'
const TOKEN_SHAPE = /^summit_[A-Za-z0-9_-]{43}$/

/** A new token, its hash (hex) and its prefix (`summit_` and 4 characters). */
export function newApiTokenSecret(): { token: string; tokenHash: string; prefix: string } {
	const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
	return { token, tokenHash: hashApiToken(token), prefix: token.slice(0, TOKEN_PREFIX.length + 4) }
}

/** The SHA-256 (hex) of `token`, as stored in `api_tokens.token_hash`. */
export function hashApiToken(token: string): string {
	return crypto.createHash('sha256').update(token).digest('hex')
}

/** True when `text` has a token's shape (checked before any lookup). */
export function isApiTokenShape(text: string): boolean {
	return TOKEN_SHAPE.test(text)
}

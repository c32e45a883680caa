/**
 * Device cookies (OWASP "slow down online guessing attacks with device cookies", docs/security.md,
 * "Sign-in"): after a successful sign-in the browser gets `summit_device`, a random device id bound
 * to the account's e-mail and signed with the site's `devices` secret (`secrets.server.ts`). A later sign-in
 * to that account from that browser counts against the device alone, so failures from elsewhere
 * never lock the owner out (`login-throttle.server.ts`). One account per browser: signing in to
 * another account replaces the cookie. It proves nothing on its own: the password is checked as
 * always.
 */
import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import type { Handle } from '#app/db/handle.ts'
import { sameSignature, signingSecret } from '#app/lib/secrets.server.ts'
import { env } from '#app/lib/env.server.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60

const deviceCookie = createCookie('summit_device', {
	httpOnly: true,
	sameSite: 'lax',
	secure: env.NODE_ENV === 'production',
	path: '/',
	maxAge: YEAR_SECONDS,
})

function deviceSecret(db: Handle): Promise<string> {
	return signingSecret(db, 'devices')
}

/** A short tag of the account's e-mail (lower-cased), so the cookie names no address. */
function accountTag(email: string): string {
	return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16)
}

function mac(secret: string, id: string, tag: string): string {
	return crypto.createHmac('sha256', secret).update(`device:${id}:${tag}`).digest('base64url')
}

/**
 * The device id of `request`'s device cookie when it is signed by this site for the account
 * `email`, else null (no cookie, another account's, or forged).
 */
export async function readDeviceId(db: Handle, request: Request, email: string): Promise<string | null> {
	const value: unknown = await deviceCookie.parse(request.headers.get('Cookie'))
	if (typeof value !== 'string') return null
	const [id, tag, signature] = value.split('.')
	if (!id || !tag || !signature || tag !== accountTag(email)) return null
	return sameSignature(mac(await deviceSecret(db), id, tag), signature) ? id : null
}

/** The `Set-Cookie` value of a device cookie for `email`: device `id` kept, or a new one. */
export async function deviceCookieFor(db: Handle, email: string, id: string | null): Promise<string> {
	const deviceId = id ?? crypto.randomBytes(16).toString('base64url')
	const tag = accountTag(email)
	return deviceCookie.serialize(`${deviceId}.${tag}.${mac(await deviceSecret(db), deviceId, tag)}`)
}

/**
 * One-time messages ("toasts") carried to the next page in a short-lived cookie: set by an action
 * with its redirect, read and cleared by the root loader.
 */
import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import { z } from 'zod'
import { env } from './env.server.ts'

export const ToastSchema = z.object({
	id: z.string().max(64),
	type: z.enum(['success', 'error', 'warning']),
	title: z.string().max(80),
	description: z.string().max(300).optional(),
})

export type Toast = z.infer<typeof ToastSchema>

const toastCookie = createCookie('summit_toast', {
	httpOnly: true,
	sameSite: 'lax',
	secure: env.NODE_ENV === 'production',
	path: '/',
	maxAge: 60,
})

/** `Set-Cookie` value that carries `toast` to the next page. */
export function setToastCookie(toast: Omit<Toast, 'id'>): Promise<string> {
	return toastCookie.serialize(JSON.stringify({ ...toast, id: crypto.randomUUID() }))
}

/** Headers for a redirect that shows `toast` on arrival. */
export async function toastHeaders(toast: Omit<Toast, 'id'>): Promise<HeadersInit> {
	return { 'Set-Cookie': await setToastCookie(toast) }
}

/**
 * The toast of `request`, if any, and the `Set-Cookie` value that clears it (null when there was
 * none). A malformed cookie is ignored.
 */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
	const raw: unknown = await toastCookie.parse(request.headers.get('Cookie'))
	if (typeof raw !== 'string' || raw === '') return { toast: null, clear: null }
	let parsed: unknown
	try {
		parsed = JSON.parse(raw)
	} catch {
		parsed = null
	}
	const result = ToastSchema.safeParse(parsed)
	return { toast: result.success ? result.data : null, clear: await toastCookie.serialize('', { maxAge: 0 }) }
}

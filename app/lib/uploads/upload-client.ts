/**
 * Upload progress in the browser. `fetch` reports no upload progress, so a form with a
 * file posts through `XMLHttpRequest` to the route's single-fetch URL (`<path>.data`, what React
 * Router's own `serverAction()` calls) and decodes the answer the same way. The route's action is
 * unchanged; without JavaScript the form posts as usual.
 *
 *   export const clientAction = uploadClientAction(CREATE_FAILED)
 *
 * A request that never gets an answer returns `{ networkError: message, at }` with status 503, like
 * `networkErrorClientAction`. Forms without a file (e.g. a delete) go through `serverAction()`.
 */
import { useSyncExternalStore } from 'react'
import { data, redirect, UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router'
import { isNetworkFailure, NO_MESSAGE, SERVER_ERROR } from '#app/lib/network-error.ts'

/** What a form shows when its request got no usable answer (`data()` with a 4xx/5xx status). */
type NetworkFailure = ReturnType<typeof data<{ networkError: string; at: number }>>

const UPLOAD_TOO_LARGE = 'The image must be 5 MB or smaller.'

export interface UploadProgress {
	/** Bytes sent so far and in all. */
	loaded: number
	total: number
}

let current: UploadProgress | null = null
const listeners = new Set<() => void>()

function setProgress(next: UploadProgress | null) {
	current = next
	for (const listener of listeners) listener()
}

/** The upload under way (null when none): for a progress bar. */
export function useUploadProgress(): UploadProgress | null {
	return useSyncExternalStore(
		(listener) => {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		() => current,
		() => null,
	)
}

/** React Router's single-fetch URL of a page: `/admin/x` → `/admin/x.data` (search kept). */
function dataUrl(pageUrl: string): string {
	const url = new URL(pageUrl, window.location.origin)
	url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`
	return url.toString()
}

interface RawResponse {
	status: number
	headers: (name: string) => string | null
	body: ArrayBuffer
}

/** Posts `body` with XMLHttpRequest, reporting upload progress. Rejects with a TypeError when offline. */
function post(url: string, body: FormData, signal: AbortSignal): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest()
		xhr.open('POST', url)
		xhr.responseType = 'arraybuffer'
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable) setProgress({ loaded: event.loaded, total: event.total })
		}
		xhr.onload = () =>
			resolve({
				status: xhr.status,
				headers: (name) => xhr.getResponseHeader(name),
				body: xhr.response as ArrayBuffer,
			})
		xhr.onerror = () => reject(new TypeError('Network request failed'))
		xhr.ontimeout = () => reject(new TypeError('Network request timed out'))
		xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
		signal.addEventListener('abort', () => xhr.abort(), { once: true })
		setProgress({ loaded: 0, total: 0 })
		xhr.send(body)
	})
}

/** The route's answer as a clientAction result: its data, or a thrown redirect or error. */
async function interpret(response: RawResponse): Promise<unknown> {
	const { status, headers } = response
	if (status === 204 && headers('X-Remix-Redirect')) {
		throw redirect(headers('X-Remix-Redirect')!, { status: Number(headers('X-Remix-Status') || 302) })
	}
	if (!headers('X-Remix-Response')) {
		// Not from React Router (a proxy's 413 or 502, say): the form shows a message and keeps its input.
		const text = new TextDecoder().decode(response.body).trim().slice(0, 300)
		const message = status === 413 ? UPLOAD_TOO_LARGE : status >= 500 ? SERVER_ERROR : text || NO_MESSAGE
		return data({ networkError: message, at: Date.now() }, { status: status >= 400 ? status : 500 })
	}
	const stream = new Response(response.body).body
	if (!stream) throw data(NO_MESSAGE, { status: 500 })
	const decoded = await decodeViaTurboStream(stream, window)
	const value = decoded.value as
		| { redirect: string; status: number; reload?: boolean; replace?: boolean }
		| { error: unknown }
		| { data: unknown }
	if ('redirect' in value) {
		throw redirect(value.redirect, {
			status: value.status,
			headers: {
				...(value.reload ? { 'X-Remix-Reload-Document': 'yes' } : null),
				...(value.replace ? { 'X-Remix-Replace': 'yes' } : null),
			},
		})
	}
	if ('error' in value) throw value.error
	// Keep a failure's status, as React Router does: after a 4xx/5xx answer it does not reload the
	// page's loaders, so the form keeps what the user typed.
	return status >= 400 ? data(value.data, { status }) : value.data
}

/**
 * The body of a route's `clientAction` for a form with a file: uploads with progress and reports
 * network failures. `T` is the server action's data (typed through the route's `serverAction`).
 */
export async function clientSubmit<T>(
	{ request, serverAction }: { request: Request; serverAction: () => Promise<T> },
	networkMessage: string,
): Promise<T | NetworkFailure> {
	try {
		const contentType = request.headers.get('Content-Type') ?? ''
		if (!contentType.startsWith('multipart/form-data')) return await serverAction()
		const response = await post(dataUrl(request.url), await request.formData(), request.signal)
		return (await interpret(response)) as T
	} catch (error) {
		// Status 503: React Router then skips reloading the page's loaders, which would fail offline
		// too and replace the form with the error page (see `networkErrorClientAction`).
		if (isNetworkFailure(error))
			return data({ networkError: networkMessage, at: Date.now() }, { status: 503 })
		throw error
	} finally {
		setProgress(null)
	}
}

/**
 * A route's `clientAction` for a form with a file (`clientSubmit`), reporting a request that cannot
 * reach the server with `networkMessage`.
 */
export function uploadClientAction(networkMessage: string) {
	return <T>(args: { request: Request; serverAction: () => Promise<T> }) => clientSubmit(args, networkMessage)
}

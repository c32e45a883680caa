/**
 * Server rendering of every HTML page, streamed. Adds the Content-Security-Policy with a
 * per-request nonce (ADR 0011) in production builds; bots get the whole page at once.
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { contentSecurityPolicy, createNonce } from '#app/lib/http/security-headers.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { NonceProvider } from '#app/lib/nonce.tsx'
import { currentMapOrigin } from '#app/modules/settings/settings-pages.server.ts'

export const streamTimeout = 5_000

/** Logs errors of loaders, actions and rendering as JSON (never shown to the visitor in production). */
export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'Request failed')
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const nonce = import.meta.env.DEV ? '' : createNonce()
	if (!import.meta.env.DEV) {
		responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, await currentMapOrigin()))
	}
	const userAgent = request.headers.get('user-agent')
	const readyOption: keyof RenderToPipeableStreamOptions =
		(userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				[readyOption]() {
					shellRendered = true
					const body = new PassThrough({
						final(callback) {
							clearTimeout(timeoutId)
							timeoutId = undefined
							callback()
						},
					})
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					pipe(body)
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) logger.error({ err: error }, 'Rendering failed')
				},
			},
		)
	})
}

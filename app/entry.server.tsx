/**
 * Server rendering of every HTML page. The page is rendered whole (every Suspense boundary
 * resolved) before it is sent, so that the Content-Security-Policy can allow its inline scripts by
 * their hashes instead of a per-request nonce: a page is then the same bytes for every visitor, and
 * the page cache can keep it (ADR 0025). No CSP in development (Vite injects its own scripts).
 *
 * A page sent without React (`isStaticPage`, ADR 0026) has nothing to wait for: no hydration data,
 * no Suspense boundary that suspends. It is rendered to a string in one synchronous pass, which
 * costs less than React's stream (ADR 0053).
 */
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
	type EntryContext,
	isRouteErrorResponse,
	type RouterContextProvider,
	ServerRouter,
} from 'react-router'
import { Writable } from 'node:stream'
import { isStaticPage } from '#app/components/page-scripts.tsx'
import {
	contentSecurityPolicy,
	inlineScriptHashes,
	inlineStyleHashes,
} from '#app/lib/http/security-headers.server.ts'
import { withCriticalCss } from '#app/lib/http/critical-css.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { logRefusal } from '#app/lib/http/refusal-log.server.ts'
import { loggedPath } from '#app/lib/http/logged-path.ts'
import { lowerScriptPriority } from '#app/lib/http/page-html.server.ts'
import { currentMapOrigin } from '#app/modules/public-pages/public-pages.server.ts'
import { payNowFormOrigin } from '#app/modules/registration/payment-pages.server.ts'

export const streamTimeout = 5_000

/**
 * Logs errors of loaders, actions and rendering as JSON (never shown to the visitor in production).
 * The framework's own 4xx answers (a method or route it does not serve) are refusals, not bugs: logged
 * as such, without a stack (`lib/http/refusal-log.server.ts`).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	const path = loggedPath(new URL(request.url).pathname)
	if (isRouteErrorResponse(error) && error.status < 500) {
		logRefusal('framework', { method: request.method, path, status: error.status })
		return
	}
	logger.error({ err: error, method: request.method, path }, 'Request failed')
}

/** Renders the whole page to a string; rejects when the shell fails or rendering takes too long. */
function renderPage(request: Request, routerContext: EntryContext, onError: (error: unknown) => void) {
	return new Promise<string>((resolve, reject) => {
		const chunks: Buffer[] = []
		const sink = new Writable({
			write(chunk: Buffer, _encoding, callback) {
				chunks.push(chunk)
				callback()
			},
			final(callback) {
				clearTimeout(timeoutId)
				resolve(Buffer.concat(chunks).toString('utf8'))
				callback()
			},
		})
		const { pipe, abort } = renderToPipeableStream(
			<ServerRouter context={routerContext} url={request.url} />,
			{
				onAllReady() {
					pipe(sink)
				},
				onShellError: reject,
				onError,
			},
		)
		const timeoutId = setTimeout(() => {
			abort()
			reject(new Error(`Rendering ${request.url} took longer than ${streamTimeout + 1000} ms`))
		}, streamTimeout + 1000)
	})
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	let status = responseStatusCode
	const routeId = routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? null
	// A page sent without React has no module preloads to lower.
	const rendered = isStaticPage(routeId ?? undefined)
		? `<!DOCTYPE html>${renderToString(<ServerRouter context={routerContext} url={request.url} />)}`
		: lowerScriptPriority(
				await renderPage(request, routerContext, (error) => {
					status = 500
					logger.error({ err: error }, 'Rendering failed')
				}),
			)
	// A public page's first paint needs no stylesheet (ADR 0052); a form's answer or an error keeps it.
	const plainPage = request.method.toUpperCase() === 'GET' && status === 200
	const html = withCriticalCss(rendered, plainPage ? routeId : null)
	if (!import.meta.env.DEV) {
		responseHeaders.set(
			'Content-Security-Policy',
			contentSecurityPolicy(
				inlineScriptHashes(html),
				await currentMapOrigin(loadContext),
				payNowFormOrigin(new URL(request.url).pathname),
				inlineStyleHashes(html),
			),
		)
	}
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	return new Response(html, { headers: responseHeaders, status })
}

import type { ReactNode } from 'react'
import { data, Links, Meta, Outlet, useRouteLoaderData } from 'react-router'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { PageScripts } from './components/page-scripts.tsx'
import { Toaster } from './components/ui/toaster.tsx'
import { env } from './lib/env.server.ts'
import { originCheckMiddleware } from './lib/http/origin-check.server.ts'
import { readableBodyMiddleware } from './lib/http/readable-body.server.ts'
import { readToast } from './lib/toast.server.ts'
import { localeMiddleware } from './lib/i18n/locale.server.ts'
import { languageTag, useLocale } from './lib/i18n/locale.ts'
import type { Route } from './+types/root'
import './app.css'
import { revalidateUnlessUnsent } from './lib/http/unsent.ts'
// Under Vite's inlining limit: a data: URL, so the icon costs the first visit no request.
import favicon from '../public/favicon.svg?url'

/** The site's public origin, for canonical URLs and share links (lib/seo.ts). */
export const middleware: Route.MiddlewareFunction[] = [
	// First: everything below answers in the request's language (ADR 0059).
	localeMiddleware,
	originCheckMiddleware(env.SITE_URL),
	readableBodyMiddleware,
]

export async function loader({ request }: Route.LoaderArgs) {
	const { toast, clear } = await readToast(request)
	return data({ siteUrl: env.SITE_URL, toast }, clear ? { headers: { 'Set-Cookie': clear } } : undefined)
}

/** After a form answer the network lost, the page keeps its data (lib/http/unsent.ts). */
export const shouldRevalidate = revalidateUnlessUnsent

export const links: Route.LinksFunction = () => [
	// In the page itself (ADR 0052): a phone on a slow connection fetches nothing more before its
	// first paint. Its quotes percent-encoded, which HTML attributes need not escape. `/favicon.svg`
	// is still served, for the icons drawn from it (scripts/build-pwa.mjs).
	{ rel: 'icon', href: favicon.replaceAll("'", '%27'), type: 'image/svg+xml' },
	{ rel: 'manifest', href: '/manifest.webmanifest' },
	{ rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

export function Layout({ children }: { children: ReactNode }) {
	const locale = useLocale()
	return (
		<html lang={languageTag(locale)}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#022c22" />
				<Meta />
				<Links />
			</head>
			<body id="top">
				{children}
				<RootToaster />
				<PageScripts />
			</body>
		</html>
	)
}

function RootToaster() {
	const toast = useRouteLoaderData<typeof loader>('root')?.toast
	return toast ? <Toaster key={toast.id} toast={toast} /> : null
}

export default function App() {
	return <Outlet />
}

/** Last-resort error page: a human message, never a stack trace in production. */
export function ErrorBoundary() {
	return (
		<main>
			<GeneralErrorBoundary loadDocumentWhenUnreachable />
		</main>
	)
}

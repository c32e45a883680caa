import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import './app.css'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export function Layout({ children }: { children: ReactNode }) {
	return (
		<html lang="en-GB">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#022c22" />
				<Meta />
				<Links />
			</head>
			<body id="top">
				{children}
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

/** Last-resort error page: a human message, never a stack trace in production. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	let title = 'Something went wrong'
	let message = 'An unexpected error occurred. Please try again in a moment.'
	if (isRouteErrorResponse(error)) {
		title = error.status === 404 ? 'Page not found' : `Error ${error.status}`
		message = typeof error.data === 'string' && error.data ? error.data : error.statusText || message
	}
	return (
		<main className="mx-auto max-w-xl px-4 py-24 text-center">
			<title>{title}</title>
			<h1 className="text-3xl font-bold text-brand-900">{title}</h1>
			<p className="mt-4 text-slate-700">{message}</p>
			<a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
				Back to Home
			</a>
			{import.meta.env.DEV && error instanceof Error ? (
				<pre className="mt-8 overflow-auto text-left text-xs">{error.stack}</pre>
			) : null}
		</main>
	)
}

import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { GeneralErrorBoundary } from './components/error-boundary.tsx'
import { env } from './lib/env.server.ts'
import type { Route } from './+types/root'
import './app.css'

/** The site's public origin, for canonical URLs and share links (lib/seo.ts). */
export function loader() {
	return { siteUrl: env.SITE_URL }
}

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
export function ErrorBoundary() {
	return (
		<main>
			<GeneralErrorBoundary />
		</main>
	)
}

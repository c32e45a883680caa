/**
 * Every public page's frame inside the site's layout (a pathless layout): a page that throws — a
 * 404, a failed read, a navigation the network lost — shows the error page here, with the site's
 * header and footer still around it.
 */
import { Outlet } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'

export default function PublicPage() {
	return <Outlet />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

/**
 * Every back-office screen's frame inside the chrome (a pathless layout): a screen that throws — a
 * 403 for a missing role, a 404, a failed read — shows the error page here, with the back office's
 * header and menu still around it, instead of each screen exporting its own ErrorBoundary.
 */
import { Outlet } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'

export default function BackOfficeScreen() {
	return <Outlet />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

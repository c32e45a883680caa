/**
 * Certificates (/admin/certificates): Administrator only. One edition's CPE certificates (the
 * current edition by default): the figures, "Issue certificates" once the last session has ended,
 * and the list with a search by name or number. docs/event-days.md, "CPE certificates".
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { CertificatesScreen } from '#app/modules/certificates/components/certificates-screen.tsx'
import {
	certificatesAction,
	loadCertificatesScreen,
} from '#app/modules/certificates/certificates-pages.server.ts'
import type { Route } from './+types/certificates'

export const handle = { breadcrumb: 'Certificates' }

export function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadCertificatesScreen(request)
}

export function action({ request, context }: Route.ActionArgs) {
	return certificatesAction(requireRole(context), request)
}

export default function Certificates({ loaderData }: Route.ComponentProps) {
	return <CertificatesScreen screen={loaderData} />
}

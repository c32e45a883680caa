/**
 * `/admin/certificates/pdf/{id}.pdf`: a CPE certificate's PDF (valid or revoked). Administrator
 * only, downloaded only from the back office itself, never cached.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { adminCertificatePdf } from '#app/modules/certificates/certificates-pages.server.ts'
import type { Route } from './+types/certificate-pdf'

export function loader({ request, params, context }: Route.LoaderArgs) {
	requireRole(context)
	return adminCertificatePdf(request, params.file)
}

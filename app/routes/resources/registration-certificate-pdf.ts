/**
 * `/registration/{token}/certificate.pdf`: the registrant's own valid CPE certificate, by the manage
 * link; a plain 404 otherwise (no certificate yet, a revoked one, a forged link).
 */
import { registrationCertificatePdf } from '#app/modules/registration/certificate-pages.server.ts'
import type { Route } from './+types/registration-certificate-pdf'

export function loader({ params }: Route.LoaderArgs) {
	return registrationCertificatePdf(params.token)
}

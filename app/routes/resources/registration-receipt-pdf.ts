/** `/registration/{token}/receipts/{RCT-2027-0001}.pdf`: one of the registrant's own receipts; 404 otherwise. */
import { registrationReceiptPdf } from '#app/modules/registration/documents-pages.server.ts'
import type { Route } from './+types/registration-receipt-pdf'

export function loader({ params }: Route.LoaderArgs) {
	return registrationReceiptPdf(params.token, params.file)
}

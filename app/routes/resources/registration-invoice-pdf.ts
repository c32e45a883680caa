/** `/registration/{token}/invoices/{INV-2027-0001}.pdf`: one of the registrant's own invoices; 404 otherwise. */
import { registrationInvoicePdf } from '#app/modules/registration/documents-pages.server.ts'
import type { Route } from './+types/registration-invoice-pdf'

export function loader({ params }: Route.LoaderArgs) {
	return registrationInvoicePdf(params.token, params.file)
}

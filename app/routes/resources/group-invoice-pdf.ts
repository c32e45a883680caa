/** `/group/{token}/invoices/{INV-2027-0001}.pdf`: one of the group's invoices; 404 otherwise. */
import { groupInvoicePdf } from '#app/modules/registration/documents-pages.server.ts'
import type { Route } from './+types/group-invoice-pdf'

export function loader({ params }: Route.LoaderArgs) {
	return groupInvoicePdf(params.token, params.file)
}

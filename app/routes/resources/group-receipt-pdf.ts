/** `/group/{token}/receipts/{RCT-2027-0001}.pdf`: one of the group's receipts; 404 otherwise. */
import { groupReceiptPdf } from '#app/modules/registration/documents-pages.server.ts'
import type { Route } from './+types/group-receipt-pdf'

export function loader({ params }: Route.LoaderArgs) {
	return groupReceiptPdf(params.token, params.file)
}

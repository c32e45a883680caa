/**
 * `/admin/receipts/{id}.pdf`: a receipt of the ledger. Administrator only, downloaded only from the
 * back office itself, never cached.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { adminReceiptPdf } from '#app/modules/payments/documents-pages.server.ts'
import type { Route } from './+types/receipt-pdf'

export function loader({ request, params, context }: Route.LoaderArgs) {
	requireRole(context)
	return adminReceiptPdf(request, params.file)
}

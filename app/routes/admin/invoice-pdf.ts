/**
 * `/admin/invoices/{id}.pdf`: an invoice as it was issued. Administrator only, downloaded only from
 * the back office itself, never cached.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { adminInvoicePdf } from '#app/modules/payments/documents-pages.server.ts'
import type { Route } from './+types/invoice-pdf'

export function loader({ request, params, context }: Route.LoaderArgs) {
	requireRole(context)
	return adminInvoicePdf(request, params.file)
}

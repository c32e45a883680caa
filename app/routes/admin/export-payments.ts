/**
 * Payments_<year>.csv: every ledger movement of the edition matching the ledger screen's search and
 * filters, newest first, streamed from the database. Administrator only; refused when another site
 * started the download.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { exportLedgerCsv } from '#app/modules/payments/payments-pages.server.ts'
import type { Route } from './+types/export-payments'

export function loader({ request, context }: Route.LoaderArgs) {
	const actor = requireRole(context)
	requireSameSiteDownload(request)
	return exportLedgerCsv(request, actor)
}

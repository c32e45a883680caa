/**
 * Payments (/admin/payments): Administrator only. The ledger of one edition (the current one by
 * default): every movement, newest first, paged; search by reference, name or company; method, kind
 * and date filters; the totals of the matching movements; Export to CSV; the Paystack
 * discrepancies. docs/payments.md, "Staff screens".
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { LedgerScreen } from '#app/modules/payments/components/ledger-screen.tsx'
import { loadLedgerPage } from '#app/modules/payments/payments-pages.server.ts'
import type { Route } from './+types/payments'

export const handle = { breadcrumb: 'Payments' }

export async function loader({ request, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadLedgerPage(request)
}

export default function Payments({ loaderData }: Route.ComponentProps) {
	return <LedgerScreen page={loaderData} />
}

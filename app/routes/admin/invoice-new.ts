/**
 * POST `/admin/invoices/new` (`account` registration or group, `id`, `company`, `purchase_order`):
 * issues an invoice (or gives the one already issued) and opens its PDF; a refusal goes back to the
 * account's payments screen with the reason. Administrator only.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { adminIssueInvoiceFromForm } from '#app/modules/payments/documents-pages.server.ts'
import type { Route } from './+types/invoice-new'

/** Only POST: a GET (after the role check, so a User still gets 403) answers 405. */
export function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	throw new Response('Invoices are issued with POST.', { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return adminIssueInvoiceFromForm(actor, request)
}

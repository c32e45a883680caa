/**
 * POST `/registration/{token}/invoice` (`company`, `purchase_order`): the registrant asks for an
 * invoice; 303 to its PDF, or back to their registration page with the reason. 404 for a link that
 * names no registration.
 */
import { registrationInvoiceFromForm } from '#app/modules/registration/documents-pages.server.ts'
import type { Route } from './+types/registration-invoice'

export function action({ params, request }: Route.ActionArgs) {
	return registrationInvoiceFromForm(params.token, request)
}

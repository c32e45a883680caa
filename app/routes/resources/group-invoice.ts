/**
 * POST `/group/{token}/invoice` (`company`, `purchase_order`): the group's contact asks for the
 * group's invoice; 303 to its PDF, or back to the group's page with the reason. 404 for a link that
 * names no group.
 */
import { groupInvoiceFromForm } from '#app/modules/registration/documents-pages.server.ts'
import type { Route } from './+types/group-invoice'

export function action({ params, request }: Route.ActionArgs) {
	return groupInvoiceFromForm(params.token, request)
}

/**
 * A payments screen (/admin/payments/registration/{id} and /admin/payments/group/{id}, one module
 * for both URLs): Administrator only. Who pays, the fee owed and its rule, paid, waived, refunded,
 * balance and state (for a group, each colleague's own); the ledger's movements with their receipts;
 * record a payment (bank transfer, mobile money transfer, cash), waive, refund, correct a movement
 * (after a confirmation), issue an invoice. docs/payments.md, "Staff screens".
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { AccountPaymentsScreen } from '#app/modules/payments/components/account-payments-screen.tsx'
import {
	type AccountKind,
	accountAction,
	loadAccountPage,
} from '#app/modules/payments/payments-pages.server.ts'
import type { Route } from './+types/payments-account'

export const handle = {
	breadcrumb: (data: unknown) =>
		data && typeof data === 'object' && 'payerName' in data && 'kind' in data
			? data.kind === 'group' && 'payerCompany' in data
				? `Payments: group of ${String(data.payerCompany)}`
				: `Payments: ${String(data.payerName)}`
			: 'Payments',
}

/** Which account the URL names: a group's under /admin/payments/group/, else a registration's. */
function kindOf(request: Request): AccountKind {
	return new URL(request.url).pathname.startsWith('/admin/payments/group/') ? 'group' : 'registration'
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadAccountPage(kindOf(request), params.id, new URL(request.url))
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await accountAction(actor, kindOf(request), params.id, request))
}

export default function PaymentsAccount({ loaderData, actionData }: Route.ComponentProps) {
	return <AccountPaymentsScreen page={loaderData} actionData={actionData} />
}

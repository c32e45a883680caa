/**
 * A webhook endpoint (/admin/webhooks/{endpointId}): Administrator only. Its address, events and
 * state; Edit, Switch off/on, Delete (confirmed first); its signing secret behind "Show" with Copy
 * and "Rotate secret" (confirmed first); "Send test event"; and its delivery log, newest first, with
 * a status filter, paging and "Send again". docs/webhooks.md, "In the back office".
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { WebhookEndpointView } from '#app/modules/webhooks/components/webhook-endpoint-view.tsx'
import { loadWebhookPage, webhookPageAction } from '#app/modules/webhooks/webhooks-pages.server.ts'
import type { Route } from './+types/webhook'

export const handle = { breadcrumb: 'Webhook' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Webhook: ${loaderData.endpoint.description || new URL(loaderData.endpoint.url).host} | Back office`
			: 'Webhook | Back office',
	},
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadWebhookPage(request, params.endpointId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await webhookPageAction(actor, params.endpointId, request))
}

export default function Webhook({ loaderData }: Route.ComponentProps) {
	return <WebhookEndpointView page={loaderData} />
}

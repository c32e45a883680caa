/**
 * A webhook delivery (/admin/webhook-deliveries/{deliveryId}): Administrator only. Its event, status
 * and message id, the payload as sent (pretty-printed), each attempt with its time, answer code,
 * duration, the start of the answer's body or the error; "Send again".
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { WebhookDeliveryView } from '#app/modules/webhooks/components/webhook-delivery-view.tsx'
import {
	loadWebhookDeliveryPage,
	webhookDeliveryAction,
} from '#app/modules/webhooks/webhooks-pages.server.ts'
import type { Route } from './+types/webhook-delivery'

export const handle = { breadcrumb: 'Webhook delivery' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: loaderData
			? `Webhook delivery #${loaderData.delivery.id} | Back office`
			: 'Webhook delivery | Back office',
	},
]

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return loadWebhookDeliveryPage(params.deliveryId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(await webhookDeliveryAction(actor, params.deliveryId, request))
}

export default function WebhookDelivery({ loaderData }: Route.ComponentProps) {
	return <WebhookDeliveryView page={loaderData} />
}

/**
 * Add webhook (/admin/add-webhook) and Edit webhook (/admin/webhooks/{endpointId}/edit), one module
 * for both URLs: Administrator only. The endpoint's https:// URL (refused when its host is not on the
 * public internet), an optional description and the events to send. Success goes to the endpoint's
 * page with a toast; a refusal keeps the input and says what to change.
 */
import { actionDataParts } from '#app/components/admin/form-alert.tsx'
import { FormPage } from '#app/components/admin/form-page.tsx'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { WebhookForm } from '#app/modules/webhooks/components/webhook-form.tsx'
import {
	addWebhookFromForm,
	editWebhookFromForm,
	loadWebhookEditPage,
} from '#app/modules/webhooks/webhooks-pages.server.ts'
import type { Route } from './+types/webhook-form'

export const handle = {
	breadcrumb: (data: unknown) => (data ? 'Edit webhook' : 'Add webhook'),
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${loaderData ? 'Edit webhook' : 'Add webhook'} | Back office` },
]

export async function loader({ params, context }: Route.LoaderArgs) {
	requireRole(context)
	return params.endpointId === undefined ? null : loadWebhookEditPage(params.endpointId)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	return formResponse(
		params.endpointId === undefined
			? await addWebhookFromForm(actor, request)
			: await editWebhookFromForm(actor, params.endpointId, request),
	)
}

export default function WebhookFormPage({ loaderData, actionData }: Route.ComponentProps) {
	const answer = actionDataParts(actionData)
	if (!loaderData) {
		return (
			<FormPage
				title="Add webhook"
				subtitle="Events are sent to this address as they happen, signed so the receiver can check they came from this site."
			>
				<WebhookForm mode="new" id="add-webhook" answer={answer} cancelTo="/admin/webhooks" />
			</FormPage>
		)
	}
	const { endpoint } = loaderData
	return (
		<FormPage title="Edit webhook" subtitle={<span className="break-all">{endpoint.url}</span>}>
			<WebhookForm
				key={endpoint.id}
				mode="edit"
				id={`edit-webhook-${endpoint.id}`}
				answer={answer}
				cancelTo={`/admin/webhooks/${endpoint.id}`}
				defaultValue={{ url: endpoint.url, description: endpoint.description, events: endpoint.events }}
			/>
		</FormPage>
	)
}

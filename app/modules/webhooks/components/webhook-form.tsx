/**
 * The add-webhook and edit-webhook form (/admin/add-webhook, /admin/webhooks/{endpointId}/edit):
 * the URL, an optional description and the events to send, as a group of checkboxes. Validated in
 * the browser and again by the action with the same schema; works before JavaScript loads. Whether
 * the URL's host is public is checked by the action only (its message comes back under the URL).
 */
import { type FieldMetadata, getCollectionProps } from '@conform-to/react'
import { AdminSchemaForm } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { ErrorList, SchemaFields } from '#app/components/forms.tsx'
import { WEBHOOK_LIMITS, WebhookEndpointSchema } from '../webhook-endpoint.schema.ts'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '../webhook-event-types.ts'

/** The form's values as the page gives them (the saved endpoint on edit). */
export interface WebhookFormDefaults {
	url: string
	description: string
	events: string[]
}

type WebhookFormShape = { url: string; description?: string; events: string[] }

/** The events as one checkbox each, in a fieldset named "Events", with the field's errors. */
function EventCheckboxes({ field }: { field: FieldMetadata<string[]> }) {
	const hintId = `${field.id}-hint`
	return (
		<fieldset aria-describedby={`${hintId}${field.errors?.length ? ` ${field.errorId}` : ''}`}>
			<legend className="text-sm font-semibold text-slate-800">
				Events <span className="text-red-700">*</span>
			</legend>
			<p id={hintId} className="mt-1 text-sm text-slate-600">
				Each chosen event is sent to this address as it happens, signed with the endpoint’s secret.
			</p>
			<div className="mt-3 space-y-2">
				{getCollectionProps(field, { type: 'checkbox', options: [...WEBHOOK_EVENT_TYPES] }).map(
					({ key, ...props }) => {
						const type = props.value as keyof typeof WEBHOOK_EVENT_LABELS
						return (
							<div key={key} className="flex items-start gap-3">
								<input
									{...props}
									className="accent-brand-700 mt-0.5 size-5 shrink-0 rounded border-slate-400"
								/>
								<label htmlFor={props.id} className="text-sm text-slate-800">
									<span className="font-semibold">{WEBHOOK_EVENT_LABELS[type]}</span>{' '}
									<code className="block text-xs text-slate-600">{type}</code>
								</label>
							</div>
						)
					},
				)}
			</div>
			<ErrorList id={field.errorId} errors={field.errors} />
		</fieldset>
	)
}

export function WebhookForm({
	mode,
	cancelTo,
	...fromRoute
}: {
	mode: 'new' | 'edit'
	/** Form id (unique per endpoint on the edit screen). */
	id: string
	/** The last answer (`actionDataParts`): the server's reply. */
	answer: FormAnswer
	defaultValue?: WebhookFormDefaults
	/** Where Cancel goes: the list, or the endpoint's page. */
	cancelTo: string
}) {
	return (
		<AdminSchemaForm<typeof WebhookEndpointSchema, WebhookFormShape>
			{...fromRoute}
			schema={WebhookEndpointSchema}
			intent={mode === 'new' ? 'add-webhook' : 'update-webhook'}
			buttons={
				mode === 'new'
					? { submitLabel: 'Add webhook', pendingLabel: 'Adding webhook...', cancel: { to: cancelTo } }
					: { submitLabel: 'Save webhook', cancel: { to: cancelTo } }
			}
			className="max-w-2xl space-y-5"
		>
			{(fields) => (
				<>
					<SchemaFields
						fields={fields}
						specs={{
							url: {
								type: 'url',
								label: 'Endpoint URL',
								hint: 'The https:// address the receiving service gives for webhooks. It must be reachable on the public internet: addresses on this machine or a private network are refused.',
								inputMode: 'url',
								spellCheck: false,
							},
							description: {
								label: 'Description',
								hint: `Optional, up to ${WEBHOOK_LIMITS.description} characters: what receives it, for example “CRM”.`,
							},
						}}
					/>
					<EventCheckboxes field={fields.events as FieldMetadata<string[]>} />
				</>
			)}
		</AdminSchemaForm>
	)
}

/**
 * The add-webhook and edit-webhook form (/admin/add-webhook, /admin/webhooks/{endpointId}/edit;
 * docs/webhooks.md): the endpoint's URL, an optional description and the events it is sent. The URL
 * must be an HTTPS address without a user name, password or fragment; whether its host is a public
 * internet address is checked on the server when it is saved (`webhook-admin.server.ts`).
 * Browser-safe: the form and the action share it.
 */
import { z } from 'zod'
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.ts'

/** Length limits (characters). */
export const WEBHOOK_LIMITS = { url: 2000, description: 200 } as const

/**
 * Why `value` cannot be a webhook endpoint's URL, as the form says it, or null when it can: an
 * absolute `https://` URL with a host, no `user:password@` and no `#fragment`.
 */
export function webhookUrlProblem(value: string): string | null {
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return 'Enter the full address, starting with https://, for example https://example.com/webhooks'
	}
	if (url.protocol === 'http:') {
		return 'Use an https:// address: webhooks are only sent over an encrypted connection'
	}
	if (url.protocol !== 'https:' || !url.hostname) {
		return 'Enter an address starting with https://, for example https://example.com/webhooks'
	}
	if (url.username || url.password) {
		return 'Remove the user name and password from the address: deliveries are authenticated by their signature'
	}
	if (value.includes('#')) return 'Remove the part after # from the address: it is never sent to the server'
	return null
}

const url = z
	.string({ error: 'Enter the address deliveries are sent to' })
	.trim()
	.min(1, 'Enter the address deliveries are sent to')
	.max(WEBHOOK_LIMITS.url, `The address must be at most ${WEBHOOK_LIMITS.url} characters`)
	.superRefine((value, ctx) => {
		const problem = webhookUrlProblem(value)
		if (problem) ctx.addIssue({ code: 'custom', message: problem })
	})

const description = z
	.string()
	.trim()
	.max(WEBHOOK_LIMITS.description, `The description must be at most ${WEBHOOK_LIMITS.description} characters`)
	.optional()

const events = z
	.array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose events from the list' }), {
		error: 'Choose at least one event to send',
	})
	.min(1, 'Choose at least one event to send')
	.transform((chosen) => WEBHOOK_EVENT_TYPES.filter((type) => chosen.includes(type)))

/** Add or edit a webhook endpoint: URL, Description (optional), Events (at least one). */
export const WebhookEndpointSchema = z.object({ url, description, events })

export type WebhookEndpointInput = z.infer<typeof WebhookEndpointSchema>

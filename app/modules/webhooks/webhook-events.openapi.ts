/**
 * The outgoing webhooks' events in the OpenAPI document's `webhooks` (docs/webhooks.md): what
 * each event's delivery carries, described by the Zod schema that shapes its payload
 * (`webhook-payloads.ts`), and the Standard Webhooks headers it is signed with.
 */
import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEST_EVENT } from './webhook-event-types.ts'
import { WEBHOOK_DATA_SCHEMAS, webhookEnvelopeSchema, webhookTestData } from './webhook-payloads.ts'

const signatureHeaders = z.object({
	'webhook-id': z.string().meta({
		description:
			'The message id (`msg_…`): the same on every attempt of one delivery, so a receiver can skip a repeat.',
		example: 'msg_2bJ8tWq3kRmXh9cN4yLp7A',
	}),
	'webhook-timestamp': z.string().meta({
		description:
			'When this attempt was signed, in seconds since 1970 (UTC). Refuse one more than 5 minutes off.',
		example: '1805452200',
	}),
	'webhook-signature': z.string().meta({
		description:
			'`v1,` and the base64 HMAC-SHA256, with the endpoint’s secret, of `{webhook-id}.{webhook-timestamp}.{body}` (Standard Webhooks).',
		example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
	}),
})

/** The POST a receiver gets for event `type`, whose `data` is `data`. */
function eventOperation(type: string, summary: string, data: z.ZodType): ZodOpenApiOperationObject {
	return {
		operationId: `webhook_${type.replace(/\W/g, '_')}`,
		summary,
		description: `Sent to every endpoint switched on and subscribed to \`${type}\`. Signed by the Standard Webhooks scheme; answer 2xx within 10 s, or the delivery is tried again later (docs/webhooks.md).`,
		requestParams: { header: signatureHeaders },
		requestBody: {
			required: true,
			content: { 'application/json': { schema: webhookEnvelopeSchema(type, data) } },
		},
		responses: {
			'2XX': { description: 'Received. Any other answer, or none within 10 s, is tried again.' },
		},
	}
}

/** The webhooks' events, keyed by event type (`registration.created`). */
export const webhookEventDocs: ZodOpenApiPathsObject = {
	...Object.fromEntries(
		Object.entries(WEBHOOK_DATA_SCHEMAS).map(([type, data]) => [
			type,
			{ post: eventOperation(type, WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS], data) },
		]),
	),
	[WEBHOOK_TEST_EVENT]: { post: eventOperation(WEBHOOK_TEST_EVENT, 'Test event', webhookTestData) },
}

/**
 * The outgoing webhooks' events in the OpenAPI document's `webhooks` (docs/webhooks.md): what
 * each event's delivery carries, described by the Zod schema that shapes its payload.
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi'

/** The webhooks' events, keyed by event type (`registration.created`). */
export const webhookEventDocs: ZodOpenApiPathsObject = {}

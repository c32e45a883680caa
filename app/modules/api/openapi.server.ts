/**
 * The OpenAPI 3.1 document of the API for programs (docs/api.md), generated with zod-openapi from
 * the same Zod schemas that shape the responses, so the document cannot drift from what is sent.
 * Served at `/api/v1/openapi.json`; the reference page at `/api/v1/reference` is drawn from it.
 */
import { createDocument, type oas31 } from 'zod-openapi'
import { webhookEventDocs } from '#app/modules/webhooks/webhook-events.openapi.ts'
import { publicApiPaths } from './public-api.openapi.ts'
import { schedulePaths } from './schedule.openapi.ts'
import { staffApiPaths } from './staff-api.openapi.ts'

/** The API's version in the document's `info`, raised with every change a client can see. */
export const API_VERSION = '1.1.0'

let document: oas31.OpenAPIObject | undefined

/**
 * The OpenAPI document, with `siteUrl` + `/api/v1` as its server (built once per process; the
 * schemas do not change while it runs).
 */
export function openApiDocument(siteUrl: string): oas31.OpenAPIObject {
	document ??= createDocument({
		openapi: '3.1.0',
		info: {
			title: 'Internal Audit Leadership Summit API',
			version: API_VERSION,
			description:
				'The summit’s edition, agenda, speakers, sponsors and blog for apps and screens, and its registrations for the organiser’s own tools.',
		},
		servers: [{ url: '/api/v1' }],
		paths: { ...publicApiPaths, ...schedulePaths, ...staffApiPaths },
		webhooks: webhookEventDocs,
		components: {
			securitySchemes: {
				apiToken: {
					type: 'http',
					scheme: 'bearer',
					description: 'A staff API token, created by an Administrator in the back office (API tokens).',
				},
			},
		},
	})
	return { ...document, servers: [{ url: `${siteUrl.replace(/\/$/, '')}/api/v1` }] }
}

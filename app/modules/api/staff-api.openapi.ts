/**
 * The staff API's operations in the OpenAPI document (docs/api-tokens.md): registrations,
 * partnership enquiries and check-ins, each behind a token with its scope.
 */
import type { ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from 'zod-openapi'
import {
	CheckInBodySchema,
	CheckInResultSchema,
	EnquiryPageSchema,
	RegistrationListQuerySchema,
	RegistrationPageSchema,
	StaffListQuerySchema,
} from './staff-api.schema.ts'
import { problemSchema } from './problem.schema.ts'

const problem = (
	description: string,
	headers?: Record<string, { description: string; schema: { type: 'string' } }>,
) => ({
	description,
	...(headers ? { headers } : {}),
	content: { 'application/problem+json': { schema: problemSchema } },
})

/** The refusals every token call may get. */
const TOKEN_REFUSALS: ZodOpenApiResponsesObject = {
	'401': problem('No token, or a malformed, unknown or revoked one (the same answer whichever).', {
		'WWW-Authenticate': { description: '`Bearer realm="summit-staff-api"`', schema: { type: 'string' } },
	}),
	'403': problem('The token does not have the scope this call needs.'),
	'429': problem('The token made too many calls (600 a minute).', {
		'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } },
	}),
}

const LINK_HEADER = {
	Link: {
		description: 'The next page, `<…>; rel="next"`, when there is one.',
		schema: { type: 'string' as const },
	},
	ETag: {
		description: 'The page’s strong ETag; send it as If-None-Match to get 304 when nothing changed.',
		schema: { type: 'string' as const },
	},
}

/** The staff API's paths, keyed by their path under the server URL (`/api/v1`). */
export const staffApiPaths: ZodOpenApiPathsObject = {
	'/registrations': {
		get: {
			operationId: 'listRegistrations',
			tags: ['Staff'],
			summary: 'Registrations changed since an instant, paged',
			description:
				'Ordered by (updated_at, id). Registrations removed (cancelled, deleted, erased) come as `removed: true` records in the same order. Scope `registrations:read`.',
			security: [{ apiToken: [] }],
			requestParams: { query: RegistrationListQuerySchema },
			responses: {
				'200': {
					description: 'One page.',
					headers: LINK_HEADER,
					content: { 'application/json': { schema: RegistrationPageSchema } },
				},
				'400': problem('A parameter is not valid (e.g. limit over 500), or the cursor is malformed.'),
				...TOKEN_REFUSALS,
			},
		},
	},
	'/enquiries': {
		get: {
			operationId: 'listEnquiries',
			tags: ['Staff'],
			summary: 'Partnership enquiries changed since an instant, paged',
			description:
				'Ordered by (updated_at, id). Enquiries removed come as `removed: true` records in the same order. Scope `enquiries:read`.',
			security: [{ apiToken: [] }],
			requestParams: { query: StaffListQuerySchema },
			responses: {
				'200': {
					description: 'One page.',
					headers: LINK_HEADER,
					content: { 'application/json': { schema: EnquiryPageSchema } },
				},
				'400': problem('A parameter is not valid (e.g. limit over 500), or the cursor is malformed.'),
				...TOKEN_REFUSALS,
			},
		},
	},
	'/check-ins': {
		post: {
			operationId: 'checkIn',
			tags: ['Staff'],
			summary: 'Check a delegate in by their ticket',
			description:
				'As the check-in desk does: by the ticket’s link or token, or the desk reference printed on it, for the editions open at the desk. Scope `check-ins:write`.',
			security: [{ apiToken: [] }],
			requestBody: { required: true, content: { 'application/json': { schema: CheckInBodySchema } } },
			responses: {
				'201': {
					description: 'Checked in by this call.',
					content: { 'application/json': { schema: CheckInResultSchema } },
				},
				'200': {
					description: 'Already checked in (when is in `registration.checked_in_at`); nothing changed.',
					content: { 'application/json': { schema: CheckInResultSchema } },
				},
				'400': problem('The body is not `{ "ticket": "…" }` JSON, or the ticket is unreadable.'),
				'404': problem(
					'No registration open for check-in matches (forged, cancelled, mistyped, another edition).',
				),
				'409': problem('Several registrations share the desk reference typed.'),
				...TOKEN_REFUSALS,
			},
		},
	},
}

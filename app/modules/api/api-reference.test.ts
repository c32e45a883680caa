import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { createDocument } from 'zod-openapi'
import { PROBLEMS } from '#app/lib/api/problem.ts'
import { PROBLEM_EXPLANATIONS, referenceView } from './api-reference.ts'
import { openApiDocument } from './openapi.server.ts'
import { problemResponses, problemSchema } from './problem.schema.ts'

describe('the reference page’s view of the OpenAPI document', () => {
	test('the public operations, grouped by tag, with their parameters and their bodies’ fields', () => {
		const view = referenceView(
			openApiDocument('https://summit.example') as Parameters<typeof referenceView>[0],
		)
		expect(view.serverUrl).toBe('https://summit.example/api/v1')
		const agenda = view.groups.find((g) => g.tag === 'Agenda')!
		const getSession = agenda.operations.find((o) => o.anchor === 'getsession')!
		expect(getSession).toMatchObject({ method: 'GET', path: '/sessions/{sessionId}', security: [] })
		expect(getSession.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
			['sessionId', 'path', true],
			['lang', 'query', false],
		])
		const ok = getSession.responses.find((r) => r.status === '200')!
		expect(ok.schemaName).toBe('SessionResponse')
		expect(ok.fields).toContainEqual(
			expect.objectContaining({ path: 'data.speakers[].id', type: 'integer | null', depth: 2 }),
		)
		expect(ok.fields).toContainEqual(
			expect.objectContaining({ path: 'data.starts_at', type: 'string (date-time)' }),
		)
		expect(getSession.responses.find((r) => r.status === '404')).toMatchObject({
			isProblem: true,
			fields: [],
		})
	})

	test('drawn generically: a token operation shows its scheme and scope, webhooks show, refs do not loop', () => {
		const node = z.object({ name: z.string() }).meta({ id: 'Node' })
		const document = createDocument({
			openapi: '3.1.0',
			info: { title: 'T', version: '1' },
			paths: {
				'/registrations': {
					get: {
						operationId: 'listRegistrations',
						tags: ['Staff'],
						security: [{ apiToken: ['registrations:read'] }],
						responses: {
							'200': {
								description: 'ok',
								content: { 'application/json': { schema: z.object({ data: z.array(node) }) } },
							},
							...problemResponses(401, 403),
						},
					},
				},
			},
			webhooks: {
				'registration.created': {
					post: {
						summary: 'A registration was made',
						requestBody: {
							content: { 'application/json': { schema: z.object({ type: z.literal('x'), node }) } },
						},
						responses: { '200': { description: 'Received' } },
					},
				},
			},
			components: { securitySchemes: { apiToken: { type: 'http', scheme: 'bearer' } } },
		})
		const view = referenceView(document as Parameters<typeof referenceView>[0])
		const op = view.groups[0]!.operations[0]!
		expect(op.security).toEqual([{ scheme: 'apiToken', scopes: ['registrations:read'] }])
		expect(op.responses.map((r) => [r.status, r.isProblem])).toEqual([
			['200', false],
			['401', true],
			['403', true],
		])
		expect(view.webhooks).toHaveLength(1)
		expect(view.webhooks[0]).toMatchObject({
			name: 'registration.created',
			anchor: 'webhook-registration-created',
		})
		expect(view.webhooks[0]!.requestBody!.fields.map((f) => f.path)).toEqual(['type', 'node', 'node.name'])
		expect(view.securitySchemes).toEqual([
			{ name: 'apiToken', type: 'http', scheme: 'bearer', description: '' },
		])
	})
})

describe('problems in the document', () => {
	test('every kind of problem has its explanation on the reference page', () => {
		expect(Object.keys(PROBLEM_EXPLANATIONS).sort()).toEqual(Object.keys(PROBLEMS).sort())
	})

	test('problemResponses gives each status its problem’s title and the Problem schema; an unknown status throws', () => {
		const responses = problemResponses(400, 404) as Record<string, { description: string; content: object }>
		expect(Object.keys(responses)).toEqual(['400', '404'])
		expect(responses['404']!.description).toBe('Nothing is here (`not-found`).')
		expect(responses['400']!.content).toEqual({ 'application/problem+json': { schema: problemSchema } })
		expect(() => problemResponses(500 as 400)).toThrow(/No problem has status 500/)
	})
})

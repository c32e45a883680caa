/**
 * The problem details body (RFC 9457) of every refusal of the API for programs, as a Zod schema for
 * the OpenAPI document: the shape `problem()` in `app/lib/api/problem.ts` writes, documented in
 * docs/api.md ("Errors") and on the reference page (`#problem-<kind>`).
 */
import { z } from 'zod'
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi'
import { PROBLEMS } from '#app/lib/api/problem.ts'

/** One bad field or query parameter of a 400, by name, with what is wrong with it. */
export const problemFieldSchema = z
	.object({
		name: z.string().meta({ description: 'The field or query parameter.', example: 'lang' }),
		reason: z.string().meta({ description: 'What is wrong with it, in English.', example: 'Use en or fr.' }),
	})
	.meta({ id: 'ProblemField', description: 'A field or query parameter the request got wrong.' })

/** A problem+json body: `type` links to the reference page's section on that kind of problem. */
export const problemSchema = z
	.object({
		type: z.string().meta({
			description:
				'A URL, relative to the site, of this kind of problem on the reference page (`/api/v1/reference#problem-<kind>`).',
			example: '/api/v1/reference#problem-not-found',
		}),
		title: z.string().meta({
			description: 'The same for every problem of this type.',
			example: PROBLEMS['not-found'].title,
		}),
		status: z.int().meta({ description: 'The HTTP status code.', example: 404 }),
		detail: z.string().meta({
			description: 'What was wrong with this request, in English.',
			example: 'There is no session 999.',
		}),
		errors: z
			.array(problemFieldSchema)
			.optional()
			.meta({ description: 'On a 400: each field or query parameter that is wrong.' }),
	})
	.meta({
		id: 'Problem',
		description: 'Problem details (RFC 9457), sent as `application/problem+json` with every refusal.',
	})

/** The statuses a problem can have (`PROBLEMS` in `app/lib/api/problem.ts`). */
export type ProblemStatus = (typeof PROBLEMS)[keyof typeof PROBLEMS]['status']

/**
 * The OpenAPI responses of the problems with the given `statuses` (400, 401, 403, 404, 406, 409,
 * 429), each described by its problem's title and answered with `problemSchema`. Throws for a status
 * that is no problem's: a mistake in a path object, caught as the document is built.
 */
export function problemResponses(...statuses: ProblemStatus[]): ZodOpenApiResponsesObject {
	const responses: Record<string, ZodOpenApiResponseObject> = {}
	for (const status of statuses) {
		const entry = Object.entries(PROBLEMS).find(([, p]) => p.status === status)
		if (!entry) throw new Error(`No problem has status ${status}`)
		const [kind, { title }] = entry
		responses[String(status)] = {
			description: `${title} (\`${kind}\`).`,
			content: { 'application/problem+json': { schema: problemSchema } },
		}
	}
	return responses as ZodOpenApiResponsesObject
}

/**
 * What the API reference page (`/api/v1/reference`) loads: the view of the OpenAPI document this
 * site serves (`referenceView`), and the kinds of problem with their status, title and meaning.
 */
import { env } from '#app/lib/env.server.ts'
import { PROBLEMS, type ProblemType } from '#app/lib/api/problem.ts'
import { PROBLEM_EXPLANATIONS, referenceView } from './api-reference.ts'
import { openApiDocument } from './openapi.server.ts'

/** The reference page's data: the document's view, and the problems in status order. */
export function loadApiReference() {
	const document = openApiDocument(env.SITE_URL)
	return {
		reference: referenceView(document as Parameters<typeof referenceView>[0]),
		problems: (Object.keys(PROBLEMS) as ProblemType[])
			.map((kind) => ({ kind, ...PROBLEMS[kind], explanation: PROBLEM_EXPLANATIONS[kind] }))
			.sort((a, b) => a.status - b.status),
	}
}

/**
 * Problem details (RFC 9457): how every refusal of the API for programs is written
 * (docs/api.md, "Errors"). The body is `application/problem+json`; `type` is a URL of
 * docs/api.md's errors section on this site, `title` is the same for every problem of that type,
 * `detail` says what was wrong with this request, in English, and never names a secret.
 */

/** The kinds of problem the API answers with, and their status and title. */
export const PROBLEMS = {
	'invalid-request': { status: 400, title: 'The request is not valid' },
	unauthorized: { status: 401, title: 'A valid API token is needed' },
	forbidden: { status: 403, title: 'The token may not do this' },
	'not-found': { status: 404, title: 'Nothing is here' },
	'method-not-allowed': { status: 405, title: 'This method is not served here' },
	'not-acceptable': { status: 406, title: 'No such format' },
	conflict: { status: 409, title: 'The request conflicts with the current state' },
	'rate-limited': { status: 429, title: 'Too many requests' },
} as const

export type ProblemType = keyof typeof PROBLEMS

/** One field's complaint, as listed in a 400's `errors` (the field's name, or a query parameter). */
export interface ProblemField {
	name: string
	reason: string
}

/** A problem's body: RFC 9457's members, and `errors` for a 400 naming each bad field. */
export interface Problem {
	type: string
	title: string
	status: number
	detail: string
	errors?: ProblemField[]
}

/** The problem body of `kind` with `detail` (and the bad fields of a 400). */
export function problem(kind: ProblemType, detail: string, errors?: ProblemField[]): Problem {
	const { status, title } = PROBLEMS[kind]
	return { type: `/api/v1/reference#problem-${kind}`, title, status, detail, ...(errors ? { errors } : {}) }
}

/**
 * The response of a problem: its status, `application/problem+json`, never stored by a cache, and
 * any extra `headers` (`WWW-Authenticate` for a 401, `Retry-After` for a 429).
 */
export function problemResponse(
	kind: ProblemType,
	detail: string,
	options: { errors?: ProblemField[]; headers?: Record<string, string> } = {},
): Response {
	const body = problem(kind, detail, options.errors)
	return new Response(JSON.stringify(body), {
		status: body.status,
		headers: {
			'Content-Type': 'application/problem+json',
			'Cache-Control': 'no-store',
			...options.headers,
		},
	})
}

/**
 * The answers of the public read API (docs/api.md) on a given database: each reads the request's
 * query (`lang`, and `category` where a list takes it) and path id, then answers JSON with an
 * ETag (304 when the client has it), shared-cache headers and CORS open to every origin
 * (`apiJsonResponse`), or a problem (RFC 9457): 400 `invalid-request` for a bad query parameter,
 * 404 `not-found` for an id that names nothing (a path id that is not a positive integer names
 * nothing either). Problems carry `Access-Control-Allow-Origin: *` too, so a web app can read them.
 */
import { apiJsonResponse } from '#app/lib/api/json-response.server.ts'
import { type ProblemField, problemResponse } from '#app/lib/api/problem.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import type { Handle } from '#app/db/handle.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import {
	type PublicApiContext,
	readEdition,
	readPost,
	readPosts,
	readSession,
	readSessions,
	readSpeaker,
	readSpeakers,
	readSponsors,
} from './public-api-read.server.ts'
import type { Lang } from './public-api.schema.ts'

/** Where the answers read: a database, the site's origin, and the clock. */
export interface PublicApiDeps {
	db: Handle
	siteUrl: string
	now: () => Date
}

/** The query parameters each operation reads; any other is ignored (a cache-buster, say). */
type QueryName = 'lang' | 'category'

interface ParsedQuery {
	lang: Lang
	categoryId?: number
}

/** A refusal, with CORS open so that a script on another site can read why. */
function publicProblem(...args: Parameters<typeof problemResponse>): Response {
	const [kind, detail, options = {}] = args
	return problemResponse(kind, detail, {
		...options,
		headers: { 'Access-Control-Allow-Origin': '*', ...options.headers },
	})
}

/** `lang` and (when `names` has it) `category` of `request`, or the fields they got wrong. */
function parseQuery(request: Request, names: readonly QueryName[]): ParsedQuery | ProblemField[] {
	const params = new URL(request.url).searchParams
	const errors: ProblemField[] = []
	const single = (name: QueryName): string | undefined => {
		const values = params.getAll(name)
		if (values.length > 1) errors.push({ name, reason: `Give ${name} once, not ${values.length} times.` })
		return values[0]
	}
	const parsed: ParsedQuery = { lang: 'en' }
	const lang = single('lang')
	if (lang !== undefined) {
		if (lang === 'en' || lang === 'fr') parsed.lang = lang
		else errors.push({ name: 'lang', reason: 'Use en (English, the default) or fr (French).' })
	}
	if (names.includes('category')) {
		const category = single('category')
		if (category !== undefined) {
			const id = parseRecordId(category)
			if (id === null) errors.push({ name: 'category', reason: 'A category id is a positive integer.' })
			else parsed.categoryId = id
		}
	}
	return errors.length > 0 ? errors : parsed
}

/**
 * Answers `request` with `{ "data": value }` read by `read` in the query's language, or a problem:
 * 400 for a bad query, 404 with `missing` when `read` finds nothing (null).
 */
async function answer<T>(
	deps: PublicApiDeps,
	request: Request,
	names: readonly QueryName[],
	read: (ctx: PublicApiContext, query: ParsedQuery) => Promise<T | null>,
	missing = 'Nothing is here.',
): Promise<Response> {
	const query = parseQuery(request, names)
	if (Array.isArray(query)) {
		const detail = query.map((e) => `${e.name}: ${e.reason}`).join(' ')
		return publicProblem('invalid-request', detail, { errors: query })
	}
	const ctx: PublicApiContext = { siteUrl: deps.siteUrl.replace(/\/+$/, ''), now: deps.now() }
	const value = await inLocale(query.lang, () => read(ctx, query))
	if (value === null) return publicProblem('not-found', missing)
	return apiJsonResponse(request, { data: value }, 'public', { 'Content-Language': query.lang })
}

/** The record id of a path parameter, or null: then the path names nothing (a 404). */
function pathId(param: string | undefined): number | null {
	return parseRecordId(param)
}

/** A 404 for a path id that names no `noun` (`param` as sent, shortened). */
function noSuch(noun: string, param: string | undefined): string {
	const shown = (param ?? '').slice(0, 40)
	return parseRecordId(param) === null
		? `There is no ${noun} “${shown}”: ids are positive integers.`
		: `There is no ${noun} ${shown}.`
}

/** `GET /api/v1/edition`: the current edition, or 404 before there is one. */
export function answerEdition(deps: PublicApiDeps, request: Request) {
	return answer(deps, request, ['lang'], (ctx) => readEdition(deps.db, ctx), 'No edition is announced yet.')
}

/** `GET /api/v1/sessions`: the current edition's sessions. */
export function answerSessions(deps: PublicApiDeps, request: Request) {
	return answer(deps, request, ['lang'], (ctx) => readSessions(deps.db, ctx))
}

/** `GET /api/v1/sessions/{sessionId}`: one session of the current edition. */
export function answerSession(deps: PublicApiDeps, request: Request, param: string | undefined) {
	const id = pathId(param)
	return answer(
		deps,
		request,
		['lang'],
		(ctx) => (id === null ? Promise.resolve(null) : readSession(deps.db, ctx, id)),
		noSuch('session in the current edition', param),
	)
}

/** `GET /api/v1/speakers[?category=]`: every speaker, or a category's. */
export function answerSpeakers(deps: PublicApiDeps, request: Request) {
	return answer(deps, request, ['lang', 'category'], (ctx, q) =>
		readSpeakers(deps.db, ctx, { categoryId: q.categoryId }),
	)
}

/** `GET /api/v1/speakers/{speakerId}`: one speaker. */
export function answerSpeaker(deps: PublicApiDeps, request: Request, param: string | undefined) {
	const id = pathId(param)
	return answer(
		deps,
		request,
		['lang'],
		(ctx) => (id === null ? Promise.resolve(null) : readSpeaker(deps.db, ctx, id)),
		noSuch('speaker', param),
	)
}

/** `GET /api/v1/sponsors`: every sponsor with its tier. */
export function answerSponsors(deps: PublicApiDeps, request: Request) {
	return answer(deps, request, ['lang'], (ctx) => readSponsors(deps.db, ctx))
}

/** `GET /api/v1/posts[?category=]`: the latest published posts, or a media category's. */
export function answerPosts(deps: PublicApiDeps, request: Request) {
	return answer(deps, request, ['lang', 'category'], (ctx, q) =>
		readPosts(deps.db, ctx, { categoryId: q.categoryId }),
	)
}

/** `GET /api/v1/posts/{postId}`: one published post. */
export function answerPost(deps: PublicApiDeps, request: Request, param: string | undefined) {
	const id = pathId(param)
	return answer(
		deps,
		request,
		['lang'],
		(ctx) => (id === null ? Promise.resolve(null) : readPost(deps.db, ctx, id)),
		noSuch('published post', param),
	)
}

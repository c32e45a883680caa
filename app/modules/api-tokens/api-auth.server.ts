/**
 * Who is calling the staff API (ADR 0062, docs/api-tokens.md): `Authorization: Bearer summit_…`.
 * - No header, another scheme, a malformed, unknown or revoked token: 401, the same body whichever
 *   (a caller learns nothing of which tokens exist), with `WWW-Authenticate: Bearer`.
 * - Every call with a known token counts against its rate limit (`API_TOKEN_RATE_LIMIT`, stored in
 *   the database so every app instance shares it): over it, 429 with `Retry-After` (seconds).
 * - A token without the call's scope: 403.
 * - Every call with a known token is logged (one `info` line: the token's id, the scope, method,
 *   path and verdict; never the token), and its last use is written at most once a minute.
 */
import type { Database } from '#app/db/handle.ts'
import { problemResponse } from '#app/lib/api/problem.ts'
import { consumeAttempt, databaseRateLimiter, type LimitRule } from '#app/lib/http/rate-limit.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { ApiTokenScope } from './api-token.ts'
import { hashApiToken, isApiTokenShape } from './api-token-secret.server.ts'
import { findApiTokenByHash, touchApiToken } from './api-tokens.queries.server.ts'

/** Calls one token may make: 600 a minute (10 a second, sustained). */
export const API_TOKEN_RATE_LIMIT: LimitRule = {
	keyPrefix: 'api_token',
	points: 600,
	windowSeconds: 60,
	blockSeconds: 0,
}

/** A token's last use is written at most this often (seconds), not on every call. */
export const LAST_USED_RESOLUTION_SECONDS = 60

/** The caller an authenticated request comes from. */
export interface ApiCaller {
	tokenId: number
	name: string
	scopes: readonly ApiTokenScope[]
}

const UNAUTHORIZED =
	'Send a valid, unrevoked staff API token as "Authorization: Bearer <token>". Tokens are made by an Administrator in the back office.'

/** Last-use writes by database and token id, in this process: spares the database a write per call. */
const lastTouched = new WeakMap<Database, Map<number, number>>()

function unauthorized(): Response {
	return problemResponse('unauthorized', UNAUTHORIZED, {
		headers: { 'WWW-Authenticate': 'Bearer realm="summit-staff-api"' },
	})
}

/** The bearer token of `request`'s `Authorization` header, or null. */
function bearerToken(request: Request): string | null {
	const header = request.headers.get('Authorization')
	const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null
	return match ? match[1]! : null
}

/**
 * Checks `request`'s token for `scope` at `now` (the rules: see the module's comment). Returns the
 * caller, or throws the problem `Response` (401, 403 or 429) the route answers with. `rule`
 * replaces the rate limit (tests).
 */
export async function requireApiToken(
	db: Database,
	request: Request,
	scope: ApiTokenScope,
	now: Date,
	rule: LimitRule = API_TOKEN_RATE_LIMIT,
): Promise<ApiCaller> {
	const token = bearerToken(request)
	if (!token || !isApiTokenShape(token)) throw unauthorized()
	const found = await findApiTokenByHash(db, hashApiToken(token))
	if (!found || found.revoked) throw unauthorized()

	const path = new URL(request.url).pathname
	const log = (verdict: 'allowed' | 'forbidden' | 'rate-limited') =>
		logger.info({ apiToken: found.id, scope, method: request.method, path, verdict }, 'staff api call')

	const wait = await consumeAttempt(await databaseRateLimiter(db, rule), String(found.id))
	if (wait !== null) {
		log('rate-limited')
		throw problemResponse(
			'rate-limited',
			`This token may make ${rule.points} calls per ${rule.windowSeconds} seconds. Try again in ${wait} seconds.`,
			{
				headers: { 'Retry-After': String(wait) },
			},
		)
	}
	await touchLastUsed(db, found.id, now)
	if (!found.scopes.includes(scope)) {
		log('forbidden')
		throw problemResponse('forbidden', `This token does not have the scope "${scope}" this call needs.`)
	}
	log('allowed')
	return { tokenId: found.id, name: found.name, scopes: found.scopes }
}

/** Writes token `id`'s last use at `now` unless this process (or the database) did in the last minute. */
async function touchLastUsed(db: Database, id: number, now: Date): Promise<void> {
	let touched = lastTouched.get(db)
	if (!touched) lastTouched.set(db, (touched = new Map()))
	const last = touched.get(id)
	if (last !== undefined && Math.abs(now.getTime() - last) < LAST_USED_RESOLUTION_SECONDS * 1000) return
	await touchApiToken(db, id, now, LAST_USED_RESOLUTION_SECONDS)
	touched.set(id, now.getTime())
}

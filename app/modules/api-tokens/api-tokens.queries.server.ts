/**
 * The `api_tokens` table (migration 0024, ADR 0062): a token is kept only as its SHA-256 hash, with
 * a short prefix to name it in lists. Query functions take a `Handle` first so they compose inside a
 * transaction.
 */
import type { Handle } from '#app/db/handle.ts'
import { API_TOKEN_SCOPES, type ApiTokenScope } from './api-token.ts'

/** A token as the back office lists it (never its hash). Times are ISO-8601 UTC. */
export interface ApiTokenRow {
	id: number
	name: string
	prefix: string
	scopes: ApiTokenScope[]
	createdBy: string | null
	createdAt: string
	lastUsedAt: string | null
	revokedAt: string | null
	revokedBy: string | null
}

/** A token as the API checks it: what it may do, and whether it was revoked. */
export interface ApiTokenCredential {
	id: number
	name: string
	scopes: ApiTokenScope[]
	revoked: boolean
	lastUsedAt: string | null
}

/** The known scopes in a stored space-separated list, in `API_TOKEN_SCOPES` order. */
export function parseScopes(text: string): ApiTokenScope[] {
	const words = new Set(text.split(' '))
	return API_TOKEN_SCOPES.filter((scope) => words.has(scope))
}

/** Stores a token (its hash, prefix and scopes) made by user `createdBy` at `now`; returns its id. */
export async function insertApiToken(
	db: Handle,
	token: { name: string; tokenHash: string; prefix: string; scopes: readonly ApiTokenScope[] },
	createdBy: number,
	now: Date,
): Promise<number> {
	const row = await db
		.insertInto('api_tokens')
		.values({
			name: token.name,
			token_hash: token.tokenHash,
			prefix: token.prefix,
			scopes: token.scopes.join(' '),
			created_by: createdBy,
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Every token, newest first, with the names of who made and revoked it (null once the account is gone). */
export async function listApiTokens(db: Handle): Promise<ApiTokenRow[]> {
	const rows = await db
		.selectFrom('api_tokens as t')
		.leftJoin('users as c', 'c.id', 't.created_by')
		.leftJoin('users as r', 'r.id', 't.revoked_by')
		.select([
			't.id',
			't.name',
			't.prefix',
			't.scopes',
			'c.full_name as createdBy',
			't.created_at as createdAt',
			't.last_used_at as lastUsedAt',
			't.revoked_at as revokedAt',
			'r.full_name as revokedBy',
		])
		.orderBy('t.id', 'desc')
		.execute()
	return rows.map((row) => ({ ...row, scopes: parseScopes(row.scopes) }))
}

/** Token `id`'s name and whether it is revoked, or undefined. */
export async function findApiToken(
	db: Handle,
	id: number,
): Promise<{ id: number; name: string; prefix: string; revokedAt: string | null } | undefined> {
	return db
		.selectFrom('api_tokens')
		.select(['id', 'name', 'prefix', 'revoked_at as revokedAt'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** The token whose hash is `tokenHash`, or undefined. */
export async function findApiTokenByHash(
	db: Handle,
	tokenHash: string,
): Promise<ApiTokenCredential | undefined> {
	const row = await db
		.selectFrom('api_tokens')
		.select(['id', 'name', 'scopes', 'revoked_at', 'last_used_at'])
		.where('token_hash', '=', tokenHash)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		id: row.id,
		name: row.name,
		scopes: parseScopes(row.scopes),
		revoked: row.revoked_at !== null,
		lastUsedAt: row.last_used_at,
	}
}

/** Revokes token `id` at `now` by user `revokedBy`; false when it is unknown or already revoked. */
export async function markApiTokenRevoked(
	db: Handle,
	id: number,
	revokedBy: number,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('api_tokens')
		.set({ revoked_at: now.toISOString(), revoked_by: revokedBy })
		.where('id', '=', id)
		.where('revoked_at', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/**
 * Sets token `id`'s last use to `now` unless it was set less than `minSeconds` before (one write a
 * minute at most, whatever the calls). Returns whether it wrote.
 */
export async function touchApiToken(db: Handle, id: number, now: Date, minSeconds: number): Promise<boolean> {
	const before = new Date(now.getTime() - minSeconds * 1000).toISOString()
	const result = await db
		.updateTable('api_tokens')
		.set({ last_used_at: now.toISOString() })
		.where('id', '=', id)
		.where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

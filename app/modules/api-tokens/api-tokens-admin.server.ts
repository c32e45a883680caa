/**
 * The back office's changes to staff API tokens (ADR 0062, docs/api-tokens.md): creating one (its
 * secret returned once, never stored) and revoking one. Each change and its activity row, named
 * after the Administrator, are one transaction.
 */
import type { Database } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import type { NewApiToken } from './api-token.schema.ts'
import { newApiTokenSecret } from './api-token-secret.server.ts'
import { findApiToken, insertApiToken, markApiTokenRevoked } from './api-tokens.queries.server.ts'

/**
 * Creates token `input` (name, scopes) by `actor` at `now`, with a "Create API Token" activity row.
 * Returns its id and the token itself (`summit_…`): the only time it exists outside the client.
 */
export async function createApiToken(
	db: Database,
	actor: Actor,
	input: NewApiToken,
	now: Date,
): Promise<{ id: number; token: string; prefix: string }> {
	const secret = newApiTokenSecret()
	return writeTransaction(db, async (trx) => {
		const id = await insertApiToken(trx, { ...input, ...secret }, actor.id, now)
		await recordActivity(
			trx,
			actorActivity(
				actor,
				'Create API Token',
				`Created API token "${input.name}" (${secret.prefix}…) with ${input.scopes.join(', ')}`,
			),
			now,
		)
		return { id, token: secret.token, prefix: secret.prefix }
	})
}

/**
 * Revokes token `id` by `actor` at `now`, with a "Revoke API Token" activity row: calls with it are
 * refused (401) from then on. False (nothing written) when it is unknown or already revoked.
 */
export async function revokeApiToken(db: Database, actor: Actor, id: number, now: Date): Promise<boolean> {
	return writeTransaction(db, async (trx) => {
		const token = await findApiToken(trx, id)
		if (!token || !(await markApiTokenRevoked(trx, id, actor.id, now))) return false
		await recordActivity(
			trx,
			actorActivity(actor, 'Revoke API Token', `Revoked API token "${token.name}" (${token.prefix}…)`),
			now,
		)
		return true
	})
}

/**
 * What the back office's API tokens screen (/admin/api-tokens, Administrators) calls
 * (docs/api-tokens.md): the list, and the form's two intents, `create` (name and scopes: the new
 * token comes back in the action's answer, once, and is never stored or sent again) and `revoke`
 * (the token's `id`, after the screen's confirmation).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { type FormOutcome, formReply } from '#app/lib/form-outcome.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import { NewApiTokenSchema } from './api-token.schema.ts'
import { createApiToken, revokeApiToken } from './api-tokens-admin.server.ts'
import { type ApiTokenRow, listApiTokens } from './api-tokens.queries.server.ts'

/** The screen's data: every token (newest first), and the one `?revoke=` asks to confirm, if any. */
export async function loadApiTokensPage(
	request: Request,
): Promise<{ tokens: ApiTokenRow[]; confirmRevoke: ApiTokenRow | null }> {
	const tokens = await listApiTokens(db)
	const revokeId = parseRecordId(new URL(request.url).searchParams.get('revoke') ?? undefined)
	const confirmRevoke = tokens.find((token) => token.id === revokeId && token.revokedAt === null) ?? null
	return { tokens, confirmRevoke }
}

/** The action's answer the screen shows: the form's errors, or the token just made (shown once). */
export type ApiTokensReply =
	{ result: SubmissionResult<string[]> } | { created: { name: string; token: string; prefix: string } }

/**
 * The screen's action by `actor`: `create` answers 400 with the form's errors (input kept) or 200
 * with the new token; `revoke` goes back to the list with a toast (an unknown or already revoked
 * token: an error toast, nothing changed). Another intent: 400.
 */
export async function apiTokensAction(actor: Actor, request: Request): Promise<FormOutcome<ApiTokensReply>> {
	const form = await request.formData()
	const intent = form.get('intent')
	if (intent === 'create') {
		const submission = parseWithZod(form, { schema: NewApiTokenSchema })
		if (submission.status !== 'success') return formReply(400, { result: submission.reply() })
		const made = await createApiToken(db, actor, submission.value, new Date())
		return formReply(200, {
			created: { name: submission.value.name, token: made.token, prefix: made.prefix },
		})
	}
	if (intent === 'revoke') {
		const id = parseRecordId(String(form.get('id') ?? ''))
		const revoked = id !== null && (await revokeApiToken(db, actor, id, new Date()))
		return {
			redirectTo: '/admin/api-tokens',
			toast: revoked
				? { type: 'success', title: 'Token revoked', description: 'Calls with it are refused from now on.' }
				: {
						type: 'error',
						title: 'Nothing revoked',
						description: 'That token does not exist or was already revoked.',
					},
		}
	}
	return formReply(400, { result: { status: 'error', error: { '': ['Unknown action.'] } } })
}

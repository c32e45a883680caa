/**
 * The back office's "New API token" form (/admin/api-tokens, docs/api-tokens.md): a name to tell
 * the token by, and at least one scope (`API_TOKEN_SCOPES`). Importable by the browser.
 */
import { z } from 'zod'
import { API_TOKEN_SCOPES } from './api-token.ts'

export const NewApiTokenSchema = z.object({
	name: z
		.string({ error: 'Give the token a name, e.g. the tool that will use it.' })
		.trim()
		.min(1, 'Give the token a name, e.g. the tool that will use it.')
		.max(100, 'A name has at most 100 characters.'),
	scopes: z
		.array(z.enum(API_TOKEN_SCOPES, { error: 'Choose scopes from the list.' }), {
			error: 'Choose at least one scope.',
		})
		.min(1, 'Choose at least one scope.')
		.transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
})
export type NewApiToken = z.output<typeof NewApiTokenSchema>

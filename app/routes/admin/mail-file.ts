/**
 * A mail's `.eml` file (/admin/mail/{id}/eml), when mail is written to files: Administrator only,
 * downloaded only from the back office itself, never cached.
 */
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { mailFileResponse } from '#app/modules/mail/mail-list.server.ts'
import type { Route } from './+types/mail-file'

export function loader({ request, params, context }: Route.LoaderArgs) {
	requireRole(context)
	return mailFileResponse(request, params.mailId)
}

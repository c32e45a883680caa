/**
 * `/api/v1/check-ins`: POST `{ "ticket": … }` checks a delegate in as the desk does
 * (docs/api-tokens.md). Needs a staff API token with `check-ins:write`.
 */
import type { Route } from './+types/check-ins.ts'
import { db } from '#app/db/db.server.ts'
import { requireApiToken } from '#app/modules/api-tokens/api-auth.server.ts'
import { checkInByTicket } from '#app/modules/api/staff-api.server.ts'

export async function action({ request }: Route.ActionArgs) {
	const now = new Date()
	const caller = await requireApiToken(db, request, 'check-ins:write', now)
	return checkInByTicket(db, request, caller, now)
}

/**
 * `/api/v1/registrations`: registrations by `updated_since`, paged (docs/api-tokens.md). Needs a
 * staff API token with `registrations:read`.
 */
import type { Route } from './+types/registrations.ts'
import { db } from '#app/db/db.server.ts'
import { requireApiToken } from '#app/modules/api-tokens/api-auth.server.ts'
import { listRegistrations } from '#app/modules/api/staff-api.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireApiToken(db, request, 'registrations:read', new Date())
	return listRegistrations(db, request)
}

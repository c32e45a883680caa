/**
 * `/api/v1/enquiries`: partnership enquiries by `updated_since`, paged (docs/api-tokens.md). Needs a
 * staff API token with `enquiries:read`.
 */
import type { Route } from './+types/enquiries.ts'
import { db } from '#app/db/db.server.ts'
import { requireApiToken } from '#app/modules/api-tokens/api-auth.server.ts'
import { listEnquiries } from '#app/modules/api/staff-api.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireApiToken(db, request, 'enquiries:read', new Date())
	return listEnquiries(db, request)
}

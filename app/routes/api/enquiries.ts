/**
 * `/api/v1/enquiries`: partnership enquiries by `updated_since`, paged (docs/api-tokens.md). Needs a
 * staff API token with `enquiries:read`.
 */
import type { Route } from './+types/enquiries.ts'
import { answerEnquiries } from '#app/modules/api/staff-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return answerEnquiries(request)
}

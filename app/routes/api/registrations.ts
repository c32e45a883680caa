/**
 * `/api/v1/registrations`: registrations by `updated_since`, paged (docs/api-tokens.md). Needs a
 * staff API token with `registrations:read`.
 */
import type { Route } from './+types/registrations.ts'
import { answerRegistrations } from '#app/modules/api/staff-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return answerRegistrations(request)
}

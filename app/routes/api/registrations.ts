/**
 * `/api/v1/registrations`: registrations by `updated_since`, paged (docs/api-tokens.md). Needs a
 * staff API token with `registrations:read`.
 */
import type { Route } from './+types/registrations.ts'
import { answerRegistrations, methodNotAllowed } from '#app/modules/api/staff-api.server.ts'

export function loader({ request }: Route.LoaderArgs) {
	return answerRegistrations(request)
}

/** Anything but GET/HEAD: 405 (a program's mistake, answered in the API's problem shape). */
export function action() {
	return methodNotAllowed('GET, HEAD')
}

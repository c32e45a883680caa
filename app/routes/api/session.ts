/** `/api/v1/sessions/{sessionId}`: the public read API (docs/api.md). */
import type { Route } from './+types/session.ts'
import { sessionApi } from '#app/modules/api/public-api.server.ts'

export function loader({ request, params }: Route.LoaderArgs) {
	return sessionApi(request, params.sessionId)
}
